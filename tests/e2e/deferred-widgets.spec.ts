import type { Page } from '@playwright/test';
import { chunkFile } from './build-manifest';
import { BASE_URL, expect } from './support';
import { addItem, staffAt, test } from './shop-support';

// Issue 12: the navbar's popovers and the order dialog load after the page's first render. A
// press that comes before their code has arrived is kept: the panel opens once the code is there.

/** Holds the chunk named `name` until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const url = `${BASE_URL}/${chunkFile(name)}`;
  const requested = page.waitForRequest(url);
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    await requested;
    release();
  };
}

test('a press on the cart button before the panel has loaded opens the cart', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/');
  await addItem(page.request, location.id, { menu_item: 1, cup: 1 });
  const release = await holdChunk(page, 'navbar-popovers');
  await page.goto('/take-order');

  await page.getByRole('button', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toHaveCount(0);
  await release();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-total')).not.toBeEmpty();
});

test('a press on a drink before the dialog has loaded opens its order form', async ({
  page,
  location,
}) => {
  const release = await holdChunk(page, 'dialog-or-drawer');
  await staffAt(page, location.id, '/take-order');

  // A card by its name: the menu's sections arrive one soda at a time, so 'the first card' may
  // change between reading its name and pressing it.
  const item = await page.request.get(`${BASE_URL}/api/menu-items/1`);
  const { name } = (await item.json()) as { name: string };
  const card = page
    .getByTestId('menu-item-card')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();
  await card.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await release();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Order item' })).toBeVisible();
});
