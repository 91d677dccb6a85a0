import type { Page } from '@playwright/test';
import { expect } from './support';
import { staffAt, test } from './shop-support';
import { chargeButton, menuCard, menuReady, sizeButton } from './counter-support';

// Issue 27: the till works from the keyboard. `/` searches, 1-9 go to the nth drink, Enter adds
// and then charges, Escape clears the search (never the order).

/** Key presses, counted: every keyboard.press is one, every typed character one. */
function keyboard(page: Page) {
  const counted = {
    presses: 0,
    press: async (key: string) => {
      counted.presses++;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      counted.presses += text.length;
      await page.keyboard.type(text);
    },
  };
  return counted;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search drinks' });
const cardSizes = (page: Page, n: number) =>
  page.getByTestId('menu-item-card').nth(n).locator('[data-size-button]');

/** `/`, 'coco', Enter (to the drink), Enter (added, Charge focused), Enter (checkout). */
async function keyboardToCheckout(page: Page, locationId: number) {
  await staffAt(page, locationId, '/take-order');
  await menuReady(page);
  const keys = keyboard(page);
  await keys.press('/');
  await expect(search(page)).toBeFocused();
  await keys.type('coco');
  await expect(page.getByTestId('menu-item-card')).toHaveCount(1);
  await keys.press('Enter');
  await expect(sizeButton(page, 'Coco Butter Kisses', '16 oz')).toBeFocused();
  await keys.press('Enter');
  // Added: Charge has the focus, with the drink's price on it.
  await expect(chargeButton(page)).toBeFocused();
  const price = (await sizeButton(page, 'Coco Butter Kisses', '16 oz').textContent())!;
  await expect(chargeButton(page)).toHaveText(`Charge ${price.match(/\$\d+\.\d{2}/)![0]}`);
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
  return keys;
}

test.describe('Take Order keys', () => {
  test('from a ready Take Order to checkout in at most 8 key presses', async ({
    page,
    location,
  }) => {
    const keys = await keyboardToCheckout(page, location.id);
    expect(keys.presses, 'key presses from a ready Take Order to checkout').toBeLessThanOrEqual(8);
  });

  test('a keyboard-only one-drink cash sale takes at most 12 key presses', async ({
    page,
    location,
  }, testInfo) => {
    const keys = await keyboardToCheckout(page, location.id);
    // Checkout takes the focus once it is ready: the name with a keyboard, the heading on touch.
    await expect(
      testInfo.project.name === 'phone'
        ? page.getByRole('heading', { name: 'Order', exact: true })
        : page.getByRole('combobox', { name: 'Order Name' }),
    ).toBeFocused({ timeout: 15_000 });
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    // Enter presses Complete Order; the second Enter is the spec's confirming second click.
    await keys.press('Enter');
    await expect(page.getByRole('button', { name: 'Click to confirm' })).toBeFocused();
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/take-order$/);
    await expect(page.getByTestId('last-sale')).toContainText(/Order #\d+ paid\./);
    expect(keys.presses, 'key presses for the whole sale').toBeLessThanOrEqual(12);
    // The next sale starts at the top of the menu.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('digits pick the nth drink, arrows move among sizes, Escape clears the search first', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await expect(search(page)).toHaveAttribute('aria-keyshortcuts', '/');

    await page.keyboard.press('2');
    await expect(cardSizes(page, 1).first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cardSizes(page, 1).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cardSizes(page, 2).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect(cardSizes(page, 1).first()).toBeFocused();

    // In the search field digits are text; Escape clears the text, then leaves the field.
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('zz9');
    await expect(search(page)).toHaveValue('zz9');
    await expect(page.getByTestId('menu-item-card')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search(page)).not.toBeFocused();

    // Nothing ordered: Enter does nothing. A pointer add leaves the focus where it was.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/take-order$/);
    await sizeButton(page, 'Coco Butter Kisses', '32 oz').click();
    await expect(chargeButton(page)).toBeEnabled();
    await expect(chargeButton(page)).not.toBeFocused();
    await expect(chargeButton(page)).toHaveAttribute('aria-keyshortcuts', 'Enter');
    // Escape keeps the order; Enter away from any control charges it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(chargeButton(page)).toBeVisible();
    await expect(menuCard(page, 'Coco Butter Kisses')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
  });
});
