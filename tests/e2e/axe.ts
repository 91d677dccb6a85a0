import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what "accessible" means for this app (issue 13). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * WCAG 2.5.3 label in name: a control's accessible name contains its visible text. axe ships the
 * rule as experimental (off by default, even with the wcag21a tag), so it is switched on here.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * rule with the elements it found. Call it once the state to check is on screen.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  // A toast bouncing in or out is half transparent: axe would read blended colours. The toasts are
  // paused first (react-toastify stops their 5 s timers when the window loses focus), so none
  // starts leaving during the scan; then their own animations (not the progress bars) may end.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  try {
    await page
      .locator('.Toastify__toast')
      .evaluateAll((toasts) =>
        Promise.all(
          toasts.flatMap((toast) => toast.getAnimations().map((a) => a.finished.catch(() => null))),
        ),
      );
    ({ violations } = await new AxeBuilder({ page })
      .options({ rules: { [LABEL_IN_NAME]: { enabled: true } } })
      .withTags(WCAG_TAGS)
      .analyze());
  } finally {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    );
  expect(blocking, `axe on ${state}`).toEqual([]);
}

/**
 * The page has a main heading (h1) and no heading skips a level after the one before it. axe's
 * rules for these are best practices of moderate impact, which the check above lets pass.
 */
export async function expectHeadingsInOrder(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['page-has-heading-one', 'heading-order'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help}\n` + v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n'),
  );
  expect(found, `headings on ${state}`).toEqual([]);
}
