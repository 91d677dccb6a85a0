import type {
  BrowserContext,
  BrowserContextOptions,
  test as playwrightTest,
} from '@playwright/test';

/** Chromium's console text for a blocked script, style, connection or frame. */
const VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/** Collects the CSP violations that `context` reports into `violations`. */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) violations.push(message.text());
  });
  // The event catches what the console might word differently.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
}

/**
 * Adds an automatic fixture that fails the test when the page's browser context, or one opened with
 * `newContext`, reports a CSP violation (issue 10 item 9: the app works with its policy on, in every
 * browser test).
 */
export function withCspWatch(base: typeof playwrightTest) {
  return base.extend<{
    cspViolations: string[];
    newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  }>({
    cspViolations: [
      async ({ context }, use) => {
        const violations: string[] = [];
        await watchCsp(context, violations);
        await use(violations);
        if (violations.length) throw new Error(`CSP violations:\n${violations.join('\n')}`);
      },
      { auto: true },
    ],
    // A second browser of the test (another user, a second device): watched too, closed at the end.
    newContext: async ({ browser, cspViolations }, use) => {
      const opened: BrowserContext[] = [];
      await use(async (options) => {
        const context = await browser.newContext(options);
        opened.push(context);
        await watchCsp(context, cspViolations);
        return context;
      });
      await Promise.all(opened.map((context) => context.close()));
    },
  });
}
