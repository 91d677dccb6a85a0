import type { APIRequestContext, Page } from '@playwright/test';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { addItem, payOrder, staffAt, test } from './shop-support';
import { DEMO, apiAs, expect, openUserMenu, toast } from './support';

/**
 * Issue 15: the order history. A paid order is found by its call-out name, opened, and its
 * receipt shown; a voided one says so everywhere; checkout's success toast links to the receipt.
 */

// The browser's "today" (the history's default range) and the test location's days (UTC, the
// default of a new location) are the same days.
test.use({ timezoneId: 'UTC' });

const GOT_SO_MUCH_SOUL = 2; // a Coke menu item
const FIRST_MENU_ITEM = 1;

let names = 0;
/** A call-out name no other order has: a new entry of the catalogue's order names. */
async function uniqueOrderName(): Promise<string> {
  const name = `Hist ${Date.now() % 100_000_000}-${process.pid % 1000}-${++names}`;
  const admin = await apiAs(DEMO.admin);
  const created = await admin.post('/api/order-names', { data: { name } });
  expect(created.status()).toBe(201);
  await admin.dispose();
  return name;
}

/** Two items paid through the API as the page's user, named `name`; the order's id and total. */
async function paidOrder(request: APIRequestContext, locationId: number, name: string) {
  await addItem(request, locationId, { menu_item: GOT_SO_MUCH_SOUL, cup: 1 });
  const { order__id: id } = await addItem(request, locationId, {
    menu_item: FIRST_MENU_ITEM,
    cup: 2,
  });
  await payOrder(request, id, name);
  const record = await (await request.get(`/api/orders/${id}`)).json();
  expect(record.status).toBe('paid');
  return { id, total: `$${Number(record.total).toFixed(2)}` };
}

/** The history's list (a table on wide screens, cards on phones) has loaded. */
const rows = (page: Page) => page.getByTestId('history-row');

test('a paid order: found by its call-out name, opened, and its receipt shown', async ({
  page,
  location,
}) => {
  const name = await uniqueOrderName();
  // Issue 27: the shop's address and phone head its receipts.
  const admin = await apiAs(DEMO.admin);
  const contact = await admin.put(`/api/locations/${location.id}`, {
    data: {
      name: location.name,
      address: '12 Fizz Lane\nDenver, CO 80202',
      phone: '(303) 555-0199',
    },
  });
  expect(contact.status()).toBe(200);
  await admin.dispose();
  await staffAt(page, location.id, '/');
  const order = await paidOrder(page.request, location.id, name);

  // The user menu's entry; the list starts at today's orders of the chosen location.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page).toHaveTitle('Order History | Soda POS');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByLabel('Search').fill(name);
  await expect(page).toHaveURL(/[?&]q=Hist/);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText(order.total);
  await expect(row).toContainText(location.name);
  await expect(row).toContainText('Paid');
  await expectNoSeriousViolations(page, 'the order history');
  await expectHeadingsInOrder(page, 'the order history');

  // Another status finds nothing; All brings it back; so does a search by the order's number.
  await page.getByLabel('Status').selectOption('Voided');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.getByLabel('Status').selectOption('All');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(page).toHaveURL(/[?&]from=&to=/);
  await page.getByLabel('Search').fill(String(order.id));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.id}(&|$)`));
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

  // The order: its name, status, items, money and timeline.
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByTestId('order-name')).toHaveText(name);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-item')).toHaveCount(2);
  await expect(page.getByTestId('order-item').first()).toContainText('$');
  await expect(page.getByTestId('order-total')).toHaveText(order.total);
  const payment = page.getByRole('region', { name: 'Payment' });
  for (const label of ['Subtotal', 'Discount', 'Tax', 'Tip', 'Method', 'Refunded'])
    await expect(payment.getByText(label, { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByTestId('timeline-event')).toHaveCount(2);
  await expect(timeline).toContainText('Created');
  await expect(timeline).toContainText('Paid');
  await expect(timeline).toContainText('by Eve Tester');
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('No refunds.');
  await expectNoSeriousViolations(page, 'an order');
  await expectHeadingsInOrder(page, 'an order');

  // Its receipt.
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/receipt$`));
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Soda POS' })).toBeVisible();
  await expect(receipt).toContainText(location.name);
  await expect(receipt.getByTestId('receipt-address')).toHaveText('12 Fizz Lane\nDenver, CO 80202');
  await expect(receipt.getByTestId('receipt-phone')).toHaveText('(303) 555-0199');
  await expect(receipt).toContainText(`Order #${order.id}`);
  await expect(receipt.getByTestId('receipt-name')).toHaveText(name);
  await expect(receipt.getByTestId('receipt-item')).toHaveCount(2);
  await expect(receipt).toContainText('Got So Much Soul');
  await expect(receipt.getByTestId('receipt-total')).toHaveText(order.total);
  // The customer's copy names the cashier by first name and last initial (issue 27).
  await expect(receipt.getByTestId('receipt-cashier')).toHaveText('Cashier: Eve T.');
  await expect(receipt).not.toContainText('VOIDED');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a receipt');
  await page.getByRole('link', { name: 'Back to order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
});

test.describe('on the shop’s clock, not the device’s', () => {
  // The device is a day ahead of UTC (+14) and the shop eleven hours behind (-11): the two are
  // never on the same day, so a date taken from the wrong zone cannot pass.
  test.use({ timezoneId: 'Pacific/Kiritimati' });
  const SHOP_ZONE = 'Pacific/Pago_Pago';

  test('the history starts at the shop’s today; the order and receipt give its date, time and cashier', async ({
    page,
    location,
  }) => {
    const admin = await apiAs(DEMO.admin);
    const zoned = await admin.put(`/api/locations/${location.id}`, {
      data: { name: location.name, time_zone: SHOP_ZONE },
    });
    expect(zoned.status()).toBe(200);
    await admin.dispose();
    const name = await uniqueOrderName();
    await staffAt(page, location.id, '/');
    const order = await paidOrder(page.request, location.id, name);
    // The server's own words for the sale on the shop's clock ('Nov 05, 2026', '3:05 PM').
    const sold = await (await page.request.get(`/api/orders/${order.id}/receipt`)).json();
    const shopDate = (sold.date as string).replace(/ 0(\d),/, ' $1,');
    const when = `${shopDate}, ${sold.time}`;
    const deviceDate = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
    expect(deviceDate).not.toBe(shopDate);

    // No days in the address: the shop's today, which holds the sale.
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
    await expect(rows(page).first()).toContainText(when);
    await expect(page.getByText(`1 order on ${shopDate}`)).toBeVisible();

    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('region', { name: 'Details' })).toContainText(when);

    await page.goto(`/orders/${order.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByTestId('receipt-when')).toContainText(when);
    await expect(receipt.getByTestId('receipt-when')).not.toContainText(deviceDate);
    await expect(receipt).toContainText(`Order #${order.id}`);
    await expect(receipt.getByTestId('receipt-cashier')).toHaveText('Cashier: Eve T.');
    await expectNoSeriousViolations(page, 'a receipt on the shop’s clock');
    await expectHeadingsInOrder(page, 'a receipt');
  });
});

test('a voided order is listed, shown and printed as voided', async ({ page, location }) => {
  const name = await uniqueOrderName();
  await staffAt(page, location.id, '/');
  const order = await paidOrder(page.request, location.id, name);
  const admin = await apiAs(DEMO.admin);
  const voided = await admin.post(`/api/orders/${order.id}/void`, {
    data: { reason: 'Customer left' },
  });
  expect(voided.status()).toBe(200);
  await admin.dispose();

  await page.goto('/orders');
  await page.getByLabel('Status').selectOption('Voided');
  await expect(page).toHaveURL(/[?&]status=voided/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first().getByTestId('order-status')).toHaveText('Voided');

  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Voided');
  await expect(page.getByTestId('void-notice')).toContainText('Customer left');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Voided');

  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByTestId('receipt-voided')).toHaveText('VOIDED');
  await expect(page.getByTestId('receipt-name')).toHaveText(name);
});

test("after checkout, Take Order links to the paid order's receipt", async ({ page, location }) => {
  await staffAt(page, location.id, '/');
  const { order__id: id } = await addItem(page.request, location.id, {
    menu_item: GOT_SO_MUCH_SOUL,
    cup: 1,
  });
  await page.goto(`/checkout-order/${id}`);
  await expect(page.getByTestId('checkout-item')).toHaveCount(1);
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: /^Next free name: / }).click();
  await page.getByRole('radio', { name: 'Card' }).click();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(toast(page, 'Order completed successfully')).toBeVisible();
  // The sale's result is the next screen (issue 27): Take Order, with the paid order's receipt link.
  await expect(page).toHaveURL(/\/take-order$/);
  const link = page.getByTestId('last-sale').getByRole('link', { name: 'Print receipt' });
  await expect(link).toHaveAttribute('href', `/orders/${id}/receipt`);

  // Back on the paid order's checkout page: the same link, which opens the receipt.
  await page.goto(`/checkout-order/${id}`);
  await expect(page.getByText('This order has already been paid.')).toBeVisible();
  const again = page.getByRole('link', { name: 'Print receipt' });
  await expect(again).toHaveAttribute('href', `/orders/${id}/receipt`);
  await again.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/receipt$`));
  await expect(page.getByTestId('receipt-total')).toHaveText(total);
  await expect(page.getByTestId('receipt')).toContainText('Card');
});
