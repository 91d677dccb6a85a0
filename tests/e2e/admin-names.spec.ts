import { existing, expect, expectRefused, test, unique } from './admin-support';
import { toast } from './support';

test.describe('Admin Settings: sodas, locations, order names, promos', () => {
  test('Sodas: lists, validates and adds a soda; the server refuses a duplicate', async ({
    page,
    adminTab,
  }) => {
    const sodas = await adminTab('Sodas');
    const list = existing(sodas, 'Sodas');
    await expect(list).toContainText('Coke');
    const name = sodas.getByPlaceholder('Enter soda brand name');
    const add = sodas.getByRole('button', { name: 'Add Soda' });

    await expectRefused(add, sodas, ['Name is required']);

    const soda = unique('Soda');
    await name.fill(soda);
    await expect(sodas.getByText('Name is required')).toBeHidden();
    await add.click();
    await expect(toast(page, 'Soda added successfully')).toBeVisible();
    await expect(list.getByText(soda, { exact: true })).toBeVisible();
    await expect(name).toHaveValue('');

    await name.fill(soda);
    await expectRefused(add, sodas, ['A soda with this name already exists.']);
  });

  test('Locations: lists, validates and adds a location', async ({ page, adminTab }) => {
    const locations = await adminTab('Locations');
    const list = existing(locations, 'Locations');
    await expect(list).toContainText('Midtown Farmers Market');

    const add = locations.getByRole('button', { name: 'Add Location' });
    await expectRefused(add, locations, ['Name is required']);

    const location = unique('Location');
    await locations.getByLabel('Name', { exact: true }).fill(location);
    await add.click();
    await expect(toast(page, 'Location added successfully')).toBeVisible();
    await expect(list.getByText(location, { exact: true })).toBeVisible();
  });

  test('Order Names: adds, renames with Update and deletes with two clicks', async ({
    page,
    adminTab,
  }) => {
    const orderNames = await adminTab('Order Names');
    const add = orderNames.getByRole('button', { name: 'Add Order Name' });
    await expectRefused(add, orderNames, ['Name is required']);

    const name = unique('Order');
    await orderNames.getByPlaceholder('Enter order name').fill(name);
    await add.click();
    await expect(toast(page, 'Order Name added successfully')).toBeVisible();
    const row = orderNames
      .getByRole('listitem')
      .filter({ has: page.getByLabel(`Order name ${name}`) });
    await expect(row).toBeVisible();

    // An emptied name is refused before sending.
    await row.getByRole('textbox').fill('');
    await expectRefused(row.getByRole('button', { name: 'Update' }), row, ['Name is required']);

    const renamed = `${name} renamed`;
    await row.getByRole('textbox').fill(renamed);
    await row.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Order name updated successfully')).toBeVisible();
    const renamedRow = orderNames
      .getByRole('listitem')
      .filter({ has: page.getByLabel(`Order name ${renamed}`) });
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(renamedRow.getByText('Heads up!')).toBeVisible();
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(toast(page, 'Order Name deleted successfully')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
  });

  test('Limited Time Promos: adds, renames and archives', async ({ page, adminTab }) => {
    const promos = await adminTab('Limited Time Promos');
    const add = promos.getByRole('button', { name: 'Add Limited Time Promo' });
    await expectRefused(add, promos, ['Name is required']);

    const name = unique('Promo');
    await promos.getByPlaceholder('Enter promo name').fill(name);
    await add.click();
    await expect(toast(page, 'Limited time promo added successfully')).toBeVisible();
    const row = promos.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Limited Time Promo' });
    await dialog.getByLabel('Name', { exact: true }).fill('');
    await expectRefused(dialog.getByRole('button', { name: 'Save' }), dialog, ['Name is required']);
    const renamed = `${name} renamed`;
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Promotion updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const renamedRow = promos.getByRole('listitem').filter({ hasText: renamed });
    const archived = renamedRow.getByRole('switch', { name: 'Archived' });
    await expect(archived).not.toBeChecked();
    await archived.click();
    await expect(archived).toBeChecked();
    const response = await page.request.get('/api/limited-time-promotions?is_archived=true');
    expect((await response.json()).map((p: { name: string }) => p.name)).toContain(renamed);
  });
});
