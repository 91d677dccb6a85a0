import { BASE_URL, expect, liveRegion, toast } from './support';
import { openPanel, staffAt, test } from './shop-support';
import { chargeButton, expectBoxesApart, menuCard, menuReady, sizeButton } from './counter-support';

test.describe('Counter: ordering', () => {
  test('a one-drink order reaches the checkout in at most 3 taps', async ({ page, location }) => {
    const user = await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    let taps = 0;
    const tap = async (target: ReturnType<typeof chargeButton>) => {
      await target.click();
      taps++;
    };
    const price = (await sizeButton(page, 'Coco Butter Kisses', '16 oz').textContent())!.match(
      /\$\d+\.\d{2}/,
    )![0];

    await tap(sizeButton(page, 'Coco Butter Kisses', '16 oz'));
    await expect(chargeButton(page)).toHaveText(`Charge ${price}`);
    // The item just added is highlighted in the current order (the column, or the phone's bar).
    const justAdded = page.locator('[data-just-added]');
    await expect(justAdded).toHaveCount(1);
    await expect(justAdded).toContainText('Coco Butter Kisses');
    await expect(justAdded).toHaveClass(/\bjust-added\b/);
    await tap(chargeButton(page));

    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Order', exact: true })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(3);

    // A standard drink: the menu item in that cup, no changes.
    const items = await (
      await page.request.get(
        `${BASE_URL}/api/order-items?order__collected_by=${user.id}&order__is_paid=false`,
      )
    ).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      order_item_name: 'Coco Butter Kisses',
      cup__size__display: '16 oz',
      low_sugar: false,
      note: '',
      custom_order__soda: null,
      order__location: location.id,
    });
    expect(`$${items[0].price.toFixed(2)}`).toBe(price);
  });

  test('an add is said, not toasted; an error toast never covers the navbar buttons', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await sizeButton(page, 'Got So Much Soul', '32 oz').click();
    // Issue 27: the success is the flashing line and the live region's words, not a toast.
    await expect(liveRegion(page)).toHaveText('Order Item added successfully');
    await expect(page.locator('[data-just-added]')).toContainText('Got So Much Soul');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);

    // A refused add is still a toast. It lasts 5 s, paused while the pointer rests on it: measure
    // it once it has bounced in, with the pointer on it, so a slow run never sees it leave.
    await page.route('**/api/order-items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { message: 'Hey Ma is sold out' } })
        : route.fallback(),
    );
    await sizeButton(page, 'Hey Ma', '16 oz').click();
    const refused = page.locator('.Toastify__toast').filter({ hasText: 'Hey Ma is sold out' });
    await expect(refused).toBeVisible();
    await refused.evaluate((toast) =>
      Promise.all(toast.getAnimations().map((a) => a.finished.catch(() => null))),
    );
    await refused.hover();
    const buttons = [
      page.getByRole('button', { name: 'Cart, 1 items' }),
      page.getByRole('button', { name: 'Location', exact: true }),
      page.getByRole('button', { name: 'User menu' }),
    ];
    for (const button of buttons) await expect(button).toBeVisible();
    // Narrower than 1280 px the toast takes its room in the page under the navbar (it covers
    // nothing, so it scrolls with the page): back to the top to see it. The scroll and every box
    // are read in one frame, so nothing the page does in between can move one box and not another.
    const elements = {
      toast: await refused.elementHandle(),
      navbar: await page.getByRole('banner').elementHandle(),
      buttons: await Promise.all(buttons.map((button) => button.elementHandle())),
    };
    const boxes = await page.evaluate(({ toast, navbar, buttons }) => {
      if (window.innerWidth < 1280) window.scrollTo({ top: 0, behavior: 'instant' });
      const box = (element: Element | null) => {
        const { x, y, width, height } = element!.getBoundingClientRect();
        return { x, y, width, height };
      };
      return { toast: box(toast), navbar: box(navbar), buttons: buttons.map(box) };
    }, elements);
    for (const button of boxes.buttons) expectBoxesApart(boxes.toast, button);
    expect(boxes.toast.y).toBeGreaterThanOrEqual(boxes.navbar.y + boxes.navbar.height);
  });

  test('the card body opens the dialog with the first cup chosen; a water drink asks first', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await menuCard(page, 'Coco Butter Kisses')
      .getByRole('button', { name: /Coco Butter Kisses/ })
      .click();
    await expect(openPanel(page)).toBeVisible();
    await expect(openPanel(page).getByRole('radio', { name: '16 oz' })).toBeChecked();
    await expect(openPanel(page).getByTestId('price-quote')).toHaveText(/^\$\d+\.\d{2}$/);
    await page.keyboard.press('Escape');
    await expect(openPanel(page)).toHaveCount(0);

    // The water soda needs flat or sparkling: its size button opens the dialog with that cup.
    let posts = 0;
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/order-items') && posts++,
    );
    await sizeButton(page, 'Crazy In Love', '32 oz').click();
    const dialog = openPanel(page);
    await expect(dialog.getByRole('radio', { name: '32 oz' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Sparkling', exact: true })).toBeChecked();
    expect(posts).toBe(0);
    await dialog.getByRole('button', { name: 'Add to Order' }).click();
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();
    await expect(chargeButton(page)).toBeEnabled();
    expect(posts).toBe(1);
  });
});
