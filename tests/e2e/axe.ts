import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what "accessible" means for this app (issue 13). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * rule with the elements it found. Call it once the state to check is on screen.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  // A toast bouncing in or out is half transparent: axe would read blended colours. Wait for the
  // toasts' own animations (not their 5 s progress bars) to end.
  await page
    .locator('.Toastify__toast')
    .evaluateAll((toasts) =>
      Promise.all(
        toasts.flatMap((toast) => toast.getAnimations().map((a) => a.finished.catch(() => null))),
      ),
    );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    );
  expect(blocking, `axe on ${state}`).toEqual([]);
}
