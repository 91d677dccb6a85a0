// npm test: type check, lint, unit + integration + API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the money soak (the same), build, first-load budget (reads the build), E2E.
// Every step is counted and timed; the last line is `N passed, M failed`.
//
// The machine has 2 cores. The short steps (type check, lint, build + budget, money soaks) run side
// by side in a first stage (about 1 minute instead of 2). Vitest then runs alone: its PGlite and
// PostgreSQL API projects already share its two workers and keep both cores busy. The browser tests
// (which need the build) run last and alone: their waits are bounded (a live change must reach a till
// within 2 s), so they must not share the cores with another CPU-bound suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];

/** Seconds since `started` (a Date.now()), for the suite's line. */
const elapsed = (started) => (Date.now() - started) / 1000;

/**
 * Runs `cmd` in a shell. A step run alone writes straight to the terminal; steps run side by side
 * keep their output and print it whole when they end, so the logs do not interleave.
 */
function run(cmd, { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

/** One counted step: passed or failed as a whole, with its time. */
async function step(name, cmd, { env = {}, buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name}`);
  const started = Date.now();
  const { ok, output } = await run(cmd, { env, buffered });
  const seconds = elapsed(started);
  if (buffered) process.stdout.write(`\n=== ${name}\n${output}`);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('.test-results', { recursive: true });
const e2eWanted = existsSync('playwright.config.ts') && process.env.SKIP_E2E !== '1';

// Stage 1, side by side.
const stageStarted = Date.now();
const side = { buffered: true };
// DATABASE_URL is cleared so the PGlite run stays on PGlite. The soak is a randomized day of sales,
// voids, refunds and drawers checked to the cent against every report (1,000 operations;
// `npm run money-soak -- --operations 5000` for a longer one).
const soaks = async () => {
  await step('money-soak (PGlite)', 'npx tsx bench/money-soak.ts --database pglite --seed 2026', {
    ...side,
    env: { DATABASE_URL: '' },
  });
  if (process.env.TEST_DATABASE_URL) {
    await step('money-soak (PostgreSQL)', 'npx tsx bench/money-soak.ts --database postgres --seed 2026', {
      ...side,
      env: { DATABASE_URL: '' },
    });
  }
};
let built = false;
const buildAndBudget = async () => {
  built = await step('build', 'npm run build', side);
  if (built) await step('budget', 'npx vitest run --project build', side);
};
await Promise.all([
  step('typecheck', 'npx tsc --noEmit -p tsconfig.json', side),
  step('lint', 'npm run lint', side),
  e2eWanted ? buildAndBudget() : Promise.resolve(),
  soaks(),
]);
console.log(`\n=== first stage (side by side) in ${elapsed(stageStarted).toFixed(1)} s`);

console.log('\n=== vitest (unit, integration, API)');
rmSync('.test-results/vitest.json', { force: true });
const vitestStarted = Date.now();
const { ok: vitestOk } = await run(
  'npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json',
);
const vitestSeconds = elapsed(vitestStarted);
const vitest = readJson('.test-results/vitest.json');
if (vitest) {
  const failedSuites = vitest.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  results.push({ name: 'vitest', passed: vitest.numPassedTests, failed: vitest.numFailedTests + failedSuites, seconds: vitestSeconds });
} else results.push({ name: 'vitest', passed: 0, failed: 1, seconds: vitestSeconds });
if (!vitestOk && vitest && vitest.numFailedTests === 0) results.push({ name: 'vitest exit', passed: 0, failed: 1 });

if (e2eWanted && built) {
  console.log('\n=== e2e (Playwright, Chromium)');
  rmSync('.test-results/e2e.json', { force: true });
  const e2eStarted = Date.now();
  const { ok: e2eOk } = await run('npx playwright test', {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '.test-results/e2e.json' },
  });
  const e2eSeconds = elapsed(e2eStarted);
  const e2e = readJson('.test-results/e2e.json');
  if (e2e) results.push({ name: 'e2e', passed: e2e.stats.expected + (e2e.stats.flaky ?? 0), failed: e2e.stats.unexpected, seconds: e2eSeconds });
  else results.push({ name: 'e2e', passed: 0, failed: 1, seconds: e2eSeconds });
  if (!e2eOk && e2e && e2e.stats.unexpected === 0) results.push({ name: 'e2e exit', passed: 0, failed: 1 });
} else if (e2eWanted) results.push({ name: 'e2e (no build)', passed: 0, failed: 1 });

// The summary in the order of the steps, whatever order the side-by-side ones ended in.
const ORDER = ['typecheck', 'lint', 'build', 'budget', 'money-soak (PGlite)', 'money-soak (PostgreSQL)', 'vitest'];
const rank = (r) => (ORDER.includes(r.name) ? ORDER.indexOf(r.name) : ORDER.length);
results.sort((a, b) => rank(a) - rank(b));
console.log('');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds.toFixed(1)} s)`;
  console.log(`${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed${time}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
