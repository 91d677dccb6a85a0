/**
 * The soak's steady mixed load on one server: tills that ring up, pay, start and finish drinks;
 * a back office that reads the menu, the queue, the history (with a search) and the reports; and
 * live screens that come and go. Paced (a pause after every step), not flat out: the soak
 * looks for memory that grows with time, not for a rate.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { DEMO } from '../config';
import { expectStatus, signIn, staffUser, type Session } from '../fixture';

const TILLS = 4;
const PAUSE_MS = 50;
/** Live screens kept open; one more opens and the oldest closes every SCREEN_EVERY_MS. */
const SCREENS = 10;
const SCREEN_EVERY_MS = 2_000;
/** Sessions are renewed as the app renews them, well before the 30-minute access token expires. */
const REFRESH_EVERY_MS = 10 * 60_000;

export interface LoadCounts {
  sales: number;
  reads: number;
  screens: number;
  failures: string[];
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
const once = () => ({ 'idempotency-key': randomUUID() });
const today = () => new Date().toISOString().slice(0, 10);

async function till(staff: Session, location: number, price: number, counts: LoadCounts) {
  const added = await expectStatus<{ order__id: number }>(
    staff.post('/api/order-items', { menu_item: 1, cup: 1, order__location: location }, once()),
    201,
  );
  const id = added.order__id;
  await expectStatus(
    staff.patch(
      `/api/orders/${id}/complete-order-payment`,
      { is_paid: true, order_name: 1, paid_amount: price, discount: null },
      once(),
    ),
  );
  for (const [is_in_progress, is_complete] of [
    [true, false],
    [false, true],
  ])
    await expectStatus(
      staff.patch(`/api/orders/${id}/update-in-progress`, { is_in_progress, is_complete }),
    );
  counts.sales++;
}

async function backOffice(admin: Session, location: number, counts: LoadCounts) {
  const day = today();
  for (const path of [
    '/api/menu-items',
    `/api/pending-orders?location_id=${location}`,
    `/api/availability?location=${location}`,
    `/api/orders?location=${location}&from=${day}&to=${day}&q=Silver`,
    `/api/reports/sales?from=${day}&to=${day}&group_by=item`,
    `/api/reports/sales?from=${day}&to=${day}&group_by=flavor&location=${location}`,
    `/api/reports/make-times?from=${day}&to=${day}&group_by=hour`,
  ]) {
    await expectStatus(admin.get(path));
    counts.reads++;
    await pause();
  }
}

function openScreen(url: string, staff: Session, location: number): Promise<WebSocket> {
  const ws = `${url.replace(/^http/, 'ws')}/ws/orders/${location}/?user_id=${staff.userId}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(ws, { headers: { cookie: staff.cookieHeader(), origin: url } });
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Runs the load against `url` until `until` (performance.now() ms); returns what it did. */
export async function mixedLoad(url: string, until: number): Promise<LoadCounts> {
  const counts: LoadCounts = { sales: 0, reads: 0, screens: 0, failures: [] };
  const admin = await signIn(url, DEMO.admin.email, DEMO.admin.password);
  const [{ id: location }] = await expectStatus<{ id: number }[]>(admin.get('/api/locations'));
  const { price } = await expectStatus<{ price: number }>(
    admin.get('/api/order-items/price?cup=1&menu_item=1'),
  );
  // One staff user per till: a user has one cart at a location.
  const tills: Session[] = [];
  for (let i = 0; i < TILLS; i++) tills.push(await staffUser(url, admin, `soak-${i}`));
  const running = () => performance.now() < until;
  const loop = async (step: () => Promise<void>) => {
    while (running()) {
      try {
        await step();
      } catch (error) {
        if (counts.failures.length < 5) counts.failures.push((error as Error).message);
      }
      await pause();
    }
  };
  const screens = async () => {
    const open: WebSocket[] = [];
    await loop(async () => {
      open.push(await openScreen(url, tills[0], location));
      counts.screens++;
      if (open.length > SCREENS) open.shift()!.close();
      await new Promise((resolve) => setTimeout(resolve, SCREEN_EVERY_MS));
    });
    open.forEach((socket) => socket.close());
  };
  let refreshed = performance.now();
  const renewSessions = () =>
    loop(async () => {
      if (performance.now() - refreshed < REFRESH_EVERY_MS) return;
      refreshed = performance.now();
      for (const session of [admin, ...tills])
        await expectStatus(session.post('/api/users/refresh'));
    });
  await Promise.all([
    renewSessions(),
    ...tills.map((staff) => loop(() => till(staff, location, price, counts))),
    loop(() => backOffice(admin, location, counts)),
    screens(),
  ]);
  return counts;
}
