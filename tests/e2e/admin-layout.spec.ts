import { DEMO, expect, isPhone, signIn, test } from './support';
import { DESKTOP_ONLY, TABS } from './admin-support';

test.describe('Admin Settings layout', () => {
  test('a phone sees only the desktop notice', async ({ page }) => {
    if (!isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin, '/admin');
    await expect(page.getByText(DESKTOP_ONLY)).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('768 px shows only the desktop notice; 769 px shows the tabs', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signIn(page, DEMO.admin, '/admin');
    await expect(page.getByText(DESKTOP_ONLY)).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await page.setViewportSize({ width: 769, height: 900 });
    await expect(page.getByRole('tablist', { name: 'Admin settings' })).toBeVisible();
    await expect(page.getByText(DESKTOP_ONLY)).toHaveCount(0);

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page.getByText(DESKTOP_ONLY)).toBeVisible();
  });

  test('a vertical tab set in the spec order with Cups open by default', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.admin, '/admin');
    await expect(page).toHaveTitle('Admin Settings | Soda POS');
    const tablist = page.getByRole('tablist', { name: 'Admin settings' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(tablist.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Cups' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Cups', exact: true })).toBeVisible();
  });

  test('cards are 900 px wide from md up and at least 600 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.admin, '/admin');
    await page.getByRole('tab', { name: 'Locations' }).click();
    const box = await page.getByRole('region', { name: 'Locations', exact: true }).boundingBox();
    expect(box?.width).toBe(900);
    expect(box?.height).toBeGreaterThanOrEqual(600);
  });

  test('the chosen tab survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.admin, '/admin');
    await page.getByRole('tab', { name: 'Sodas' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sodas' })).toHaveAttribute('aria-selected', 'true');
  });
});
