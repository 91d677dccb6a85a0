// Counter speed (issue 13): taps and seconds for a one-drink order, from a ready Take Order page
// to the checkout page, at the desktop and the phone viewport of the browser tests.
//
//   node scripts/measure-counter.mjs --url http://127.0.0.1:4440 [--runs 3] [--out file.json]
//
// Runs against a server that is already up with the demo data (e.g. `PORT=4440 node
// scripts/e2e-server.mjs`). Each run is a fresh staff member with an empty cart at the demo
// location. The same script measures the old and the new screen: it takes the shortest path the
// screen offers (a cup-size button and 'Charge' when the menu card has them, else the card, its
// dialog, the navbar's cart and 'Go to cart'). A tap waits, as a person must, until its target is
// on screen, enabled and not covered (by a toast, for instance); the seconds include those waits.
import { chromium, request } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4440' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const BASE = args.url;
const ADMIN = { email: 'admin@example.com', password: 'admin-demo-1' };
const DEMO_LOCATION = 1;
const DRINK = 'Coco Butter Kisses';
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

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

/** True when the element's centre is the element itself (or inside it): nothing covers it. */
const uncovered = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });

/** One tap as a person makes it: wait until the target is visible, enabled and uncovered. */
async function tap(page, locator, taps) {
  const touch = !!taps.touch;
  await locator.waitFor({ state: 'visible', timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (!(await locator.isEnabled()) || !(await uncovered(locator))) {
    if (Date.now() > deadline) throw new Error(`${locator} stayed covered or disabled`);
    await page.waitForTimeout(50); // polling, as a person's eye would; the wait counts in the time
  }
  if (touch) await locator.tap();
  else await locator.click();
  taps.count++;
}

async function oneOrder(browser, name) {
  const staff = await newStaff();
  const context = await browser.newContext({ ...VIEWPORTS[name], baseURL: BASE });
  const page = await context.newPage();
  await page.request.post('/api/users/login', { data: staff, headers: { Origin: BASE } });
  await page.request.patch('/api/locations/set-cookie', {
    data: { locationId: DEMO_LOCATION },
    headers: { Origin: BASE },
  });
  await page.goto('/take-order');
  const card = page.getByTestId('menu-item-card').filter({ hasText: DRINK });
  await card.first().waitFor();
  await page.waitForLoadState('networkidle'); // the page is open and ready before the customer orders

  const taps = { count: 0, touch: !!VIEWPORTS[name].hasTouch };
  const started = performance.now();
  const sizeButton = card.getByRole('button', { name: /^16 oz/ });
  const path =
    (await sizeButton.count()) > 0 ? 'size button, Charge' : 'card, size, Add, cart, Go to cart';
  if ((await sizeButton.count()) > 0) {
    await tap(page, sizeButton, taps);
    const charge = page.getByRole('button', { name: /^Charge \$(?!0\.00)/ });
    await tap(page, charge, taps);
  } else {
    await tap(page, card, taps); // the old card is itself the button that opens the dialog
    const dialog = page.getByRole('dialog');
    await tap(page, dialog.getByRole('radio', { name: '16 oz' }), taps);
    await tap(page, dialog.getByRole('button', { name: 'Add to Order' }), taps);
    await dialog.waitFor({ state: 'hidden' });
    await tap(page, page.getByRole('button', { name: 'Cart, 1 items' }), taps);
    await tap(
      page,
      page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Go to cart' }),
      taps,
    );
  }
  await page.waitForURL(/\/checkout-order\/\d+$/);
  await page.getByRole('heading', { name: 'Order', exact: true }).waitFor();
  const seconds = (performance.now() - started) / 1000;
  await context.close();
  return { taps: taps.count, seconds, path };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = {};
try {
  for (const name of Object.keys(VIEWPORTS)) {
    const runs = [];
    for (let i = 0; i < Number(args.runs); i++) runs.push(await oneOrder(browser, name));
    results[name] = {
      path: runs[0].path,
      taps: median(runs.map((r) => r.taps)),
      seconds: Number(median(runs.map((r) => r.seconds)).toFixed(2)),
      runs: runs.map((r) => Number(r.seconds.toFixed(2))),
    };
    console.log(
      `${name}: ${results[name].taps} taps, ${results[name].seconds} s (median of ${runs.length}: ${results[name].runs.join(', ')} s) via ${results[name].path}`,
    );
  }
} finally {
  await browser.close();
}
if (args.out) writeFileSync(args.out, `${JSON.stringify({ url: BASE, ...results }, null, 2)}\n`);
