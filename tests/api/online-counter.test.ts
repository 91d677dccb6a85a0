/**
 * Issue 31, the counter's side of order ahead: the location's staff list the online orders still
 * to collect and cancel one with a reason (audited, the slot freed); the customer's status follows
 * on GET /api/public/orders/{token} and is pushed on /ws/public/orders/{token}.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { NO_PUBLIC_LIMITS, openForOrders, placeOnline, staffElsewhere } from '../helpers/online';

const { server, admin, staff } = useTestServer({
  seed: true,
  signIn: ['admin', 'staff'],
  config: NO_PUBLIC_LIMITS,
});

let otherStaff: SignedIn;
let slotStart = '';

const place = (customer: string, pickupAt: string | null = null) =>
  placeOnline(server.client(), LOCATION, customer, pickupAt);
const listed = async () => (await staff.get(`/api/online-orders?location=${LOCATION}`)).body;
const slotLeft = async () =>
  (await server.client().get(`/api/public/slots?location=${LOCATION}`)).body.find(
    (s: { start: string }) => s.start === slotStart,
  ).available;

/** The messages of a public status socket, and a wait for the next one. */
function follow(token: string) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/public/orders/${token}`);
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const nth = async (n: number) => {
    while (messages.length < n) await new Promise<void>((wake) => waiters.push(wake));
    return messages[n - 1];
  };
  return { socket, nth, closed };
}

beforeAll(async () => {
  const slots = await openForOrders(admin, server.client(), LOCATION, {
    online_orders_per_slot: 3,
  });
  slotStart = slots[3].start;
  otherStaff = await staffElsewhere(server, admin, 'Counter Other Shop');
});

describe('online orders at the counter', () => {
  it("are listed for the location's staff by when they are due", async () => {
    const later = await place('Dana', slotStart);
    const now = await place('Eli');
    const orders = await listed();
    expect(orders.map((o: { code: string }) => o.code)).toEqual([now.code, later.code]);
    expect(orders[0]).toMatchObject({
      customer_name: 'Eli',
      pickup_at: null,
      status: 'received',
      items: [expect.objectContaining({ size: expect.any(String) })],
    });
    expect(orders[1].pickup_at).toBe(slotStart);
    expect(Date.parse(orders[1].due_at)).toBe(Date.parse(slotStart) - 10 * 60_000);
    expect((await otherStaff.get(`/api/online-orders?location=${LOCATION}`)).status).toBe(403);
    expect((await staff.get('/api/online-orders?location=abc')).status).toBe(400);
    expect((await server.client().get(`/api/online-orders?location=${LOCATION}`)).status).toBe(401);
  });

  it('are cancelled with a reason: audited, pushed to the customer, the slot freed', async () => {
    const order = await place('Fay', slotStart);
    const id = (await listed()).find((o: { code: string }) => o.code === order.code).id;
    const left = await slotLeft();
    const live = follow(order.token);
    expect(await live.nth(1)).toMatchObject({ code: order.code, status: 'received' });

    expect((await staff.post(`/api/online-orders/${id}/cancel`, { reason: '' })).status).toBe(400);
    expect((await staff.post(`/api/online-orders/${id}/cancel`, {})).status).toBe(400);
    const elsewhere = await otherStaff.post(`/api/online-orders/${id}/cancel`, { reason: 'x' });
    expect(elsewhere.status).toBe(403);
    expect((await staff.post('/api/online-orders/999999/cancel', { reason: 'x' })).status).toBe(
      404,
    );

    const cancelled = await staff.post(`/api/online-orders/${id}/cancel`, {
      reason: 'Out of cups',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await live.nth(2)).toMatchObject({ code: order.code, status: 'cancelled' });
    const followed = await server.client().get(`/api/public/orders/${order.token}`);
    expect(followed.body.status).toBe('cancelled');
    expect(await slotLeft()).toBe(left + 1);
    expect((await listed()).some((o: { id: number }) => o.id === id)).toBe(false);
    const again = await staff.post(`/api/online-orders/${id}/cancel`, { reason: 'Twice' });
    expect(again.status).toBe(409);

    const audit = await admin.get(`/api/audit-log?action=online_cancel&location=${LOCATION}`);
    expect(audit.body.results[0]).toMatchObject({
      user: { id: staff.userId },
      target: `order ${id}`,
      details: { reason: 'Out of cups', code: order.code },
    });
    live.socket.close();
  });

  it('closes the status socket of a token that names no order', async () => {
    const live = follow('no-such-token');
    expect(await live.closed).toBe(4004);
  });
});
