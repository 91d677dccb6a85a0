import { expectNoSeriousViolations } from './axe';
import { TABS, test, expect } from './admin-support';

// Issue 13: every Admin Settings tab passes axe (desktop only, like the other admin specs).

for (const tab of TABS) {
  test(`the ${tab} tab`, async ({ page, adminTab }) => {
    await adminTab(tab);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSeriousViolations(page, `the ${tab} tab`);
  });
}
