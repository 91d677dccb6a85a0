// Counter speed: what a cashier does for four kinds of sale, from a ready Take Order page to the
// paid order, at the desktop and the phone viewport of the browser tests.
//
//   npm run measure:counter -- --url http://127.0.0.1:4440 [--runs 3] [--out file.json]
//
// Runs against a server that is already up with the demo data (e.g. `PORT=4440 node
// scripts/e2e-server.mjs`). Each run is a fresh staff member with an empty order at the demo
// location. The same script measures an older and a newer screen: it takes the shortest path the
// screen offers and counts, per sale:
// - taps: every click or tap on a control;
// - scrolls: each time a control was off screen, or under a part of the page that does not go away
//   by itself (a dialog's footer over its list), so a person had to scroll to reach it;
// - covered: seconds spent waiting for a toast to go away from a control;
// - seconds: the app's time from the first tap to the paid order, the waits included and a person's
//   think time before each tap (--think, 600 ms) left out. The think time is real waiting, so a
//   toast raised by one tap has appeared by the next, as it would for a person.
import { chromium, request } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4440' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    // A person's time to find the next control; not counted in the app's time.
    think: { type: 'string', default: '600' },
  },
});
const BASE = args.url;
const ADMIN = { email: 'admin@example.com', password: 'admin-demo-1' };
const DEMO_LOCATION = 1;
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const MOST_SCROLLS_PER_TAP = 6;
const THINK_MS = Number(args.think);

async function api(who) {
  const context = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { Origin: BASE } });
  if (who) {
    const response = await context.post('/api/users/login', { data: who });
    if (!response.ok()) throw new Error(`sign in ${who.email}: ${response.status()}`);
  }
  return context;
}

let serial = 0;
async function newStaff() {
  const email = `measure-${Date.now()}-${process.pid}-${++serial}@example.com`;
  const password = 'measure-password-1';
  const anonymous = await api();
  const registered = await anonymous.post('/api/users/register', {
    data: { first_name: 'Cass', last_name: 'Ier', email, password },
  });
  const { id } = await registered.json();
  await anonymous.dispose();
  const admin = await api(ADMIN);
  await admin.patch(`/api/users/${id}`, { data: { is_staff: true } });
  await admin.dispose();
  return { email, password };
}

/**
 * What is at the control's centre: 'clear' (the control itself), 'off' (outside the window),
 * 'toast' (a toast, which goes away by itself) or 'covered' (anything else on top of it).
 */
const reach = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return 'off';
    const hit = document.elementFromPoint(x, y);
    if (!hit) return 'off';
    if (hit === element || element.contains(hit)) return 'clear';
    if (hit.closest('.Toastify, [class*="Toastify__"]')) return 'toast';
    return 'covered';
  });

/** Scrolls the control to the middle of its scroll area, as a person's swipe would. */
const scrollTo = (locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

/** One tap as a person makes it: scroll to the control if need be, wait out a toast on it. */
async function tap(page, locator, sale) {
  await page.waitForTimeout(THINK_MS);
  sale.thinking += THINK_MS / 1000;
  await locator.waitFor({ state: 'visible', timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  let scrolls = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${locator} stayed out of reach`);
    if (!(await locator.isEnabled())) {
      await page.waitForTimeout(50);
      continue;
    }
    const where = await reach(locator);
    if (where === 'clear') break;
    if (where === 'toast') {
      const waited = performance.now();
      await page.waitForTimeout(50); // the wait counts, as a person's would
      sale.covered += (performance.now() - waited) / 1000;
      continue;
    }
    if (++scrolls > MOST_SCROLLS_PER_TAP) throw new Error(`${locator} cannot be scrolled to`);
    sale.scrolls++;
    await scrollTo(locator);
  }
  if (sale.touch) await locator.tap();
  else await locator.click();
  sale.taps++;
}

const chargeButton = (page) => page.getByRole('button', { name: /^Charge \$/ });

/** Waits until the order's total on Charge has moved on from `before`: the add has landed. */
async function totalMoved(page, before) {
  const charge = chargeButton(page);
  await charge.waitFor({ state: 'attached' });
  const deadline = Date.now() + 30_000;
  while ((await charge.first().textContent()) === before) {
    if (Date.now() > deadline) throw new Error('the order total never changed');
    await page.waitForTimeout(25);
  }
}

const chargeText = async (page) =>
  (await chargeButton(page).count()) ? await chargeButton(page).first().textContent() : null;

const card = (page, name) => page.getByTestId('menu-item-card').filter({ hasText: name }).first();

async function quickAdd(page, sale, drink) {
  const before = await chargeText(page);
  await tap(page, card(page, drink).getByRole('button', { name: /^16 oz/ }), sale);
  await totalMoved(page, before);
}

async function addFromDialog(page, sale, open, choose) {
  const before = await chargeText(page);
  await tap(page, open, sale);
  const dialog = page.getByRole('dialog');
  await choose(dialog);
  await tap(page, dialog.getByRole('button', { name: 'Add to Order' }), sale);
  await dialog.waitFor({ state: 'hidden' });
  await totalMoved(page, before);
}

const SALES = {
  'one drink': async (page, sale) => quickAdd(page, sale, 'Coco Butter Kisses'),
  'three drinks': async (page, sale) => {
    for (const drink of ['Coco Butter Kisses', 'Got So Much Soul', 'Hey Ma'])
      await quickAdd(page, sale, drink);
  },
  'customized item': async (page, sale) =>
    addFromDialog(
      page,
      sale,
      page.getByRole('button', { name: /^Coco Butter Kisses/ }).first(),
      async (dialog) => {
        await tap(page, dialog.getByRole('radio', { name: '16 oz' }), sale);
        await tap(page, dialog.getByRole('switch', { name: 'Customize' }), sale);
        await tap(page, dialog.getByRole('checkbox', { name: 'Vanilla', exact: true }), sale);
      },
    ),
  'custom drink': async (page, sale) =>
    addFromDialog(
      page,
      sale,
      page.getByRole('button', { name: 'Add Custom Order' }),
      async (dialog) => {
        await tap(page, dialog.getByRole('radio', { name: '16 oz' }), sale);
        await tap(page, dialog.getByRole('radio', { name: 'Normal' }), sale);
        await tap(page, dialog.getByRole('radio', { name: 'Sprite' }), sale);
        for (const flavor of ['Coconut', 'Vanilla'])
          await tap(page, dialog.getByRole('checkbox', { name: flavor, exact: true }), sale);
      },
    ),
};

/** Charge, then a cash sale of the exact amount with the name the screen offers first. */
async function checkOut(page, sale) {
  await tap(page, chargeButton(page).first(), sale);
  await page.waitForURL(/\/checkout-order\/\d+$/);
  await page.getByRole('heading', { name: 'Order', exact: true }).waitFor();
  // A person waits for the names: either one is offered ('Next free name') or one is chosen.
  const nextFree = page.getByRole('button', { name: /^Next free name/ }).first();
  const chosen = page.getByText(/Selected: /).first();
  await nextFree.or(chosen).first().waitFor();
  if (!(await chosen.isVisible())) await tap(page, nextFree, sale);
  await tap(page, page.getByRole('button', { name: 'Complete Order' }), sale);
  await tap(page, page.getByRole('button', { name: 'Click to confirm' }), sale);
  await page.waitForURL(/\/take-order$/);
}

async function oneSale(browser, viewport, kind) {
  const staff = await newStaff();
  const context = await browser.newContext({ ...VIEWPORTS[viewport], baseURL: BASE });
  const page = await context.newPage();
  await page.request.post('/api/users/login', { data: staff, headers: { Origin: BASE } });
  await page.request.patch('/api/locations/set-cookie', {
    data: { locationId: DEMO_LOCATION },
    headers: { Origin: BASE },
  });
  await page.goto('/take-order');
  await card(page, 'Coco Butter Kisses').waitFor();
  await page.waitForLoadState('networkidle'); // the page is open and ready before the customer orders

  const sale = { taps: 0, scrolls: 0, covered: 0, thinking: 0, touch: !!VIEWPORTS[viewport].hasTouch };
  const started = performance.now();
  await SALES[kind](page, sale);
  await checkOut(page, sale);
  const seconds = (performance.now() - started) / 1000 - sale.thinking;
  await context.close();
  return { taps: sale.taps, scrolls: sale.scrolls, covered: sale.covered, seconds };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Number(value.toFixed(2));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = {};
try {
  for (const viewport of Object.keys(VIEWPORTS)) {
    results[viewport] = {};
    for (const kind of Object.keys(SALES)) {
      const runs = [];
      for (let i = 0; i < Number(args.runs); i++) runs.push(await oneSale(browser, viewport, kind));
      const figures = {
        taps: median(runs.map((r) => r.taps)),
        scrolls: median(runs.map((r) => r.scrolls)),
        covered: round(median(runs.map((r) => r.covered))),
        seconds: round(median(runs.map((r) => r.seconds))),
        runs: runs.map((r) => round(r.seconds)),
      };
      results[viewport][kind] = figures;
      console.log(
        `${viewport.padEnd(7)} ${kind.padEnd(15)} ${figures.taps} taps, ${figures.scrolls} scrolls, ` +
          `${figures.covered} s covered, ${figures.seconds} s (median of ${runs.length}: ${figures.runs.join(', ')} s)`,
      );
    }
  }
} finally {
  await browser.close();
}
if (args.out) writeFileSync(args.out, `${JSON.stringify({ url: BASE, ...results }, null, 2)}\n`);
