import { expect } from './support';
import { BASE_URL } from './support';
import { openPanel, secondPage, staffAt, test } from './shop-support';

const ITEM = 'Coco Butter Kisses'; // menu item 1 of the reference catalogue

test.describe('Sold out', () => {
  test('marked in the panel, a second open till sees it live and cannot add it', async ({
    page,
    location,
    newContext,
  }, testInfo) => {
    test.slow(); // two browsers and two new users on a shared machine
    // The second till is already open on Make Orders, with its own panel showing the item.
    const other = await secondPage(newContext, testInfo);
    await staffAt(other, location.id, '/make-orders');
    await other.getByRole('button', { name: /^Sold out/ }).click();
    const otherSwitch = openPanel(other).getByRole('switch', { name: ITEM });
    await expect(otherSwitch).toBeChecked();

    await staffAt(page, location.id, '/make-orders');
    await page.getByRole('button', { name: /^Sold out/ }).click();
    const panel = openPanel(page);
    await panel.getByRole('searchbox', { name: 'Search' }).fill('coco butter');
    await expect(panel.getByRole('switch')).toHaveCount(1);
    const toggle = panel.getByRole('switch', { name: ITEM });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(panel.getByText('1 sold out.')).toBeVisible();

    // Live on the other till, no reload.
    await expect(otherSwitch).not.toBeChecked();
    const otherRow = openPanel(other).getByRole('listitem').filter({ hasText: ITEM });
    await expect(otherRow.getByText('Sold out', { exact: true })).toBeVisible();

    const refused = await other.request.post(`${BASE_URL}/api/order-items`, {
      data: { menu_item: 1, cup: 1, order__location: location.id, low_sugar: false, note: '' },
      headers: { Origin: BASE_URL },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: `${ITEM} is sold out.` });

    // Back on: the other till sees that too.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(otherSwitch).toBeChecked();
  });
});
