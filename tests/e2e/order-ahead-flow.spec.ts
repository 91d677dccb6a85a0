import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ticket } from './bar-support';
import { staffAt, takeOnlineOrders, test } from './shop-support';
import { BASE_URL, expect } from './support';

/**
 * Order ahead from end to end, each side in a browser of its own: a customer orders two drinks
 * on a phone and follows the status page while a barista makes the order, the shop's pickup
 * board moves it from Preparing to Ready, and staff collect it at the counter.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TV = { viewport: { width: 1920, height: 1080 } };

async function opened(newContext: (options: object) => Promise<BrowserContext>, options: object) {
  const context = await newContext({ ...options, baseURL: BASE_URL });
  return context.newPage();
}

/** The customer orders a drink of the menu and a custom one as Robin; answers the pickup code. */
async function orderTwoDrinks(phone: Page, locationId: number): Promise<string> {
  await phone.goto(`/order/${locationId}`);
  await phone.getByRole('button', { name: /Coco Butter Kisses/ }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Add to order' }).click();
  await expect(phone.getByRole('dialog')).toBeHidden();
  await phone.getByRole('button', { name: /Custom drink/ }).click();
  const custom = phone.getByRole('dialog');
  await custom.getByRole('radio', { name: 'Sprite' }).check();
  await custom.getByRole('checkbox', { name: 'Cherry', exact: true }).check();
  await custom.getByRole('button', { name: 'Add to order' }).click();
  await expect(custom).toBeHidden();
  await expect(phone.getByRole('region', { name: 'Your order' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await phone.getByLabel('Your name').fill('Robin');
  await phone.getByRole('button', { name: 'Place order' }).click();
  await expect(phone).toHaveURL(/\/order\/status\/[\w-]+$/);
  const heading = phone.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/W\d+/);
  return (await heading.innerText()).match(/W\d+/)![0];
}

test('a customer orders ahead, the bar makes it, the board calls it, the counter collects it', async ({
  page,
  location,
  newContext,
}) => {
  // Three browsers and every step of an order's life.
  test.setTimeout(120_000);
  await takeOnlineOrders(location);
  const phone = await opened(newContext, PHONE);
  const board = await opened(newContext, TV);
  await board.goto(`/board/${location.id}`);
  await expect(board.getByRole('status')).toHaveText('Live');

  const code = await orderTwoDrinks(phone, location.id);
  const status = phone.getByRole('status').filter({ hasText: /We got it|Making it|Ready|Collected/ });
  await expect(status).toContainText('We got it');
  const preparing = board.getByRole('region', { name: 'Preparing' });
  const ready = board.getByRole('region', { name: 'Ready' });
  await expect(preparing.getByRole('listitem').filter({ hasText: code })).toContainText('Robin');

  // The barista: the online ticket sorts into the queue and is made like any other.
  await staffAt(page, location.id, '/make-orders');
  const online = ticket(page, `${code} Robin`);
  await expect(online).toContainText('Online');
  await expect(online).toContainText('Pick up as soon as possible');
  await expect(online).toContainText('Pay at pickup');
  await expectNoSeriousViolations(page, 'the bar with an online ticket');
  await online.getByRole('button', { name: 'Start Order' }).click();
  await expect(page).toHaveURL(/\/make-orders\/\d+$/);
  await expect(status).toContainText('Making it');
  await page.getByRole('button', { name: 'Next item' }).click();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).toHaveURL(/\/make-orders$/);
  await expect(status).toContainText('Ready at the pickup counter');
  await expect(ready.getByRole('listitem').filter({ hasText: code })).toContainText('Robin');
  await expect(preparing.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);

  // The counter: Collect opens the normal checkout, the customer's name filled in.
  await page.goto('/take-order');
  const list = page.getByRole('region', { name: /Online orders/ });
  await list.getByRole('link', { name: `Collect ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Collect ${code} · Robin` })).toBeVisible();
  await expect(page.getByTestId('checkout-item')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Order Name' })).toHaveValue('Robin');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'collecting an online order');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/take-order$/);
  await expect(status).toContainText('Collected');
  await expect(ready.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Online orders/ })).toHaveCount(0);
});
