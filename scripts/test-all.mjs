// npm test: type check, lint, unit + API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the money soak (the same), build, first-load budget (reads the build), E2E.
// Every step is counted and timed; the last line is `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const run = (cmd, env = {}) =>
  spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } }).status === 0;

/** Seconds since `started` (a Date.now()), for the suite's line. */
const elapsed = (started) => (Date.now() - started) / 1000;

function step(name, cmd, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const ok = run(cmd, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: elapsed(started) });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${elapsed(started).toFixed(1)} s`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('.test-results', { recursive: true });
step('typecheck', 'npx tsc --noEmit -p tsconfig.json');
step('lint', 'npx eslint . --max-warnings=0');
step('lint:deps', 'npm run lint:deps');
step('lint:dupes', 'npm run lint:dupes');

console.log('\n=== vitest (unit, API)');
rmSync('.test-results/vitest.json', { force: true });
const vitestStarted = Date.now();
const vitestOk = run('npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json');
const vitestSeconds = elapsed(vitestStarted);
const vitest = readJson('.test-results/vitest.json');
if (vitest) {
  const failedSuites = vitest.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  results.push({ name: 'vitest', passed: vitest.numPassedTests, failed: vitest.numFailedTests + failedSuites, seconds: vitestSeconds });
} else results.push({ name: 'vitest', passed: 0, failed: 1, seconds: vitestSeconds });
if (!vitestOk && vitest && vitest.numFailedTests === 0) results.push({ name: 'vitest exit', passed: 0, failed: 1 });

// Issue 26: a randomized day of sales, voids, refunds and drawers checked to the cent against
// every report (1,000 operations; `npm run money-soak -- --operations 5000` for a longer one).
// DATABASE_URL is cleared so the PGlite run stays on PGlite.
step('money-soak (PGlite)', 'npx tsx bench/money-soak.ts --database pglite --seed 2026', { DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  step('money-soak (PostgreSQL)', 'npx tsx bench/money-soak.ts --database postgres --seed 2026', { DATABASE_URL: '' });
}

if (existsSync('playwright.config.ts') && process.env.SKIP_E2E !== '1') {
  step('build', 'npm run build');
  step('budget', 'npx vitest run --project build');
  console.log('\n=== e2e (Playwright, Chromium)');
  rmSync('.test-results/e2e.json', { force: true });
  const e2eStarted = Date.now();
  const e2eOk = run('npx playwright test', { PLAYWRIGHT_JSON_OUTPUT_NAME: '.test-results/e2e.json' });
  const e2eSeconds = elapsed(e2eStarted);
  const e2e = readJson('.test-results/e2e.json');
  if (e2e) results.push({ name: 'e2e', passed: e2e.stats.expected + (e2e.stats.flaky ?? 0), failed: e2e.stats.unexpected, seconds: e2eSeconds });
  else results.push({ name: 'e2e', passed: 0, failed: 1, seconds: e2eSeconds });
  if (!e2eOk && e2e && e2e.stats.unexpected === 0) results.push({ name: 'e2e exit', passed: 0, failed: 1 });
}

console.log('');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds.toFixed(1)} s)`;
  console.log(`${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed${time}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
