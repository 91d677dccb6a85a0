import { expectNoSeriousViolations } from './axe';
import { test, expect } from './admin-support';

// Issue 13: every Admin Settings tab passes axe (desktop only, like the other admin specs).
const TABS = [
  'Cups',
  'Discounts',
  'Flavors',
  'Limited Time Promos',
  'Locations',
  'Menus',
  'Menu Items',
  'Order Names',
  'Sodas',
  'Users',
];

for (const tab of TABS) {
  test(`the ${tab} tab`, async ({ page, adminTab }) => {
    await adminTab(tab);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSeriousViolations(page, `the ${tab} tab`);
  });
}
