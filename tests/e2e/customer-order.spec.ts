import type { Page } from '@playwright/test';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { takeOnlineOrders, test } from './shop-support';
import { DEMO, apiAs, expect } from './support';

/**
 * Order ahead, as a customer's phone sees it (the customer pages, a build of their own): choose a
 * shop, order a drink of the menu and one made up, place the order and follow it.
 */

async function expectAccessible(page: Page, state: string) {
  await expectNoSeriousViolations(page, state);
  await expectHeadingsInOrder(page, state);
}

/** Opens a drink's dialog from its card; returns the dialog. */
async function openDrink(page: Page, card: RegExp) {
  await page.getByRole('button', { name: card }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a customer orders two drinks ahead and follows the order', async ({ page, location }) => {
  // Four pages, two dialogs and a reload, each checked with axe.
  test.setTimeout(120_000);
  await takeOnlineOrders(location);
  await page.goto('/order');
  const shop = page.getByRole('link', { name: new RegExp(location.name) });
  await expect(shop).toContainText('Open');
  await expectAccessible(page, 'the list of shops');
  await shop.click();
  await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Make your own' })).toBeVisible();
  await expectAccessible(page, "a shop's menu");

  const menuDrink = await openDrink(page, /Coco Butter Kisses/);
  await expect(menuDrink.getByRole('radio', { name: /16 oz/ })).toBeChecked();
  await menuDrink.getByRole('radio', { name: /32 oz/ }).check();
  await expectNoSeriousViolations(page, 'the order dialog of a menu drink');
  await menuDrink.getByRole('button', { name: 'Add to order' }).click();
  await expect(menuDrink).toBeHidden();

  const custom = await openDrink(page, /Custom drink/);
  await custom.getByRole('button', { name: 'Add to order' }).click();
  await expect(custom.getByText('Choose a soda')).toBeVisible();
  // The catalogue is shared with tests that add sodas, so the first soda may not be Coke.
  const sodaChoices = custom.getByRole('group', { name: 'Soda', exact: true }).getByRole('radio');
  await expect(sodaChoices.and(page.locator(':focus'))).toHaveCount(1);
  await custom.getByRole('radio', { name: 'Sprite' }).check();
  await custom.getByRole('checkbox', { name: 'Cherry', exact: true }).check();
  await expectNoSeriousViolations(page, 'the order dialog of a custom drink');
  await custom.getByRole('button', { name: 'Add to order' }).click();
  await expect(custom).toBeHidden();

  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByRole('listitem')).toHaveCount(2);
  await expect(order).toContainText('Coco Butter Kisses');
  await expect(order).toContainText('Custom Drink: Sprite with Cherry');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await page.getByLabel('Your name').fill('Robin');
  await expectAccessible(page, 'the cart with two drinks');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/status\/[\w-]+$/);
  await expect(page.getByRole('status').filter({ hasText: 'We got it' })).toBeVisible();
  const code = (await page.getByRole('heading', { level: 1 }).innerText()).match(/W\d+/)?.[0];
  expect(code).toBeTruthy();
  await expect(page.getByText('Pay at pickup')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your drinks' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByText('This page updates by itself.')).toBeVisible();
  await expectAccessible(page, "an order's status");
  const statusUrl = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code!);
  await expect(page.getByRole('status').filter({ hasText: 'We got it' })).toBeVisible();

  await page.goto('/order');
  const remembered = page.getByRole('region', { name: 'Your orders' });
  await remembered.getByRole('link', { name: new RegExp(`Order ${code}`) }).click();
  await expect(page).toHaveURL(statusUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code!);
});

test('a shop that pauses online orders refuses the order, next to the form', async ({
  page,
  location,
}) => {
  await takeOnlineOrders(location);
  await page.goto(`/order/${location.id}`);
  const dialog = await openDrink(page, /Coco Butter Kisses/);
  await dialog.getByRole('button', { name: 'Add to order' }).click();
  await page.getByLabel('Your name').fill('Sam');

  const admin = await apiAs(DEMO.admin);
  const paused = await admin.post(`/api/locations/${location.id}/online-pause`, {
    data: { minutes: 15 },
  });
  expect(paused.status()).toBe(200);
  await admin.dispose();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Online ordering is paused at ${location.name} until`,
  );
  await expectNoSeriousViolations(page, 'an order refused');

  await page.reload();
  await expect(page.getByRole('alert')).toContainText('is not taking online orders right now');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
});
