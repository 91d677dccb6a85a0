import {
  adminRequest,
  card,
  chooseOption,
  existing,
  expect,
  expectRefused,
  test,
  unique,
} from './admin-support';
import { BASE_URL, toast } from './support';

test.describe('Admin Settings: flavor groups and flavors', () => {
  test('Flavor Groups: lists as name - $price per unit, validates, adds and edits in a side sheet', async ({
    page,
    adminTab,
  }) => {
    const groups = await adminTab('Flavors', 'Flavor Groups');
    const list = existing(groups, 'Flavor Groups');
    await expect(list.getByText('Syrup - $0.15 per pump', { exact: true })).toBeVisible();

    const add = groups.getByRole('button', { name: 'Add Flavor Group' });
    await expectRefused(add, groups, [
      'Name is required',
      'Unit of measure is required',
      'Price is required',
    ]);

    const name = unique('Group');
    await groups.getByLabel('Name', { exact: true }).fill(name);
    await groups.getByLabel('Unit of measure').selectOption('wedge');
    await groups.getByLabel('Price per unit').fill('0.4');
    await add.click();
    await expect(toast(page, 'Flavor group added successfully')).toBeVisible();
    await expect(list.getByText(`${name} - $0.40 per wedge`, { exact: true })).toBeVisible();
    await expect(groups.getByLabel('Name', { exact: true })).toHaveValue('');

    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Flavor Group' });
    await expect(sheet.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(sheet.getByLabel('Unit of measure')).toHaveValue('wedge');
    await expect(sheet.getByLabel('Price per unit')).toHaveValue('0.40');
    await sheet.getByLabel('Name', { exact: true }).fill('');
    await expectRefused(sheet.getByRole('button', { name: 'Save' }), sheet, ['Name is required']);

    const renamed = `${name} edited`;
    await sheet.getByLabel('Name', { exact: true }).fill(renamed);
    await sheet.getByLabel('Unit of measure').selectOption('tbs');
    await sheet.getByLabel('Price per unit').fill('0.55');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Flavor group updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(
      list.getByText(`${renamed} - $0.55 per tablespoon`, { exact: true }),
    ).toBeVisible();
  });

  test('Flavors: lists as name - group, validates and adds a flavor in a group made just before', async ({
    page,
    adminTab,
  }) => {
    const groups = await adminTab('Flavors', 'Flavor Groups');
    const group = unique('Group');
    await groups.getByLabel('Name', { exact: true }).fill(group);
    await groups.getByLabel('Unit of measure').selectOption('pump');
    await groups.getByLabel('Price per unit').fill('0.25');
    await groups.getByRole('button', { name: 'Add Flavor Group' }).click();
    await expect(toast(page, 'Flavor group added successfully')).toBeVisible();

    const flavors = card(page, 'Flavors');
    await expect(flavors.getByRole('heading', { name: 'Add New Flavor' })).toBeVisible();
    const list = existing(flavors, 'Flavors');
    await expect(list.getByText('Vanilla - Syrup', { exact: true })).toBeVisible();

    const add = flavors.getByRole('button', { name: 'Add Flavor' });
    await expectRefused(add, flavors, ['Name is required', 'Flavor group is required']);

    const name = unique('Flavor');
    await flavors.getByLabel('Name', { exact: true }).fill(name);
    await chooseOption(flavors, 'flavor-new-group', group);
    const sugarFree = flavors.getByRole('switch', {
      name: 'Is this item available in sugar free?',
    });
    await expect(sugarFree).not.toBeChecked();
    await sugarFree.click();
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/flavors') && r.method() === 'POST',
    );
    await add.click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ name, sugar_free_available: true });
    expect(body.flavor_group).toEqual(expect.any(Number));
    await expect(toast(page, 'Flavor added successfully')).toBeVisible();
    await expect(list.getByText(`${name} - ${group}`, { exact: true })).toBeVisible();
    await expect(sugarFree).not.toBeChecked();
  });

  test('Flavors: a name repeated in another group is flagged until one is archived', async ({
    page,
    adminTab,
  }) => {
    const flavors = await adminTab('Flavors');
    const api = adminRequest(page);
    const name = unique('Twin');
    const [groupA, groupB] = [unique('Group'), unique('Group')];
    const made: { id: number; flavor_group: number }[] = [];
    for (const group of [groupA, groupB]) {
      const created = await api.post('/api/flavor-groups', {
        name: group,
        uom: 'pump',
        price: 0.2,
      });
      expect(created.status()).toBe(201);
      const flavor_group = (await created.json()).id;
      const flavor = await api.post('/api/flavors', {
        name,
        flavor_group,
        sugar_free_available: false,
      });
      expect(flavor.status()).toBe(201);
      made.push({ id: (await flavor.json()).id, flavor_group });
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Flavors', exact: true }).click();
    const list = existing(flavors, 'Flavors');
    const row = (group: string) =>
      list.getByRole('listitem').filter({ hasText: `${name} - ${group}` });
    for (const group of [groupA, groupB])
      await expect(row(group)).toContainText('Same name as another flavor');
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Vanilla - Syrup' }),
    ).not.toContainText('Same name as another flavor');

    // Archiving one resolves it (and takes it off the till).
    const archived = await page.request.put(`${BASE_URL}/api/flavors/${made[1].id}`, {
      data: {
        name,
        flavor_group: made[1].flavor_group,
        sugar_free_available: false,
        is_archived: true,
      },
      headers: { Origin: BASE_URL },
    });
    expect(archived.status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Flavors', exact: true }).click();
    await expect(row(groupA)).toBeVisible();
    await expect(row(groupA)).not.toContainText('Same name as another flavor');
  });
});
