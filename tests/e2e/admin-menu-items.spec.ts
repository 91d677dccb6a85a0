import type { Page } from '@playwright/test';
import {
  adminRequest,
  chooseOption,
  existing,
  expect,
  expectRefused,
  test,
  unique,
} from './admin-support';
import { chooseLocation, toast } from './support';

/** The Take Order card of a menu item inside the section headed `section`. */
async function takeOrderCard(page: Page, section: string, name: string) {
  await chooseLocation(page);
  await page.goto('/take-order');
  return page
    .getByRole('region', { name: section, exact: true })
    .getByTestId('menu-item-card')
    .filter({ hasText: name });
}

test.describe('Admin Settings: menu items', () => {
  test('shows every validation message and sends nothing', async ({ page, adminTab }) => {
    let posts = 0;
    page.on(
      'request',
      (r) => r.url().endsWith('/api/menu-items') && r.method() === 'POST' && posts++,
    );
    const form = await adminTab('Menu Items');
    const add = form.getByRole('button', { name: 'Add Menu Item' });
    await expectRefused(add, form, [
      'Name is required',
      'Soda is required',
      'Please add at least 1 flavor',
    ]);

    await form.getByRole('switch', { name: 'Limited time promo item' }).click();
    await form.getByRole('switch', { name: 'Set price manually' }).click();
    await expectRefused(add, form, ['Please select a limited time promo', 'Please enter a price']);

    // Choosing a flavor leaves a blank row under it: 2 rows, the minimum.
    // Each flavor dropdown has an accessible name.
    await expect(form.getByRole('combobox', { name: 'Flavor 1', exact: true })).toBeVisible();
    // The generic placeholder of SPEC section 9.
    await expect(form.getByTestId('flavor-row').first()).toContainText('Select...');
    await chooseOption(form, 'menu-item-new-flavor-0', 'Vanilla');
    await expect(form.getByText('Please add at least 1 flavor')).toBeHidden();
    expect(posts).toBe(0);
  });

  test('shows the server message as an error toast', async ({ page, adminTab }) => {
    const form = await adminTab('Menu Items');
    await form.getByLabel('Name', { exact: true }).fill(unique('Twice'));
    await chooseOption(form, 'menu-item-new-soda', 'Coke');
    await chooseOption(form, 'menu-item-new-flavor-0', 'Vanilla');
    await chooseOption(form, 'menu-item-new-flavor-1', 'Vanilla');
    await form.getByRole('button', { name: 'Add Menu Item' }).click();
    await expect(
      page.locator('.Toastify').getByText('Each flavor can be added only once'),
    ).toBeVisible();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Each flavor can be added only once' }),
    ).toBeVisible();
  });

  test('adds a menu item that Take Order lists under its soda with its prices, then edits it', async ({
    page,
    adminTab,
  }) => {
    const form = await adminTab('Menu Items');
    const name = unique('Vanilla Coke');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await chooseOption(form, 'menu-item-new-soda', 'Coke');
    await chooseOption(form, 'menu-item-new-flavor-0', 'Vanilla');
    // Quantity from the 16 oz cup's conversion factor (1.00), unit from the flavor group.
    await expect(form.getByLabel('Quantity 1')).toHaveValue('1');
    await expect(form.getByTestId('flavor-row').first()).toContainText('Pump(s)');
    await expect(form.getByLabel('Quantity 2')).toBeDisabled();
    await form.getByLabel('Quantity 1').fill('2');

    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/menu-items') && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add Menu Item' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      name,
      soda: 1,
      flavors: [{ flavor: expect.any(Number), quantity: '2' }],
      limited_time_menu_item: null,
      price: null,
    });
    expect(body.flavors).toHaveLength(1);
    await expect(toast(page, 'Menu Item added successfully')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByTestId('flavor-row')).toHaveCount(1);

    // 16 oz: $3.50 + 2 x $0.15; 32 oz: $4.50 + 2 x 2 x $0.15.
    const list = existing(form, 'Menu Items');
    await form.getByLabel('Search menu items').fill(name);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('16 oz $3.80 · 32 oz $5.10');

    // Edit: a new name and a manual 16 oz price of $1.00 (x2 in 32 oz) on top of the cup.
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await expect(sheet.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(sheet.getByLabel('Quantity 1')).toHaveValue('2');
    const renamed = `${name} edited`;
    await sheet.getByLabel('Name', { exact: true }).fill(renamed);
    await sheet.getByRole('switch', { name: 'Set price manually' }).click();
    await sheet.getByLabel('Price (16 oz, excluding the cup)').fill('1.00');
    const patched = page.waitForRequest(
      (r) => /\/api\/menu-items\/\d+$/.test(r.url()) && r.method() === 'PATCH',
    );
    await sheet.getByRole('button', { name: 'Save' }).click();
    expect((await patched).postDataJSON()).toMatchObject({
      name: renamed,
      price: { price: '1.00' },
    });
    await expect(toast(page, 'Menu Item updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    await form.getByLabel('Search menu items').fill(renamed);
    await expect(list).toContainText('16 oz $4.50 · 32 oz $6.50');

    const item = await takeOrderCard(page, 'Coke', renamed);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('2 Pumps Vanilla');
    await expect(item).toContainText('16 oz $4.50');
    await expect(item).toContainText('32 oz $6.50');
  });

  test("a promo's menu item shows in its own Take Order section until the promo is archived", async ({
    page,
    adminTab,
  }) => {
    const form = await adminTab('Menu Items');
    const promo = unique('Summer promo');
    expect(
      (await adminRequest(page).post('/api/limited-time-promotions/', { name: promo })).status(),
    ).toBe(201);

    const name = unique('Promo drink');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await chooseOption(form, 'menu-item-new-soda', 'Sprite');
    await chooseOption(form, 'menu-item-new-flavor-0', 'Peach');
    await form.getByRole('switch', { name: 'Limited time promo item' }).click();
    await chooseOption(form, 'menu-item-new-promo', promo);
    await form.getByRole('button', { name: 'Add Menu Item' }).click();
    await expect(toast(page, 'Menu Item added successfully')).toBeVisible();
    await expect(form.getByRole('switch', { name: 'Limited time promo item' })).not.toBeChecked();

    let item = await takeOrderCard(page, promo, name);
    await expect(item).toContainText('16 oz $3.65');
    await expect(item).toContainText('32 oz $4.80');
    await expect(page.getByRole('region', { name: 'Sprite', exact: true })).not.toContainText(name);

    const promos = await adminTab('Limited Time Promos');
    const row = promos.getByRole('listitem').filter({ hasText: promo });
    await row.getByRole('switch', { name: 'Archived' }).click();
    await expect(toast(page, 'Promotion updated successfully')).toBeVisible();

    item = await takeOrderCard(page, 'Coke', name);
    await expect(page.getByRole('region', { name: 'Coke', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: promo })).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
