import { describe, expect, it } from 'vitest';
import { locations } from '../../src/server/db/schema';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

const {
  server,
  staff,
  admin,
  sockets: open,
} = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
  config: NO_BACKGROUND_WORK,
});

const connect = (
  ...args: Parameters<typeof LiveClient.connect> extends [string, ...infer R] ? R : never
) => {
  const live = LiveClient.connect(server.url, ...args);
  open.push(live);
  return live;
};

/** A new paid order, and the staff member's and the admin's sockets once both have the queue. */
async function baristaAndWatcher() {
  const paid = await payNewOrder(staff);
  const barista = connect(staff, LOCATION, { userId: staff.userId });
  const watcher = connect(admin, LOCATION, { userId: admin.userId });
  await barista.next();
  await watcher.next();
  return { paid, barista, watcher };
}

/** The two subscribers, once the barista started the paid order and the watcher saw it. */
async function startedByBarista() {
  const both = await baristaAndWatcher();
  both.barista.send({ order_in_progress: true, order_id: both.paid });
  await both.watcher.next(queueShows(both.paid, { is_in_progress: true }));
  return both;
}

describe('refusals', () => {
  it('closes with 4001 without a session', async () => {
    const live = connect(null, LOCATION);
    expect(await live.closed).toEqual({ code: 4001, reason: 'Not signed in.' });
  });

  it('closes with 4002 when user_id is not the signed-in user', async () => {
    const live = connect(staff, LOCATION, { userId: staff.userId + 1000 });
    expect(await live.closed).toEqual({
      code: 4002,
      reason: 'user_id does not match the signed-in user.',
    });
  });

  it('closes with 4003 for a user without the staff or admin role', async () => {
    const nobody = await server.signIn('none');
    const live = connect(nobody, LOCATION, { userId: nobody.userId });
    expect(await live.closed).toEqual({ code: 4003, reason: 'Staff or admin role required.' });
  });

  it('closes with 4004 for an unknown location', async () => {
    expect(await connect(staff, 999, { userId: staff.userId }).closed).toEqual({
      code: 4004,
      reason: 'Unknown location.',
    });
    expect((await connect(staff, 'abc', { userId: staff.userId }).closed).code).toBe(4004);
    expect((await connect(staff, 99999999999, { userId: staff.userId }).closed).code).toBe(4004);
  });

  it('refuses another origin', async () => {
    const live = connect(staff, LOCATION, { userId: staff.userId, origin: 'https://evil.example' });
    expect(await live.closed).toEqual({ code: 4003, reason: 'Cross-origin connection refused.' });
  });
});

describe('the queue on the channel', () => {
  it('sends the current queue on connect, with and without the trailing slash', async () => {
    const paid = await payNewOrder(staff);
    for (const slash of [true, false]) {
      const live = connect(staff, LOCATION, { userId: staff.userId, slash });
      const first = await live.next();
      expect(first.pending_orders.map((o: any) => o.id)).toContain(paid);
      expect(first.pending_orders[0]).toMatchObject({
        collected_by: staff.userId,
        location: LOCATION,
        order_name__name: 'N/A',
      });
    }
  });

  it('pushes a REST checkout to a subscriber', async () => {
    const live = connect(staff, LOCATION, { userId: staff.userId });
    await live.next();
    const other = await server.signIn('staff');
    const paid = await payNewOrder(other, [{ menu_item: 2, cup: 2 }], 5);
    const pushed = await live.next(
      queueShows(paid, { is_in_progress: false, order_name__name: 'Alicia Keys' }),
    );
    expect(
      pushed.pending_orders.find((o: any) => o.id === paid).order_items[0].order_item_name,
    ).toBe('Got So Much Soul');
  });

  it('pushes a channel message to a second subscriber and answers refusals with an error', async () => {
    const { paid, barista, watcher } = await startedByBarista();
    expect((await staff.get(`/api/orders/${paid}`)).body.is_in_progress).toBe(true);

    const mark = barista.messages.length;
    barista.send({ order_in_progress: true, order_id: paid });
    expect(await barista.next((m) => 'error' in m, mark)).toEqual({
      error: `${staff.email.split('@')[0]} already started this order.`,
      order_id: paid,
    });

    barista.send({ order_complete: true, order_id: paid });
    await watcher.next(queueShows(paid, { is_complete: true, is_in_progress: false }));

    const beforeDelete = barista.messages.length;
    barista.send({ delete_order: true, order_id: paid });
    expect(await barista.next((m) => 'error' in m, beforeDelete)).toEqual({
      error: 'You do not have permission to perform this action.',
      order_id: paid,
    });
    watcher.send({ delete_order: true, order_id: paid });
    await barista.next(
      (m) => m.pending_orders && !m.pending_orders.some((o: any) => o.id === paid),
      beforeDelete,
    );
    expect((await admin.get(`/api/orders/${paid}`)).status).toBe(404);
  });

  it('lets staff release, and recall a recently completed order, through the channel', async () => {
    const { paid, barista, watcher } = await startedByBarista();
    barista.send({ order_in_progress: false, order_id: paid });
    await watcher.next(queueShows(paid, { is_in_progress: false }), 1);
    barista.send({ order_complete: true, order_id: paid });
    await watcher.next(queueShows(paid, { is_complete: true }));
    const mark = watcher.messages.length;
    barista.send({ order_complete: false, order_id: paid });
    await watcher.next(queueShows(paid, { is_complete: false, completed_by: null }), mark);
  });

  it('answers invalid messages with an error and keeps the connection', async () => {
    const live = connect(staff, LOCATION, { userId: staff.userId });
    await live.next();
    live.send('not json');
    expect(await live.next((m) => 'error' in m)).toEqual({ error: 'Invalid message.' });
    live.send({ order_in_progress: 'yes', order_id: 1 });
    live.send({ order_id: -1, order_complete: true });
    // Messages are handled in order: the third error means both were refused.
    const errors = () => live.messages.filter((m) => 'error' in m).length;
    await live.next(() => errors() === 3);
    const mark = live.messages.length;
    live.send({ message: 'Order completed' });
    expect(await live.next((m) => 'pending_orders' in m, mark)).toHaveProperty('pending_orders');
    live.send({ order_in_progress: true, order_id: 999999 });
    expect(await live.next((m) => 'error' in m, mark)).toEqual({
      error: 'Order not found.',
      order_id: 999999,
    });
    const later = live.messages.length;
    live.send({ order_complete: true, order_id: 99999999999 });
    expect(await live.next((m) => 'error' in m, later)).toEqual({ error: 'Invalid message.' });
  });

  it("refuses orders of another location on a location's channel", async () => {
    const [elsewhere] = await server.database.db
      .insert(locations)
      .values({ name: 'Harbor Kiosk' })
      .returning();
    const paid = await payNewOrder(staff);
    const live = connect(staff, elsewhere.id, { userId: staff.userId });
    const first = await live.next();
    expect(first).toEqual({ pending_orders: [] });
    live.send({ order_in_progress: true, order_id: paid });
    expect(await live.next((m) => 'error' in m)).toEqual({
      error: 'Order not found.',
      order_id: paid,
    });
    expect((await staff.get(`/api/orders/${paid}`)).body.is_in_progress).toBe(false);
  });

  it('loads the queue once per change, not once per subscriber', async () => {
    const refreshCost = async (subscribers: number) => {
      const sockets = Array.from({ length: subscribers }, () =>
        connect(staff, LOCATION, { userId: staff.userId }),
      );
      await Promise.all(sockets.map((s) => s.next()));
      const marks = sockets.map((s) => s.messages.length);
      const before = server.database.queryCount();
      sockets[0].send({ message: 'Order completed' });
      await Promise.all(sockets.map((s, i) => s.next((m) => 'pending_orders' in m, marks[i])));
      const cost = server.database.queryCount() - before;
      await Promise.all(sockets.map((s) => s.close()));
      return cost;
    };
    expect(await refreshCost(4)).toBe(await refreshCost(1));
  });
});
