import { chooseOption, existing, expect, expectRefused, test, unique } from './admin-support';
import { toast } from './support';

test.describe('Admin Settings: cups and discounts', () => {
  test('Cups: lists sizes with prices, validates the form and shows the server refusal', async ({
    adminTab,
  }) => {
    const cups = await adminTab('Cups');
    const list = existing(cups, 'Cups');
    await expect(list.getByText('16 oz - $3.50', { exact: true })).toBeVisible();
    await expect(list.getByText('32 oz - $4.50', { exact: true })).toBeVisible();

    const add = cups.getByRole('button', { name: 'Add Cup' });
    await expectRefused(add, cups, [
      'Size is required',
      'Price is required',
      'Conversion factor is required',
    ]);

    await cups.getByLabel('Size').selectOption('16');
    await cups.getByLabel('Price').fill('3.50');
    await cups.getByLabel('Conversion factor').fill('1');
    await add.click();
    await expect(cups.getByText('A cup of this size already exists.')).toBeVisible();
  });

  test('Cups: edits a cup in the Edit Cup sheet', async ({ page, adminTab }) => {
    const cups = await adminTab('Cups');
    await cups.getByRole('button', { name: 'Edit 16 oz' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Cup' });
    await expect(sheet.getByLabel('Size')).toHaveValue('16');
    await expect(sheet.getByLabel('Price')).toHaveValue('3.50');
    await expect(sheet.getByLabel('Conversion factor')).toHaveValue('1');

    await sheet.getByLabel('Price').fill('');
    await expectRefused(sheet.getByRole('button', { name: 'Save' }), sheet, ['Price is required']);

    // Saved with its own price: the shop-floor specs running alongside rely on the demo prices.
    await sheet.getByLabel('Price').fill('3.5');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/cups/1') && r.method() === 'PUT',
    );
    await sheet.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      size: '16',
      price: '3.5',
      conversion_factor: '1',
    });
    await expect(toast(page, 'Cup updated successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(cups.getByText('16 oz - $3.50', { exact: true })).toBeVisible();
  });

  test('Discounts: validates, switches type clearing the other value, reveals the cup picker', async ({
    adminTab,
  }) => {
    const discounts = await adminTab('Discounts');
    const add = discounts.getByRole('button', { name: 'Add Discount' });
    const percentRadio = discounts.getByRole('radio', { name: 'Percent' });
    const priceRadio = discounts.getByRole('radio', { name: 'Price' });
    await expect(percentRadio).toBeChecked();

    await expectRefused(add, discounts, [
      'Name is required',
      'Code is required',
      'Either percent or price must be provided based on the discount type',
    ]);

    await discounts.getByLabel('Percent', { exact: true }).fill('25');
    await priceRadio.click();
    await expect(discounts.getByLabel('Price', { exact: true })).toHaveValue('');
    await discounts.getByLabel('Price', { exact: true }).fill('2.00');
    await percentRadio.click();
    await expect(discounts.getByLabel('Percent', { exact: true })).toHaveValue('');

    await expect(discounts.getByLabel('Cup', { exact: true })).toHaveCount(0);
    await discounts.getByRole('switch', { name: 'Cup specific' }).click();
    await expect(discounts.getByLabel('Cup', { exact: true })).toBeVisible();
    await expectRefused(add, discounts, ['Please select a cup for a cup-specific discount']);
  });

  test('Discounts: adds a cup-specific percent discount (sent as a fraction) and a price discount', async ({
    page,
    adminTab,
  }) => {
    const discounts = await adminTab('Discounts');
    const add = discounts.getByRole('button', { name: 'Add Discount' });
    const posted = () =>
      page.waitForRequest((r) => r.url().endsWith('/api/discounts') && r.method() === 'POST');

    const name = unique('Staff discount');
    const code = unique('CODE').replace(' ', '-');
    await discounts.getByLabel('Name', { exact: true }).fill(name);
    await discounts.getByLabel('Code').fill(code);
    await discounts.getByLabel('Percent', { exact: true }).fill('15');
    await discounts.getByRole('switch', { name: 'Cup specific' }).click();
    await chooseOption(discounts, 'discount-new-cup', '16', '16 oz');
    let sent = posted();
    await add.click();
    expect((await sent).postDataJSON()).toEqual({
      name,
      code,
      percent_or_price: 'percent',
      percent: 0.15,
      price: null,
      is_cup_specific: true,
      cup: 1,
    });
    await expect(toast(page, 'Discount added successfully')).toBeVisible();
    const list = existing(discounts, 'Discounts');
    await expect(list.getByText(`${name} (${code}) - 15% off on 16 oz`)).toBeVisible();
    await expect(discounts.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(discounts.getByRole('radio', { name: 'Percent' })).toBeChecked();

    const priceName = unique('Happy hour');
    const priceCode = unique('PRICE').replace(' ', '-');
    await discounts.getByLabel('Name', { exact: true }).fill(priceName);
    await discounts.getByLabel('Code').fill(priceCode);
    await discounts.getByRole('radio', { name: 'Price' }).click();
    await discounts.getByLabel('Price', { exact: true }).fill('2.00');
    sent = posted();
    await add.click();
    expect((await sent).postDataJSON()).toMatchObject({
      percent_or_price: 'price',
      percent: null,
      price: '2.00',
      is_cup_specific: false,
      cup: null,
    });
    await expect(toast(page, 'Discount added successfully')).toBeVisible();
    await expect(list.getByText(`${priceName} (${priceCode}) - $2.00`)).toBeVisible();
  });
});
