import type { test as playwrightTest } from '@playwright/test';

/** Chromium's console text for a blocked script, style, connection or frame. */
const VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * Adds an automatic fixture that fails the test when the page's browser context reports a CSP
 * violation (issue 10 item 9: the app works with its policy on, in every browser test).
 */
export function withCspWatch(base: typeof playwrightTest) {
  return base.extend<{ cspViolations: string[] }>({
    cspViolations: [
      async ({ context }, use) => {
        const violations: string[] = [];
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
        await use(violations);
        if (violations.length) throw new Error(`CSP violations:\n${violations.join('\n')}`);
      },
      { auto: true },
    ],
  });
}
