import { BASE_URL, createUser, expect, isPhone, toast } from './support';
import { openPanel, staffAt, test } from './shop-support';

test.describe('Take Order', () => {
  test('blocks the page with Location Needed until a location is set', async ({
    page,
    location,
  }) => {
    const user = await createUser('staff');
    await page.request.post(`${BASE_URL}/api/users/login`, {
      data: { email: user.email, password: user.password },
      headers: { Origin: BASE_URL },
    });
    await page.goto('/take-order');
    await expect(page).toHaveTitle('Take Order Page | Soda POS');
    await expect(page.getByRole('heading', { name: 'Location Needed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Custom Order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Set Location' }).click();
    await expect(page.getByRole('alert')).toHaveText('Required');
    await page.getByRole('combobox').click();
    await page.getByRole('combobox').fill(location.name);
    await page.getByRole('option', { name: location.name }).click();
    await page.getByRole('button', { name: 'Set Location' }).click();
    await expect(page.getByRole('button', { name: 'Add Custom Order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location Needed' })).toHaveCount(0);
  });

  test('lists one section per soda and per active promotion with cards for the width', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    for (const soda of [
      'Coke',
      'Dr. Pepper',
      'Mtn. Dew',
      'Sprite',
      'Water (Flat/Sparkling)',
      'CASA',
    ]) {
      await expect(page.getByRole('heading', { name: soda, exact: true })).toBeVisible();
    }
    const promo = page.getByRole('region', { name: 'CASA' });
    await expect(promo.getByTestId('menu-item-card')).toHaveText([/I'll Be There/]);
    // The promotion's item is not listed again under its soda.
    await expect(page.getByRole('region', { name: 'Sprite' })).not.toContainText("I'll Be There");

    const card = page.getByTestId('menu-item-card').filter({ hasText: 'Coco Butter Kisses' });
    await expect(card).toContainText(/16 oz\s*\$\d+\.\d{2}/);
    await expect(card).toContainText(/32 oz\s*\$\d+\.\d{2}/);
    if (isPhone(page)) {
      await expect(card).toContainText('Vanilla, Half & Half and Raspberry Puree');
      await expect(card).not.toContainText('Pumps');
    } else {
      await expect(card.getByRole('listitem')).toHaveText([
        '2 Pumps Vanilla',
        '1 Single Half & Half',
        '2 Pumps Raspberry Puree',
      ]);
    }
    // The card's body opens the dialog; its cup-size buttons add at once (counter-order.spec.ts).
    await card.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    if (isPhone(page)) {
      await expect(openPanel(page)).toHaveAttribute('data-vaul-drawer-direction', 'bottom');
    } else {
      await expect(openPanel(page)).not.toHaveAttribute('data-vaul-drawer-direction', /.*/);
    }
  });

  test('the order dialog shows each validation message and maps server field errors', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    let posts = 0;
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/order-items') && posts++,
    );

    // A menu item opens with its first cup chosen (issue 13); its soda type starts at 'normal'.
    // The size-required message is checked on the custom drink below, which opens with none.
    await page.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    await expect(openPanel(page).getByRole('radio', { name: '16 oz' })).toBeChecked();
    await expect(openPanel(page).getByRole('radio', { name: 'Normal' })).toBeChecked();

    // Customized onto the water soda: flat or sparkling becomes required.
    await openPanel(page).getByRole('switch', { name: 'Customize' }).click();
    await openPanel(page).getByRole('radio', { name: 'Water (Flat/Sparkling)' }).click();
    // Messages show once the form was submitted: the first Add is refused before sending.
    await openPanel(page).getByRole('button', { name: 'Add to Order' }).click();
    await expect(openPanel(page).getByText('You need to select flat or sparkling')).toBeVisible();
    await openPanel(page).getByRole('radio', { name: 'Sparkling', exact: true }).click();
    await expect(openPanel(page).getByText('You need to select flat or sparkling')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(openPanel(page)).toHaveCount(0);

    // A custom drink starts 'normal' with no size or soda chosen.
    await page.getByRole('button', { name: 'Add Custom Order' }).click();
    const custom = openPanel(page);
    await expect(custom.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await custom.getByRole('button', { name: 'Add to Order' }).click();
    await expect(custom.getByText('You need to select a size')).toBeVisible();
    await custom.getByRole('radio', { name: 'Water (Flat/Sparkling)' }).click();
    await expect(custom.getByText('You need to select flat or sparkling')).toBeVisible();
    await custom.getByRole('radio', { name: 'Coke' }).click();
    await expect(custom.getByText('You need to select flat or sparkling')).toBeHidden();
    expect(posts).toBe(0);

    // The server's field error lands under its field: a custom drink needs a soda.
    await custom.getByRole('radio', { name: '16 oz' }).click();
    await custom.getByRole('radio', { name: 'Low Sugar' }).click();
    await page.route('**/api/order-items', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, custom_order__soda: null }) });
    });
    await custom.getByRole('button', { name: 'Add to Order' }).click();
    await expect(custom.getByText('Select a soda for a custom drink.')).toBeVisible();
    await page.unroute('**/api/order-items');
    await custom.getByRole('button', { name: 'Add to Order' }).click();
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();
    await expect(openPanel(page)).toHaveCount(0);
  });

  test('Customize is ready with the first cup, prefills the soda and the recipe at once, and clears', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    const dialog = openPanel(page);
    const customize = dialog.getByRole('switch', { name: 'Customize' });
    // The card opens the dialog with its first cup chosen (issue 13), so the quote is there at once.
    await expect(dialog.getByRole('radio', { name: '16 oz' })).toBeChecked();
    await expect(dialog.getByTestId('price-quote')).toHaveText(/^\$\d+\.\d{2}$/);
    const plain = await dialog.getByTestId('price-quote').textContent();
    await expect(customize).toBeEnabled();

    // Issue 13: the recipe is ticked at once (no 250 ms steps), and listed first.
    await customize.click();
    await expect(dialog.getByRole('radio', { name: 'Coke' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(
      dialog.getByTestId('recipe-flavors').getByRole('checkbox', { checked: true }),
    ).toHaveCount(3);
    await expect(dialog.getByTestId('recipe-flavors')).toContainText(
      /Vanilla[\s\S]*Half & Half[\s\S]*Raspberry Puree/,
    );
    await expect(dialog.getByRole('checkbox', { name: 'Vanilla', exact: true })).toBeChecked();

    // An extra flavor changes the live quote.
    await dialog.getByRole('checkbox', { name: 'Fresh Lime', exact: true }).click();
    await expect(dialog.getByTestId('price-quote')).not.toHaveText(plain!);

    await customize.click();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Coke' })).toHaveCount(0);
    await expect(dialog.getByTestId('price-quote')).toHaveText(plain!);
  });

  test('a water menu item starts low sugar and sparkling and writes it into the note', async ({
    page,
    location,
  }) => {
    const user = await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /Crazy In Love/ }).click();
    const dialog = openPanel(page);
    await expect(dialog.getByRole('radio', { name: 'Low Sugar' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Sparkling', exact: true })).toBeChecked();
    await dialog.getByRole('radio', { name: '32 oz' }).click();
    await dialog.getByLabel('Note').fill('extra ice');
    await dialog.getByRole('button', { name: 'Add to Order' }).click();
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();
    const items = await (
      await page.request.get(
        `${BASE_URL}/api/order-items?order__collected_by=${user.id}&order__is_paid=false`,
      )
    ).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      note: 'SPARKLING WATER | extra ice',
      low_sugar: true,
      flat_or_sparkling: 'sparkling',
      cup__size__display: '32 oz',
    });
    await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  });
});
