import type { Browser, Page } from '@playwright/test';
import { chargeButton, menuReady, sizeButton } from './counter-support';
import { ticket } from './bar-support';
import {
  checkoutOfOneItem,
  keptAnswerKeys,
  payIntoADrop,
  shellReady,
  status,
} from './offline-support';
import { apiCashier, newLocation, queuedOrder, SCREENSHOT_WIDTHS, staffAt } from './shop-support';
import { expect, test } from './support';
import {
  closedDrawerWithLateSale,
  moveElsewhere,
  NOT_ASSIGNED,
  sellOneOffline as sellOneToRefuse,
  syncAnswer,
} from './sync-support';

/** One sale on the device: its checkout, then Make Orders, the Sync page and its kitchen ticket. */
async function sellOneOffline(page: Page, shot: (screen: string) => Promise<unknown>) {
  await sizeButton(page, 'Coco Butter Kisses', '16 oz').click();
  await chargeButton(page).click();
  await expect(page.getByTestId('offline-checkout-note')).toBeVisible();
  await page.getByRole('combobox', { name: /Order Name/ }).fill('Silver Civic');
  await page.getByRole('radio', { name: 'Cash' }).click();
  await shot('checkout-offline');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/take-order$/);
  await page.goto('/make-orders');
  await expect(page.getByTestId('device-ticket')).toHaveCount(1);
  await expect(ticket(page, 'Beyoncé')).toBeVisible();
  await shot('make-orders-offline');
  await page.getByRole('link', { name: 'Walkthrough' }).click();
  await expect(page.getByTestId('walkthrough-step')).toHaveText('Item 1 of 1');
  await shot('make-orders-walkthrough');
  await page.goto('/make-orders');
  await page.goto('/sync');
  await expect(page.getByTestId('outbox-order')).toHaveCount(1);
  await shot('sync-offline');
  await page.goto('/make-orders');
  await page.getByRole('link', { name: 'Print ticket' }).click();
  await expect(page.getByText('Silver Civic').first()).toBeVisible();
  await shot('kitchen-ticket');
}

/** A device of the width's size with its service worker, and its `shot('screen')` into docs/screenshots. */
async function device(browser: Browser, { name, viewport }: (typeof SCREENSHOT_WIDTHS)[number]) {
  const phone = name === 'phone';
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const shot = (screen: string) =>
    page.screenshot({
      path: `docs/screenshots/offline-${screen}-${name}.png`,
      animations: 'disabled',
    });
  return { context, page, shot };
}

/** `npm run screenshots`: the offline till's states (issue 29) at desktop and phone width. */
for (const width of SCREENSHOT_WIDTHS) {
  const { name } = width;
  test(`offline till at ${name} width`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, shot } = await device(browser, width);
    const location = await newLocation();
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await expect(status(page)).toHaveText('Online');
    await expect(page.locator('[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });
    await shellReady(page);
    await shot('take-order-online');
    // The bar's queue as the device last received it (shown again after the offline reload).
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Beyoncé');
    await cashier.dispose();
    await page.goto('/make-orders');
    await expect(ticket(page, 'Beyoncé')).toBeVisible();
    await expect
      .poll(() => page.evaluate(keptAnswerKeys))
      .toContainEqual(expect.stringMatching(/:\/api\/pending-orders\?/));
    await page.goto('/take-order');
    await menuReady(page);

    await context.setOffline(true);
    await page.reload();
    await menuReady(page);
    await expect(status(page)).toContainText('Offline');
    await shot('take-order-offline');
    await sellOneOffline(page, shot);

    await page.goto('/orders');
    await expect(page.getByText('You are offline: this screen will reload')).toBeVisible();
    await shot('history-offline');

    // A payment whose answer is lost: the checkout says so while it sends again.
    await context.setOffline(false);
    await expect(status(page)).toHaveText('Online', { timeout: 15_000 });
    const orderId = await checkoutOfOneItem(page, location.id);
    await page.route(`**/api/orders/${orderId}/complete-order-payment`, async (route) => {
      await context.setOffline(true);
      return route.abort('connectionreset');
    });
    await payIntoADrop(page);
    await page.getByText('Sending… the connection dropped').scrollIntoViewIfNeeded();
    await shot('checkout-sending');
    await context.close();
  });

  test(`Z report with a late sale at ${name} width`, async ({ browser }) => {
    const { context, page, shot } = await device(browser, width);
    const location = await newLocation();
    await staffAt(page, location.id, '/drawer');
    const { drawer } = await closedDrawerWithLateSale(page.request, location.id);
    await page.goto(`/drawer/${drawer}`);
    await expect(page.getByTestId('over-short-after-late')).toHaveText('-$0.50');
    // The end of the report, where the late sales are, in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot('z-report-late-sale');
    await context.close();
  });

  test(`Sync page with a sale that needs attention at ${name} width`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, shot } = await device(browser, width);
    const location = await newLocation();
    const staff = await staffAt(page, location.id, '/take-order');
    await sellOneToRefuse(page, 'Silver Civic');
    await moveElsewhere(staff.id);
    await page.goto('/sync');
    // Started offline from what the device keeps, before the connection comes back.
    await expect(page.getByTestId('outbox-state')).toHaveText('Not yet sent');
    const refused = syncAnswer(page);
    await context.setOffline(false);
    expect((await refused).status()).toBe(403);
    await expect(page.getByTestId('outbox-order').getByRole('alert')).toHaveText(NOT_ASSIGNED);
    await shot('sync-needs-attention');
    await context.close();
  });
}
