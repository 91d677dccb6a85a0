import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { completedTicket, ticket } from './bar-support';
import { chargeButton, menuReady, sizeButton } from './counter-support';
import {
  addCustomCokeWithApple,
  firstPage,
  launchTill,
  shellReady,
  status,
} from './offline-support';
import { cocoButterWithCoconut, signInAt, staffAt, test } from './shop-support';
import { BASE_URL, DEMO, apiAs, createUser, expect, toast } from './support';

// Issue 29: the till sells, makes and keeps orders with no network, and the sync sends each once.

const KEPT = 'Order kept on this device: it will be sent when back online.';
const NO_APPROVAL = "This discount needs a manager's approval, which cannot be given offline.";

/** A discount of the test's own (percent: 0.1 = 10 %), made before the till reads the list. */
async function newDiscount(percent: number): Promise<string> {
  const admin = await apiAs(DEMO.admin);
  const name = `Offline ${percent * 100}% ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const response = await admin.post('/api/discounts', {
    data: {
      name,
      code: name.replace(/\W/g, '').slice(-20),
      percent_or_price: 'percent',
      percent,
      price: null,
      is_cup_specific: false,
      cup: null,
    },
  });
  expect(response.status()).toBe(201);
  await admin.dispose();
  return name;
}

/**
 * Take Order open online once, until the device holds the catalogue, the offline pages and the
 * service worker's copy of the app; then the network off.
 */
async function tillThenOffline(page: Page) {
  await page.goto('/take-order');
  await menuReady(page);
  await expect(page.locator('[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });
  await shellReady(page);
  await page.context().setOffline(true);
}

/** A menu item with a discount and cash change, a customized item, a custom drink; their totals. */
async function ringUpThree(page: Page, discount: string) {
  await sizeButton(page, 'Coco Butter Kisses', '16 oz').click();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const civic = await checkOut(page, {
    name: 'Silver Civic',
    discount,
    method: 'Cash',
    tendered: '20',
  });

  const dialog = await cocoButterWithCoconut(page);
  await expect(dialog.getByTestId('price-quote')).toHaveText(/^\$\d+\.\d{2}$/);
  await dialog.getByRole('button', { name: 'Add to Order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const truck = await checkOut(page, { name: 'Blue Truck', method: 'Card' });

  await addCustomCokeWithApple(page);
  const bike = await checkOut(page, { name: 'Red Bike', method: 'Cash' });
  return { 'Silver Civic': civic, 'Blue Truck': truck, 'Red Bike': bike };
}

/** Exactly the three sales on the server with the device's totals, and on the bar's live queue. */
async function expectSentOnce(bar: Page, locationId: number, totals: Record<string, number>) {
  const history = await bar.request.get(`${BASE_URL}/api/orders?location=${locationId}`);
  expect(history.status()).toBe(200);
  const orders = ((await history.json()) as { results: HistoryEntry[] }).results;
  expect(orders).toHaveLength(3);
  expect(Object.fromEntries(orders.map((o) => [o.order_name, o.total]))).toEqual(totals);
  const civicId = orders.find((o) => o.order_name === 'Silver Civic')!.id;
  const made = await (await bar.request.get(`${BASE_URL}/api/orders/${civicId}`)).json();
  expect(made.completed_at).not.toBeNull();
  // The bar hears of them live: two to make, the one made on the device among the completed.
  await expect(ticket(bar, 'Blue Truck')).toBeVisible();
  await expect(ticket(bar, 'Red Bike')).toBeVisible();
  await expect(completedTicket(bar, 'Silver Civic')).toBeVisible();
}

/** Charge, then the offline checkout: a typed name, the discount, the tender; returns the total. */
async function checkOut(
  page: Page,
  sale: { name: string; discount?: string; method: 'Cash' | 'Card'; tendered?: string },
) {
  await chargeButton(page).click();
  await expect(page.getByTestId('offline-checkout-note')).toBeVisible();
  if (sale.discount) await page.getByLabel('Discount').selectOption({ label: sale.discount });
  await page.getByRole('combobox', { name: /Order Name/ }).fill(sale.name);
  await page.getByRole('radio', { name: sale.method }).click();
  if (sale.tendered) {
    await page.getByLabel(/Amount tendered/).fill(sale.tendered);
    await expect(page.getByText(/Change due/)).toBeVisible();
  }
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(toast(page, KEPT)).toBeVisible();
  await expect(page).toHaveURL(/\/take-order$/);
  return Number(total.replace('$', ''));
}

interface HistoryEntry {
  id: number;
  order_name: string | null;
  total: number;
}

test.describe('Offline till, issue 29', () => {
  // The till's own service worker: the offline pages come from its copy of the app.
  test.use({ serviceWorkers: 'allow' });
  // Three sales, the bar, a browser restart and a sync of up to 10 s on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('three sales offline through a reload and a restart, sent exactly once when back online', async ({
    page: bar,
    location,
  }, testInfo) => {
    const discount = await newDiscount(0.1);
    // A second browser: the bar's live queue, online all along.
    await staffAt(bar, location.id, '/make-orders');
    await expect(bar.getByText('No orders in queue')).toBeVisible();

    const profile = mkdtempSync(join(tmpdir(), 'soda-pos-till-'));
    const violations: string[] = [];
    try {
      let till = await launchTill(profile, testInfo, violations);
      let page = await firstPage(till);
      await signInAt(page, await createUser('staff'), location.id);
      await tillThenOffline(page);
      // With no network, a reload still starts the till from the device.
      await page.reload();
      await menuReady(page);
      await expect(status(page)).toContainText('Offline');

      const totals = await ringUpThree(page, discount).catch(async (e) => {
        await page.screenshot({ path: testInfo.outputPath('till.png') });
        throw e;
      });

      // Make Orders lists them, not yet sent; one is made on the device.
      await page.goto('/make-orders');
      const tickets = page.getByTestId('device-ticket');
      await expect(tickets).toHaveCount(3);
      await expect(tickets.first()).toContainText('Not yet sent');
      await expect(tickets.first()).toContainText('Silver Civic');
      await expectNoSeriousViolations(page, 'Make Orders with sales kept on the device');
      await tickets.first().getByRole('button', { name: 'Start' }).click();
      await tickets.first().getByRole('button', { name: 'Complete Order' }).click();
      await expect(tickets.first().getByTestId('device-ticket-state')).toHaveText('Completed');

      // The browser closes and opens again, still offline: the Sync page lists the three.
      await till.close();
      till = await launchTill(profile, testInfo, violations);
      await till.setOffline(true);
      page = await firstPage(till);
      await page.goto('/sync');
      const kept = page.getByTestId('outbox-order');
      await expect(kept).toHaveCount(3);
      await expect(kept.first()).toContainText('Silver Civic');
      await expect(kept.getByTestId('outbox-state').first()).toHaveText('Not yet sent');
      await expectNoSeriousViolations(page, 'Sync page, three sales waiting');

      // Back online: the outbox empties, and the server has each sale once.
      await till.setOffline(false);
      await expect(page.getByTestId('outbox-empty')).toHaveText(
        'Every sale on this device has been sent.',
        { timeout: 30_000 },
      );
      await till.close();
      expect(violations).toEqual([]);
      await expectSentOnce(bar, location.id, totals);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a discount over the approval threshold is refused offline and can be removed', async ({
    page,
    location,
  }) => {
    const free = await newDiscount(1);
    await staffAt(page, location.id, '/take-order');
    await tillThenOffline(page);
    for (let i = 0; i < 3; i++) {
      await sizeButton(page, 'Coco Butter Kisses', '32 oz').click();
      await expect(
        page.getByText(`${i + 1} ${i === 0 ? 'item' : 'items'}`, { exact: true }),
      ).toBeVisible();
    }
    await chargeButton(page).click();
    await page.getByLabel('Discount').selectOption({ label: free });
    await expect(page.getByText(NO_APPROVAL)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'Offline checkout, discount needing approval');
    await page.getByRole('button', { name: 'Remove discount' }).click();
    await expect(page.getByText(NO_APPROVAL)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });
});
