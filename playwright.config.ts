import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Browser tests against the BUILT app (run `npm run build` first; `npm test` does) on Debian's Chromium.
 * Each worker starts its own server on a fresh embedded database (tests/e2e/worker-server.ts, a
 * worker fixture in tests/e2e/support.ts), so tests of one worker never see another's catalogue
 * edits or sales. Two servers are shared by all workers: one whose access tokens live 2 s (for the
 * transparent-refresh test) and one with the demo's four weeks of sales (for the reports; no test
 * writes to it). `npm run screenshots` sets SCREENSHOTS=1 and runs only the screenshot project,
 * which writes docs/screenshots/*.png.
 *
 * Ports: a run owns the ten ports E2E_PORT .. E2E_PORT+9 (E2E_PORT a multiple of 10, so the
 * blocks of two side-by-side runs never overlap):
 *   E2E_PORT      the short-token server
 *   E2E_PORT + 1  the demo-history server
 *   E2E_PORT + 2  (unused)
 *   E2E_PORT + 3 + i  worker i's server (TEST_PARALLEL_INDEX i, so at most 7 workers)
 */
// E2E_PORT lets two checkouts (or two people) run their browser tests side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4310);
if (!Number.isInteger(PORT) || PORT % 10 !== 0) {
  throw new Error(
    `E2E_PORT must be a multiple of 10 (a run uses E2E_PORT..E2E_PORT+9), not ${PORT}.`,
  );
}
export const SHORT_TOKEN_PORT = PORT;
export const DEMO_HISTORY_PORT = PORT + 1;
export const FIRST_WORKER_PORT = PORT + 3;
export const MAX_WORKERS = 7;
const WORKERS = 2;

/** The env of every browser-test server, shared or per worker. */
export const SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG: 'false',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  // Every browser test registers its users from this one address.
  REGISTER_LIMIT_PER_ADDRESS: '1000',
  // Every customer of order ahead, and every pickup board, is this one address too.
  PUBLIC_READS_PER_MINUTE: '1000',
  PUBLIC_ORDERS_PER_10_MINUTES: '1000',
};

/** Debian's Chromium, as every browser of the tests launches it. */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const chromium = { browserName: 'chromium' as const, launchOptions: CHROMIUM_LAUNCH };

/**
 * Specs that check nothing a phone's width or touch could change, so they run once, on the desktop:
 * headers and the content policy (the same bytes at any width), sessions and tokens, route guards,
 * the first load's chunk requests and the widgets loaded after it, reconnecting after an outage
 * (the queue and the bar's outbox), the Z report's figures after a void or a late offline sale, the
 * till's keyboard keys (a phone has no keyboard), the pickup board (a shop's TV, at 1920x1080
 * whatever the project), and what happens below the page: the service worker, the offline outbox
 * and its sync, and a catalogue change pushed to open tills. The screens those specs pass through
 * are laid out on the phone by the counter, bar and sync-page specs that do run there.
 */
const DESKTOP_ONLY = [
  /security-headers\.spec\.ts$/,
  /session\.spec\.ts$/,
  /guards\.spec\.ts$/,
  /first-load\.spec\.ts$/,
  /take-order-wire\.spec\.ts$/,
  /live-outage\.spec\.ts$/,
  /bar-outage\.spec\.ts$/,
  /drawer-voids\.spec\.ts$/,
  /till-keys\.spec\.ts$/,
  /pickup-board\.spec\.ts$/,
  /deferred-widgets\.spec\.ts$/,
  /drawer-late-sale\.spec\.ts$/,
  /offline-(till|shell|bar)\.spec\.ts$/,
  /live-menu\.spec\.ts$/,
];

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const server = (port: number, env: Record<string, string> = {}, timeout = 60_000) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), ...SERVER_ENV, ...env },
});

const projects: PlaywrightTestConfig['projects'] =
  process.env.SCREENSHOTS === '1'
    ? [{ name: 'screenshots', testMatch: /screenshots\.shot\.ts$/, use: desktop }]
    : [
        { name: 'desktop', testIgnore: /\.shot\.ts$/, use: desktop },
        {
          name: 'phone',
          // Admin settings are desktop-only: on a phone only the layout spec runs (it checks the notice).
          // The reports spec checks its phone layout itself, at 390 px.
          testIgnore: [
            /\.shot\.ts$/,
            /admin-(?!layout).*\.spec\.ts$/,
            /reports\.spec\.ts$/,
            ...DESKTOP_ONLY,
          ],
          use: phone,
        },
      ];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /\.(spec|shot)\.ts$/,
  // Each port gets its own output folder: a run cleans its folder at start, which must not hit a side-by-side run.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  workers: WORKERS,
  retries: 0,
  // A whole journey's budget, not a performance check: the admin and checkout journeys take 20-34 s
  // on this 2-core machine with two workers (a CI run timed one out at 30 s on its last assertion,
  // with the page already right). Each wait is still bounded by the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // baseURL is each worker's own server (the fixture in tests/e2e/support.ts).
  // The app's service worker (issue 29) precaches the whole build once a staff member signs in;
  // only the offline specs need it, so the others keep their requests to themselves.
  use: {
    ...chromium,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects,
  webServer: [
    server(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL_SECONDS: '2' }),
    // Seeding the history takes 10-30 s on this machine.
    server(DEMO_HISTORY_PORT, { SEED_HISTORY: 'true' }, 120_000),
  ],
});
