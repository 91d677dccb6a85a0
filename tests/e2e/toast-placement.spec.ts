import type { Locator, Page } from '@playwright/test';
import { expect, liveRegion, toast } from './support';
import { staffAt, test } from './shop-support';
import { chargeButton, expectApartFrom, menuCard, menuReady, sizeButton } from './counter-support';

/**
 * Issue 27, "Feedback that never covers work": success at the till is told in place (the order
 * panel's flash, the next screen, the live region); toasts (errors, other people's actions) sit
 * where no control is, at 1280x800 and at 390x844.
 */

const TOASTS = '.Toastify__toast';
const CONTROLS =
  'button, input, select, textarea, a[href], [role="radio"], [role="switch"], [role="combobox"]';

/** Every toast on screen has finished moving in (react-toastify bounces them). */
async function toastsSettled(page: Page) {
  await page
    .locator(TOASTS)
    .evaluateAll((toasts) =>
      Promise.all(
        toasts.flatMap((t) => t.getAnimations().map((a) => a.finished.catch(() => null))),
      ),
    );
}

/** The named till controls are on screen and no toast lies on them, nor on any other control. */
async function expectNoToastOver(page: Page, named: Locator[]) {
  for (const control of named) await expect(control).toBeVisible();
  await toastsSettled(page);
  const toastBoxes = await page.locator(TOASTS).evaluateAll((toasts) =>
    toasts.map((t) => {
      const r = t.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  for (const box of toastBoxes) {
    for (const control of named) await expectApartFrom(box, control);
  }
  // And every other control on screen (size buttons, chips, tip and name choices...), measured at once.
  const covered = await page.evaluate(
    ({ toastSelector, controls }) => {
      const hits: string[] = [];
      const toasts = [...document.querySelectorAll(toastSelector)].map((t) =>
        t.getBoundingClientRect(),
      );
      for (const control of document.querySelectorAll(controls)) {
        if (control.closest('.Toastify')) continue;
        const c = control.getBoundingClientRect();
        if (c.width === 0 || c.height === 0 || c.bottom <= 0 || c.top >= window.innerHeight)
          continue;
        for (const t of toasts) {
          const apart =
            t.right <= c.left || c.right <= t.left || t.bottom <= c.top || c.bottom <= t.top;
          if (!apart)
            hits.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
      return hits;
    },
    { toastSelector: TOASTS, controls: CONTROLS },
  );
  expect(covered, 'controls under a toast').toEqual([]);
}

/** The live region says `text`, in a message put there after `mark` was called. */
async function markAnnouncements(page: Page) {
  await liveRegion(page)
    .locator('span')
    .evaluateAll((spans) => spans.forEach((s) => s.setAttribute('data-heard', '')));
}
const freshAnnouncement = (page: Page, text: string) =>
  expect(liveRegion(page).locator('span:not([data-heard])')).toHaveText(text);

const searchBox = (page: Page) => page.getByRole('searchbox');
const addCustomOrder = (page: Page) => page.getByRole('button', { name: 'Add Custom Order' });

test('till success is told in place; toasts never cover a till control', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/take-order');
  await menuReady(page);
  await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
  await expect(liveRegion(page)).toHaveAttribute('role', 'status');
  const tillControls = () => [
    chargeButton(page),
    searchBox(page),
    addCustomOrder(page),
    sizeButton(page, 'Coco Butter Kisses', '16 oz'),
    sizeButton(page, 'Got So Much Soul', '32 oz'),
  ];

  // Two adds: each announced afresh, each line flashed, no toast.
  for (const [drink, size, count] of [
    ['Coco Butter Kisses', '16 oz', 1],
    ['Got So Much Soul', '32 oz', 2],
  ] as const) {
    await markAnnouncements(page);
    await sizeButton(page, drink, size).click();
    await freshAnnouncement(page, 'Order Item added successfully');
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();
    const flashed = page.locator('[data-just-added]').filter({ hasText: drink }).last();
    await expect(flashed).toHaveClass(/\bjust-added\b/);
    await expect(chargeButton(page)).toBeEnabled();
    if (page.viewportSize()!.width >= 768)
      await expect(page.getByTestId('order-line')).toHaveCount(count);
    else await expect(page.getByText(`${count} item${count === 1 ? '' : 's'}`)).toBeVisible();
    await expect(page.locator(TOASTS)).toHaveCount(0);
    await expectNoToastOver(page, tillControls());
  }

  // An error (the server refuses the drink) is a toast: where no till control is.
  await page.route('**/api/order-items', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { message: 'Hey Ma is sold out' } })
      : route.fallback(),
  );
  await sizeButton(page, 'Hey Ma', '16 oz').click();
  const refused = page.locator(TOASTS).filter({ hasText: 'Hey Ma is sold out' });
  await expect(refused).toBeVisible();
  await expectNoToastOver(page, [...tillControls(), sizeButton(page, 'Hey Ma', '16 oz')]);
  await page.unroute('**/api/order-items');
  // An error toast closes itself after 5 s; a click on its close button could race that.
  await expect(page.locator(TOASTS)).toHaveCount(0, { timeout: 10_000 });

  // Checkout: a refused payment is a toast beside the form, never on Complete Order.
  await chargeButton(page).click();
  await expect(page.getByTestId('checkout-item')).toHaveCount(2);
  await page.getByRole('button', { name: /^Next free name: / }).click();
  await page.getByRole('radio', { name: 'Card' }).click();
  await page.route('**/complete-order-payment', (route) =>
    route.fulfill({ status: 503, json: { message: 'The card reader is offline' } }),
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  const declined = page.locator(TOASTS).filter({ hasText: 'The card reader is offline' });
  await expect(declined).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
  await expectNoToastOver(page, [
    page.getByRole('button', { name: /^(Complete Order|Click to confirm)$/ }),
    page.getByRole('button', { name: 'Cancel Order' }),
  ]);
  await page.unroute('**/complete-order-payment');
  await expect(page.locator(TOASTS)).toHaveCount(0, { timeout: 10_000 });

  // The sale: its result is the next screen (Take Order, with the receipt), announced, no toast.
  await markAnnouncements(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/take-order$/);
  await freshAnnouncement(page, 'Order completed successfully');
  await expect(
    page.getByTestId('last-sale').getByRole('link', { name: 'Print receipt' }),
  ).toHaveAttribute('href', /\/orders\/\d+\/receipt$/);
  await menuReady(page);
  await expect(page.locator(TOASTS)).toHaveCount(0);
  await expect(chargeButton(page)).toHaveCount(page.viewportSize()!.width >= 768 ? 1 : 0);
  await expectNoToastOver(page, [searchBox(page), addCustomOrder(page), menuCard(page, 'Hey Ma')]);
});
