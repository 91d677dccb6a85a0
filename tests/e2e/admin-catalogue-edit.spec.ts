import type { Page } from '@playwright/test';
import { adminRequest, card, existing, expect, expectRefused, test, unique } from './admin-support';
import { toast } from './support';

/** Issue 13: sodas, flavors and discounts are edited in a sheet and archived with a switch. */

async function openAdmin(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return card(page, tab);
}

test.describe('Admin Settings: editing and archiving the catalogue', () => {
  test('a soda is renamed in its sheet, then archived and brought back', async ({
    page,
    adminTab,
  }) => {
    await adminTab('Cups');
    const name = unique('Soda');
    expect((await adminRequest(page).post('/api/sodas', { name })).status()).toBe(201);
    const sodas = await openAdmin(page, 'Sodas');
    const list = existing(sodas, 'Sodas');
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Soda' });
    await expect(sheet.getByLabel('Name', { exact: true })).toHaveValue(name);
    await sheet.getByLabel('Name', { exact: true }).fill('');
    await expectRefused(sheet.getByRole('button', { name: 'Save' }), sheet, ['Name is required']);

    const renamed = unique('Changed soda');
    await sheet.getByLabel('Name', { exact: true }).fill(renamed);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Soda updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    const row = list.getByRole('listitem').filter({ hasText: renamed });
    await expect(row).toBeVisible();

    const archived = row.getByRole('switch', { name: 'Archived' });
    await archived.click();
    await expect(archived).toBeChecked();
    const tillList = await adminRequest(page).get('/api/sodas');
    expect((await tillList.json()).map((s: { name: string }) => s.name)).not.toContain(renamed);
    await archived.click();
    await expect(archived).not.toBeChecked();
    const back = await adminRequest(page).get('/api/sodas');
    expect((await back.json()).map((s: { name: string }) => s.name)).toContain(renamed);
  });

  test('a flavor is edited in its sheet and keeps its group; archiving leaves it listed here', async ({
    page,
    adminTab,
  }) => {
    await adminTab('Cups');
    const api = adminRequest(page);
    const group = await (
      await api.post('/api/flavor-groups', { name: unique('Group'), uom: 'pump', price: '0.25' })
    ).json();
    const name = unique('Flavor');
    const made = await api.post('/api/flavors', {
      name,
      flavor_group: group.id,
      sugar_free_available: false,
    });
    expect(made.status()).toBe(201);
    const flavors = await openAdmin(page, 'Flavors');
    const list = existing(card(page, 'Flavors'), 'Flavors');
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Flavor' });
    await expect(sheet.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(sheet.getByText(group.name, { exact: true })).toBeVisible();
    const sugarFree = sheet.getByRole('switch', { name: 'Is this item available in sugar free?' });
    await expect(sugarFree).not.toBeChecked();

    const renamed = unique('Changed flavor');
    await sheet.getByLabel('Name', { exact: true }).fill(renamed);
    await sugarFree.click();
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/flavors/') && r.method() === 'PUT',
    );
    await sheet.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: renamed,
      flavor_group: group.id,
      sugar_free_available: true,
    });
    await expect(toast(page, 'Flavor updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    const row = list.getByRole('listitem').filter({ hasText: `${renamed} - ${group.name}` });
    await row.getByRole('switch', { name: 'Archived' }).click();
    await expect(row.getByRole('switch', { name: 'Archived' })).toBeChecked();
    await expect(flavors.getByRole('heading', { name: 'Add New Flavor' })).toBeVisible();
  });

  test('a discount is edited in its sheet, its percent shown as typed', async ({
    page,
    adminTab,
  }) => {
    await adminTab('Cups');
    const name = unique('Discount');
    const code = unique('CODE').replace(' ', '');
    const made = await adminRequest(page).post('/api/discounts', {
      name,
      code,
      percent_or_price: 'percent',
      percent: 0.25,
      price: null,
      is_cup_specific: false,
      cup: null,
    });
    expect(made.status()).toBe(201);
    const discounts = await openAdmin(page, 'Discounts');
    const list = existing(discounts, 'Discounts');
    await expect(list.getByText(`${name} (${code}) - 25% off`, { exact: true })).toBeVisible();
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Discount' });
    await expect(sheet.getByLabel('Code')).toHaveValue(code);
    await expect(sheet.getByLabel('Percent', { exact: true })).toHaveValue('25');

    await sheet.getByRole('radio', { name: 'Price' }).click();
    await sheet.getByLabel('Price', { exact: true }).fill('2.5');
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/discounts/') && r.method() === 'PUT',
    );
    await sheet.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name,
      code,
      percent_or_price: 'price',
      percent: null,
      price: '2.5',
    });
    await expect(toast(page, 'Discount updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(list.getByText(`${name} (${code}) - $2.50`, { exact: true })).toBeVisible();
  });
});
