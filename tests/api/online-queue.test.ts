/**
 * Online orders in the shop: an order ahead joins the bar's queue when it is due (at once for as
 * soon as possible, at its due time otherwise, where it sorts), the barista's start and complete
 * reach the customer on the token route and its socket, and staff collect it through the normal
 * checkout, after which it counts under channel 'online'. A cancelled one leaves the queue.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { queueDueOrders } from '../../src/server/online/due-orders';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import {
  NO_PUBLIC_LIMITS,
  morningZone,
  openForOrders,
  placeOnline,
  staffElsewhere,
} from '../helpers/online';

let otherStaff: SignedIn;
let slots: { start: string }[] = [];
const sockets: { close(): unknown }[] = [];

const { server, admin, staff } = useTestServer({
  seed: true,
  signIn: ['admin', 'staff'],
  config: NO_PUBLIC_LIMITS,
});

interface Placed {
  id: number;
  token: string;
  code: string;
  total: number;
}

async function place(customer: string, pickupAt: string | null = null): Promise<Placed> {
  const placed = await placeOnline(server.client(), LOCATION, customer, pickupAt);
  const listed = await staff.get(`/api/online-orders?location=${LOCATION}`);
  const id = listed.body.find((o: { code: string }) => o.code === placed.code).id;
  return { id, ...placed };
}

const queue = async (): Promise<any[]> =>
  (await staff.get(`/api/pending-orders?location_id=${LOCATION}`)).body;
const statusOf = async (token: string) =>
  (await server.client().get(`/api/public/orders/${token}`)).body.status;
const move = (id: number, flags: { is_in_progress: boolean; is_complete: boolean }) =>
  staff.patch(`/api/orders/${id}/update-in-progress`, flags);
const collect = (by: SignedIn, order: Placed, extra: Record<string, unknown> = {}) =>
  by.patch(`/api/orders/${order.id}/complete-order-payment`, {
    order_name_text: 'Robin',
    paid_amount: order.total,
    payment_method: 'card',
    ...extra,
  });
/** Makes an order placed for later due now, as the sweep finds it when its time comes. */
async function fallDue(id: number, secondsAgo: number) {
  await server.database.db.execute(
    sql`update orders set due_at = now() - make_interval(secs => ${secondsAgo}) where id = ${id}`,
  );
  return queueDueOrders(server.database.db);
}

function publicSocket(path: string) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
  const live = new LiveClient(socket);
  sockets.push(live);
  return live;
}

beforeAll(async () => {
  slots = await openForOrders(admin, server.client(), LOCATION, { online_slot_minutes: 10 });
  otherStaff = await staffElsewhere(server, admin, 'Queue Other Shop');
});
afterAll(() => sockets.forEach((socket) => socket.close()));

describe('an online order in the bar queue', () => {
  it('joins at once when placed for as soon as possible, unpaid, with its ticket', async () => {
    const bar = LiveClient.connect(server.url, staff, LOCATION, { userId: staff.userId });
    sockets.push(bar);
    await bar.next();
    const order = await place('Robin Hood');
    const pushed = await bar.next(queueShows(order.id, { is_paid: false }));
    const ticket = pushed.pending_orders.find((o: { id: number }) => o.id === order.id);
    expect(ticket.online).toMatchObject({
      code: order.code,
      customer_name: 'Robin Hood',
      pickup_at: null,
    });
    expect(Date.parse(ticket.online.due_at)).toBeLessThanOrEqual(Date.now());
    expect(ticket.order_items).toHaveLength(1);
    expect((await queue()).some((o) => o.id === order.id)).toBe(true);
    // Its record, as the bar's walkthrough and the checkout read it: nobody has collected it yet.
    const record = await staff.get(`/api/orders/${order.id}`);
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body).toMatchObject({ status: 'unpaid', collected_by: null });
    expect(record.body.collected_by_name).toBe('Online');
    expect((await otherStaff.get(`/api/orders/${order.id}`)).status).toBe(403);
  });

  it('joins a pickup time when it falls due, and sorts by when it was due', async () => {
    const later = await place('Sam', slots[2].start);
    expect((await queue()).some((o) => o.id === later.id)).toBe(false);
    const counter = await payNewOrder(staff);
    // Read (and kept by the server) with the counter order: joining the queue must renew it.
    expect((await queue()).some((o) => o.id === counter)).toBe(true);
    expect(await fallDue(later.id, 600)).toBe(1);
    expect(await queueDueOrders(server.database.db)).toBe(0);
    const ids = (await queue()).filter((o) => !o.is_complete).map((o) => o.id);
    expect(ids).toContain(later.id);
    // Due ten minutes ago: before the counter order paid just now.
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(counter));
    const ticket = (await queue()).find((o) => o.id === later.id);
    expect(ticket.online.pickup_at).toBe(slots[2].start);
  });

  it("tells the customer 'in_progress' then 'ready' as the barista works it", async () => {
    const order = await place('Kit');
    const follower = publicSocket(`/ws/public/orders/${order.token}`);
    expect(await follower.next()).toMatchObject({ code: order.code, status: 'received' });
    expect((await move(order.id, { is_in_progress: true, is_complete: false })).status).toBe(200);
    await follower.next((m) => m.status === 'in_progress');
    expect(await statusOf(order.token)).toBe('in_progress');
    expect((await move(order.id, { is_in_progress: false, is_complete: true })).status).toBe(200);
    await follower.next((m) => m.status === 'ready');
    expect(await statusOf(order.token)).toBe('ready');
    const done = (await queue()).find((o) => o.id === order.id);
    expect(done).toMatchObject({ is_complete: true, is_paid: false });
  });
});

describe('collecting an online order', () => {
  it('is the normal checkout by any staff of the location, and keeps the bar state', async () => {
    const order = await place('Lee');
    await move(order.id, { is_in_progress: false, is_complete: true });
    const follower = publicSocket(`/ws/public/orders/${order.token}`);
    await follower.next((m) => m.status === 'ready');

    const wrong = await collect(staff, order, { paid_amount: order.total + 1 });
    expect(wrong.status).toBe(400);
    expect(await statusOf(order.token)).toBe('ready');
    expect((await collect(otherStaff, order)).status).toBe(403);

    const paid = await collect(staff, order);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ is_paid: true, collected_by: staff.userId });
    await follower.next((m) => m.status === 'collected');
    const row = (await queue()).find((o) => o.id === order.id);
    expect(row).toMatchObject({ is_paid: true, is_complete: true });
    expect((await collect(staff, order)).status).toBe(409);
    const listed = (await staff.get(`/api/online-orders?location=${LOCATION}`)).body;
    expect(listed.some((o: { id: number }) => o.id === order.id)).toBe(false);
  });

  it('counts under channel online in the sales report once collected', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: morningZone() }).format(new Date());
    const report = async () =>
      (
        await admin.get(
          `/api/reports/sales?from=${day}&to=${day}&location=${LOCATION}&group_by=channel`,
        )
      ).body.rows as { key: string; orders: number; gross: number }[];
    const before = (await report()).find((r) => r.key === 'online')?.orders ?? 0;
    const order = await place('Mo');
    expect((await report()).find((r) => r.key === 'online')?.orders ?? 0).toBe(before);
    expect((await collect(staff, order)).status).toBe(200);
    const online = (await report()).find((r) => r.key === 'online')!;
    expect(online.orders).toBe(before + 1);
    expect((await report()).find((r) => r.key === 'counter')!.orders).toBeGreaterThan(0);
  });
});

describe('a cancelled online order', () => {
  it('leaves the queue and can be neither worked, collected nor deleted', async () => {
    const order = await place('Ned');
    expect((await staff.delete(`/api/orders/${order.id}`)).status).toBe(409);
    expect((await admin.delete(`/api/orders/${order.id}`)).status).toBe(409);
    const cancelled = await staff.post(`/api/online-orders/${order.id}/cancel`, {
      reason: 'Closing early',
    });
    expect(cancelled.status).toBe(200);
    expect((await queue()).some((o) => o.id === order.id)).toBe(false);
    const start = await move(order.id, { is_in_progress: true, is_complete: false });
    expect(start.status).toBe(409);
    expect(start.body.message).toBe('This online order was cancelled.');
    const paid = await collect(staff, order);
    expect(paid.status).toBe(409);
    expect(await statusOf(order.token)).toBe('cancelled');
  });
});

describe('the pickup board', () => {
  const board = (location: unknown = LOCATION) =>
    server.client().get(`/api/public/board?location=${location}`);

  it('shows codes and first names while preparing, then ready until collected', async () => {
    const screen = publicSocket(`/ws/public/board/${LOCATION}`);
    await screen.next();
    const order = await place('Ann Lowe');
    const entry = { code: order.code, name: 'Ann' };
    const preparing = (m: any) => m.preparing?.some((e: any) => e.code === order.code);
    await screen.next(preparing);
    expect((await board()).body.preparing).toContainEqual(entry);
    await move(order.id, { is_in_progress: false, is_complete: true });
    const ready = (m: any) => m.ready?.some((e: any) => e.code === order.code);
    await screen.next(ready);
    const now = (await board()).body;
    expect(now.ready).toContainEqual(entry);
    expect(now.preparing).not.toContainEqual(entry);
    expect(JSON.stringify(now)).not.toContain('Lowe');
    await collect(staff, order);
    await screen.next((m) => m.ready && !ready(m));
    expect((await board()).body.ready).not.toContainEqual(entry);
  });

  it("shows a counter order by its call-out name, and refuses what it doesn't know", async () => {
    const id = await payNewOrder(staff);
    const name = (await queue()).find((o) => o.id === id).order_name__name;
    expect((await board()).body.preparing).toContainEqual({ code: null, name });
    expect((await board(999_999)).status).toBe(404);
    expect((await board('x')).status).toBe(400);
    const extra = await server.client().get(`/api/public/board?location=${LOCATION}&staff=1`);
    expect(extra.status).toBe(400);
    const unknown = publicSocket('/ws/public/board/999999');
    expect((await unknown.closed).code).toBe(4004);
  });
});
