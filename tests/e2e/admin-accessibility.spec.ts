import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { TABS, test, expect } from './admin-support';

// Issue 13: every Admin Settings tab passes axe (desktop only, like the other admin specs);
// issue 27: with its headings in order under the page's h1.

for (const tab of TABS) {
  test(`the ${tab} tab`, async ({ page, adminTab }) => {
    await adminTab(tab);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSeriousViolations(page, `the ${tab} tab`);
    // Issue 27: Admin Settings is the page's h1; the tab's card (h2) and sections (h3) follow.
    await expectHeadingsInOrder(page, `the ${tab} tab`);
  });
}
