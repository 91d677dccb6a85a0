import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ticket } from './bar-support';
import { chargeButton, menuReady, sizeButton } from './counter-support';
import { addCustomCokeWithApple, keptAnswerKeys, shellReady } from './offline-support';
import { apiCashier, queuedOrder, staffAt, test } from './shop-support';
import { expect, toast } from './support';

// Issue 29, the bar offline: the last queue the device received, and its own sales made step by step.

const LAST_QUEUE = /^Last queue received at \d{1,2}:\d{2} [AP]M — not live$/;

/** Take Order open online once, until the device holds the app, the catalogue and who is signed in. */
async function tillReady(page: Page) {
  await menuReady(page);
  await expect(page.locator('[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });
  await shellReady(page);
}

/** The bar's times of the sales kept on the device (IndexedDB 'soda-pos-outbox'). */
function keptTimes(): Promise<{ started_at: string | null; completed_at: string | null }[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('soda-pos-outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result.map(({ started_at, completed_at }) => ({ started_at, completed_at })));
      };
    };
  });
}

/** Offline: a menu item and a custom drink (Coke with Apple), paid by card as 'Silver Civic'. */
async function sellTwoDrinksOffline(page: Page) {
  await sizeButton(page, 'Coco Butter Kisses', '16 oz').click();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await addCustomCokeWithApple(page);
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await chargeButton(page).click();
  await expect(page.getByTestId('offline-checkout-note')).toBeVisible();
  await page.getByRole('combobox', { name: /Order Name/ }).fill('Silver Civic');
  await page.getByRole('radio', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/take-order$/);
}

test.describe('Offline bar, issue 29', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('after an offline reload Make Orders shows the last queue received, marked not live', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Beyoncé');
    await cashier.dispose();
    await staffAt(page, location.id, '/take-order');
    await tillReady(page);
    await page.goto('/make-orders');
    await expect(ticket(page, 'Beyoncé')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live connection: Live' })).toBeVisible();
    await expect(page.getByRole('region', { name: LAST_QUEUE })).toHaveCount(0);
    // The queue the channel sent is kept on the device.
    await expect
      .poll(() => page.evaluate(keptAnswerKeys))
      .toContainEqual(expect.stringMatching(/:\/api\/pending-orders\?location_id=\d+$/));

    await page.context().setOffline(true);
    await page.reload();
    const last = page.getByRole('region', { name: LAST_QUEUE });
    const kept = last.getByRole('listitem', { name: 'Beyoncé' });
    await expect(kept).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/Last queue received at .+ — not live\. /);
    await expect(page.getByText('Connecting to the live queue…')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'Make Orders, the last queue after an offline reload');

    // Start waits in the bar's outbox, as through any drop; nothing changes on the server meanwhile.
    await kept.getByRole('button', { name: 'Start Order' }).click();
    await expect(kept).toContainText('Start will send when back online');
    await expect(page).toHaveURL(/\/make-orders$/);
  });

  test('a sale kept on the device is made step by step with no network and completed there', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await tillReady(page);
    await page.context().setOffline(true);
    await page.reload();
    await menuReady(page);
    await sellTwoDrinksOffline(page);

    await page.goto('/make-orders');
    const kept = page.getByTestId('device-ticket');
    await expect(kept).toHaveCount(1);
    await kept.getByRole('link', { name: 'Walkthrough' }).click();
    await expect(page).toHaveURL(/\/sync\/make\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Civic' })).toBeVisible();
    const step = page.getByTestId('walkthrough-step');
    await expect(step).toHaveText('Item 1 of 2');
    const first = page.getByRole('group', { name: 'Item 1 of 2' });
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Coco Butter Kisses');
    await expect(first).toContainText('16 oz');
    await expectNoSeriousViolations(page, 'Walkthrough of a sale kept on the device');
    // Opening it started the order on the device.
    await expect
      .poll(() => page.evaluate(keptTimes))
      .toEqual([{ started_at: expect.any(String), completed_at: null }]);

    await page.getByRole('button', { name: 'Next item' }).click();
    await expect(step).toHaveText('Item 2 of 2');
    const second = page.getByRole('group', { name: 'Item 2 of 2' });
    await expect(second.getByRole('heading', { level: 2 })).toHaveText('Custom drink: Coke');
    await expect(second.getByRole('listitem')).toHaveText(['Apple']);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(toast(page, 'Order completed on this device')).toBeVisible();
    await expect(page).toHaveURL(/\/make-orders$/);
    await expect(kept.getByTestId('device-ticket-state')).toHaveText('Completed');
    await expect(kept.getByRole('link', { name: 'Walkthrough' })).toHaveCount(0);
    const [times] = await page.evaluate(keptTimes);
    expect(Date.parse(times.completed_at!)).toBeGreaterThanOrEqual(Date.parse(times.started_at!));
  });
});
