import { BASE_URL, FIRST_LOAD, expect } from './support';
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
    await expect(otherSwitch).toBeChecked(FIRST_LOAD);

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

  test('an open Take Order till greys the drink live and offers no size button for it', async ({
    page,
    location,
    newContext,
  }, testInfo) => {
    test.slow(); // two browsers and two new users on a shared machine
    const till = await secondPage(newContext, testInfo);
    await staffAt(till, location.id, '/take-order');
    const card = till.getByTestId('menu-item-card').filter({ hasText: ITEM });
    const sizes = card.getByRole('group', { name: `Add ${ITEM}` }).getByRole('button');
    await expect(sizes.first()).toBeEnabled(FIRST_LOAD);

    // The flavor Vanilla is in the drink's recipe: running out of it stops the drink.
    await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /^Sold out/ }).click();
    const panel = openPanel(page);
    await panel.getByRole('searchbox', { name: 'Search' }).fill('vanilla');
    const vanilla = panel.getByRole('switch', { name: 'Vanilla', exact: true });
    await vanilla.click();
    await expect(vanilla).not.toBeChecked();

    await expect(card.getByText('Sold out: Vanilla')).toBeVisible();
    await expect(sizes).toHaveCount(2);
    for (const size of await sizes.all()) await expect(size).toBeDisabled();

    await vanilla.click();
    await expect(vanilla).toBeChecked();
    await expect(card.getByText('Sold out: Vanilla')).toHaveCount(0);
    await expect(sizes.first()).toBeEnabled();
  });

  test('the order dialog greys a sold-out cup size and soda, and they cannot be chosen', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    for (const [kind, id] of [
      ['cup', 2],
      ['soda', 2],
    ] as const) {
      const res = await page.request.put(`${BASE_URL}/api/availability`, {
        data: { location: location.id, kind, id, available: false },
        headers: { Origin: BASE_URL },
      });
      expect(res.status()).toBe(200);
    }
    await page.getByRole('button', { name: new RegExp(ITEM) }).click();
    const dialog = openPanel(page);
    await expect(dialog.getByRole('radio', { name: '16 oz' })).toBeVisible({ timeout: 15_000 });
    const large = dialog.getByRole('radio', { name: '32 oz Sold out' });
    await expect(large).toBeDisabled();
    await dialog.getByRole('radio', { name: '16 oz' }).click();
    await dialog.getByRole('switch', { name: 'Customize' }).click();
    await expect(dialog.getByRole('radio', { name: 'Dr. Pepper Sold out' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Coke', exact: true })).toBeEnabled();
  });

  test('a first read that lands after live changes does not bring the older list back', async ({
    page,
    location,
  }) => {
    // The till's first read of the list is answered from the server at once but delivered only
    // after two changes have reached the till live: it is the older list, and must not win.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let read!: () => void;
    const readDone = new Promise<void>((resolve) => (read = resolve));
    await page.route(
      /\/api\/availability\?/,
      async (route) => {
        const response = await route.fetch();
        read();
        await held;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await staffAt(page, location.id, '/take-order');
    await readDone;
    for (const kind of ['cup', 'soda'] as const) {
      const res = await page.request.put(`${BASE_URL}/api/availability`, {
        data: { location: location.id, kind, id: 2, available: false },
        headers: { Origin: BASE_URL },
      });
      expect(res.status()).toBe(200);
    }
    const badge = page.getByRole('button', { name: /^Sold out/ }).getByLabel('2 sold out');
    await expect(badge).toBeVisible();
    const delivered = page.waitForResponse(/\/api\/availability\?/);
    release();
    await delivered;
    await page.getByRole('button', { name: new RegExp(ITEM) }).click();
    const dialog = openPanel(page);
    await expect(dialog.getByRole('radio', { name: '32 oz Sold out' })).toBeDisabled();
    await dialog.getByRole('radio', { name: '16 oz' }).click();
    await dialog.getByRole('switch', { name: 'Customize' }).click();
    await expect(dialog.getByRole('radio', { name: 'Dr. Pepper Sold out' })).toBeDisabled();
  });
});
