import type { Page } from '@playwright/test';
import { DEMO, apiAs, createUser, expect, isPhone, test } from './support';
import { addItem, newLocation, secondPage, signInAt } from './shop-support';
import { chargeButton, expectApart, menuReady, sizeButton } from './counter-support';

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Shop floor' });

/** Records whether 'Location Needed' is ever drawn on the page (an init script, outside the CSP). */
async function watchForLocationNeeded(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawLocationNeeded: boolean };
    w.sawLocationNeeded = false;
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Location Needed')) w.sawLocationNeeded = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('Counter: app shell', () => {
  test('a phone has the bottom tab bar (a desktop does not), clear of the order bar', async ({
    page,
  }) => {
    const location = await newLocation();
    const user = await createUser('staff');
    await signInAt(page, user, location.id);
    await page.goto('/take-order');
    await menuReady(page);
    if (!isPhone(page)) {
      await expect(tabBar(page)).toHaveCount(0);
      return;
    }
    const bar = tabBar(page);
    await expect(bar.getByRole('link', { name: 'Take Order' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bar.getByRole('button', { name: /^Cart: 0 items/ })).toBeDisabled();

    const item = await addItem(page.request, location.id, { menu_item: 1, cup: 1 });
    await sizeButton(page, 'Hey Ma', '16 oz').click();
    const cartTab = bar.getByRole('button', { name: 'Cart: 2 items, go to checkout' });
    await expect(cartTab).toBeEnabled();
    // The order bar sits above the tab bar; the page leaves room for both under its last card.
    await expectApart(page.getByRole('complementary', { name: 'Current order' }), bar);
    await page.getByTestId('menu-item-card').last().scrollIntoViewIfNeeded();
    await expectApart(page.getByTestId('menu-item-card').last(), bar);
    await expectApart(
      page.getByTestId('menu-item-card').last(),
      page.getByRole('complementary', { name: 'Current order' }),
    );

    await bar.getByRole('link', { name: 'Make Orders' }).click();
    await expect(page).toHaveURL(/\/make-orders$/);
    await expect(bar.getByRole('link', { name: 'Make Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await cartTab.click();
    await expect(page).toHaveURL(new RegExp(`/checkout-order/${item.order__id}$`));
    // The checkout shown (it takes the focus as it appears, which would close a menu opened before).
    await expect(page.getByRole('combobox', { name: 'Order Name' })).toBeVisible();
    // The menu keeps the spec's links.
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Take Order' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Make Orders' })).toBeVisible();
  });

  test('a new session on the same device lands on Take Order with the location chosen', async ({
    page,
    newContext,
  }, testInfo) => {
    const location = await newLocation();
    const user = await createUser('staff');
    await signInAt(page, user, location.id);
    // The device keeps its location cookie; the session's cookies stay behind.
    const device = await page.context().storageState();
    const kept = device.cookies.filter((c) => !/^(access|refresh)_token$/.test(c.name));
    expect(kept.map((c) => c.name)).toEqual(['location_id']);

    const later = await secondPage(newContext, testInfo);
    await later.context().addCookies(kept);
    await watchForLocationNeeded(later);
    await later.goto('/take-order');
    await expect(later).toHaveURL(/\/login$/);
    await signInWithForm(later, user);
    await expect(later).toHaveURL(/\/take-order$/);
    await menuReady(later);
    await expect(chargeButton(later)).toHaveCount(isPhone(later) ? 0 : 1);
    await expect(later.getByRole('button', { name: 'Location', exact: true })).toBeVisible();
    expect(await later.evaluate(() => (window as any).sawLocationNeeded)).toBe(false);
  });

  test('a remembered location the user may no longer use is forgotten', async ({
    page,
    newContext,
  }, testInfo) => {
    const location = await newLocation();
    const other = await newLocation();
    const user = await createUser('staff');
    await signInAt(page, user, location.id);
    const kept = (await page.context().cookies()).filter((c) => c.name === 'location_id');
    // The admin moves the user to another shop.
    const admin = await apiAs(DEMO.admin);
    expect(
      (await admin.patch(`/api/users/${user.id}`, { data: { locations: [other.id] } })).status(),
    ).toBe(200);
    await admin.dispose();

    const later = await secondPage(newContext, testInfo);
    await later.context().addCookies(kept);
    await later.goto('/take-order');
    await signInWithForm(later, user);
    await expect(later.getByRole('heading', { name: 'Location Needed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(async () => (await later.context().cookies()).map((c) => c.name))
      .not.toContain('location_id');
  });
});
