import type { APIRequestContext, Page } from '@playwright/test';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { staffAt, test } from './shop-support';
import { BASE_URL, FIRST_LOAD, expect, isPhone, toast } from './support';

/**
 * Issue 32, the stock screen: a count made on a phone (search, - and +, Save count with only the
 * lines changed, the variance recorded), a delivery raising the stock, waste lowering it, and an
 * admin's par and reorder level making an item Low.
 */

interface Row {
  kind: 'flavor' | 'cup';
  id: number;
  name: string;
  on_hand: number;
  low: boolean;
}

/** The location's stock rows through the API, as the page user. */
async function stock(request: APIRequestContext, locationId: number): Promise<Row[]> {
  const answer = await request.get(`${BASE_URL}/api/inventory?location=${locationId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).rows;
}

async function flavor(request: APIRequestContext, locationId: number, name: string) {
  const row = (await stock(request, locationId)).find(
    (r) => r.kind === 'flavor' && r.name === name,
  );
  expect(row, name).toBeDefined();
  return row!;
}

/** Receives `quantity` of a flavor through the API, as the page user. */
async function receive(page: Page, locationId: number, row: Row, quantity: number) {
  const answer = await page.request.post(`${BASE_URL}/api/inventory/receipts`, {
    data: { location: locationId, lines: [{ kind: row.kind, id: row.id, quantity }] },
    headers: { Origin: BASE_URL },
  });
  expect(answer.status()).toBe(201);
}

// Each journey scans the page with axe two or three times; the admin's list has some 150 fields.
test.describe.configure({ timeout: 120_000 });

/** The count's row of the item named exactly `name`. */
const countRow = (page: Page, name: string) =>
  page.getByTestId('count-row').filter({ has: page.getByText(name, { exact: true }) });

test('a stock count on the phone: search, step with - and +, save only what changed', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/drawer');
  const lavender = await flavor(page.request, location.id, 'Lavender');
  const hibiscus = await flavor(page.request, location.id, 'Hibiscus');
  await receive(page, location.id, lavender, 10);
  await receive(page, location.id, hibiscus, 4);
  if (isPhone(page)) {
    // On a phone the shop floor's tab bar leads there.
    await page
      .getByRole('navigation', { name: 'Shop floor' })
      .getByRole('link', { name: 'Inventory' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Inventory' })
      .click();
  }
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Count' })).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_LOAD,
  );

  await page.getByLabel('Search items').fill('laven');
  const row = countRow(page, 'Lavender');
  await expect(row).toContainText('on hand 10');
  await expect(countRow(page, 'Hibiscus')).toHaveCount(0);
  const counted = row.getByLabel('Count of Lavender');
  await expect(counted).toHaveValue('10');
  await row.getByRole('button', { name: 'One more Lavender' }).click();
  await row.getByRole('button', { name: 'One more Lavender' }).click();
  await row.getByRole('button', { name: 'One less Lavender' }).click();
  await expect(counted).toHaveValue('11');
  await expect(page.getByText('1 item changed')).toBeVisible();
  await expectNoSeriousViolations(page, 'the count with one item changed');
  await expectHeadingsInOrder(page, 'the count');

  const posted = page.waitForRequest(
    (request) => request.url().endsWith('/api/inventory/counts') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save count' }).click();
  // Only the line changed goes: Hibiscus, not counted, keeps its stock.
  expect((await posted).postDataJSON().lines).toEqual([
    { kind: 'flavor', id: lavender.id, on_hand: '11' },
  ]);
  await expect(page.getByText('Count saved: 1 item').first()).toBeVisible();
  await expect(toast(page, 'Count saved: 1 item')).toBeAttached();
  await expect(page.getByTestId('count-variance')).toHaveText(
    'Lavender: counted 11, expected 10, variance +1 pump',
  );
  await expect(row).toContainText('on hand 11');
  await expect(counted).toHaveValue('11');
  await expect(page.getByText('No changes yet')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the count saved');

  const movements = await page.request.get(
    `${BASE_URL}/api/inventory/movements?location=${location.id}&kind=flavor&id=${lavender.id}`,
  );
  const [count] = (await movements.json()).results;
  expect(count).toMatchObject({ type: 'count', expected: 10, counted: 11, variance: 1 });
  expect((await flavor(page.request, location.id, 'Hibiscus')).on_hand).toBe(4);
});

test('a delivery raises the stock on hand and waste lowers it', async ({ page, location }) => {
  await staffAt(page, location.id, '/inventory?tab=receive');
  const before = (await flavor(page.request, location.id, 'Lavender')).on_hand;
  await expect(page.getByRole('tab', { name: 'Receive' })).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_LOAD,
  );
  const delivery = page.getByRole('tabpanel', { name: 'Receive' });
  // Staff record deliveries without a cost: that is for admins.
  await expect(delivery.getByLabel('Unit cost (optional)')).toHaveCount(0);
  await delivery.getByRole('button', { name: 'Record delivery' }).click();
  await expect(delivery.getByText('Add at least one item to the delivery.')).toBeVisible();

  await delivery.getByLabel('Item', { exact: true }).selectOption({ label: 'Lavender (pump)' });
  await delivery.getByLabel('Quantity (pump)').fill('24');
  await delivery.getByRole('button', { name: 'Add item' }).click();
  await expect(delivery.getByTestId('delivery-line')).toHaveText(/^Lavender 24 pumps/);
  await expectNoSeriousViolations(page, 'a delivery with one line');
  await delivery.getByRole('button', { name: 'Record delivery' }).click();
  await expect(delivery.getByTestId('received-line')).toHaveText(
    `Lavender: +24 pumps, on hand now ${before + 24} pumps`,
  );
  await expect(delivery.getByText('No items in this delivery yet.')).toBeVisible();
  await expect(toast(page, 'Delivery recorded: 1 item')).toBeAttached();
  expect((await flavor(page.request, location.id, 'Lavender')).on_hand).toBe(before + 24);

  await page.getByRole('tab', { name: 'Waste' }).click();
  const waste = page.getByRole('tabpanel', { name: 'Waste' });
  await waste.getByRole('button', { name: 'Record waste' }).click();
  await expect(waste.locator('#waste-item-error')).toHaveText('Choose an item');
  await waste.getByLabel('Item', { exact: true }).selectOption({ label: 'Lavender (pump)' });
  await waste.getByLabel('Quantity (pump)').fill('2');
  await waste.getByLabel('Reason').fill('Spilled');
  await waste.getByRole('button', { name: 'Record waste' }).click();
  await expect(waste.getByTestId('saved-note')).toContainText('Lavender, 2 pumps');

  await page.getByRole('tab', { name: 'Count' }).click();
  await expect(countRow(page, 'Lavender')).toContainText(`on hand ${before + 22}`);
});

test('an admin sets par and reorder level, sees Low and the movements', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/inventory?tab=levels', 'admin');
  const lavender = await flavor(page.request, location.id, 'Lavender');
  await receive(page, location.id, lavender, 3);
  await page.reload();
  const row = page
    .getByTestId('settings-row')
    .filter({ has: page.getByText('Lavender', { exact: true }) });
  await expect(row).toContainText('on hand 3', FIRST_LOAD);
  await expect(row.getByText('Low', { exact: true })).toHaveCount(0);
  await row.getByLabel('Par of Lavender').fill('20');
  await row.getByLabel('Reorder at of Lavender').fill('5');
  await row.getByLabel('Unit cost ($) of Lavender').fill('0.125');
  await row.getByRole('button', { name: 'Save Lavender' }).click();
  await expect(row.getByText('Saved', { exact: true })).toBeVisible();
  await expect(row.getByText('Low', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What to order' })).toContainText(
    'Lavender: 17 pumps',
  );
  await expectNoSeriousViolations(page, 'the admin levels');
  await expectHeadingsInOrder(page, 'the admin levels');

  await page.getByRole('tab', { name: 'Movements' }).click();
  const movements = page.getByRole('tabpanel', { name: 'Movements' });
  await expect(movements.getByTestId('movement-row')).toHaveCount(1);
  await expect(movements.getByTestId('movement-row')).toContainText('Delivery');
  await expect(movements.getByTestId('movement-row')).toContainText('+3 pumps');
  await expectNoSeriousViolations(page, 'the movements');
});
