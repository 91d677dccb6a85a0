import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';
import type { SignedIn } from '../helpers/fixture';

const { server, staff, admin, sockets } = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
});

const RECALL_TOO_LATE = 'Only an admin can recall an order completed more than 10 minutes ago.';
const progress = (client: SignedIn, id: number, body: Record<string, unknown>) =>
  client.patch(`/api/orders/${id}/update-in-progress`, body);
const start = (client: SignedIn, id: number) => progress(client, id, { is_in_progress: true });
const finish = (client: SignedIn, id: number) =>
  progress(client, id, { is_in_progress: false, is_complete: true });
const recall = (client: SignedIn, id: number) =>
  progress(client, id, { is_in_progress: false, is_complete: false });
const prefix = (client: SignedIn) => client.email.split('@')[0];

/** A second staff member whose first name is `firstName`. */
async function baristaNamed(firstName: string) {
  const barista = await server.signIn('staff');
  await server.database.db.update(users).set({ firstName }).where(eq(users.id, barista.userId));
  return barista;
}

/** Moves the order's completion `minutes` into the past, as if that much time had gone by. */
const completedMinutesAgo = (id: number, minutes: number) =>
  server.database.db
    .update(orders)
    .set({ completedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, id));

const connect = (client: SignedIn) => {
  const live = LiveClient.connect(server.url, client, LOCATION, { userId: client.userId });
  sockets.push(live);
  return live;
};

describe('who started and who completed an order', () => {
  it('records the starter and the finisher, shows them in the queue, and clears them on the way back', async () => {
    const id = await payNewOrder(staff);
    const sam = await baristaNamed('Sam');
    const started = await start(sam, id);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      started_by: sam.userId,
      started_by_name: 'Sam',
      completed_by: null,
    });
    const queue = (await staff.get(`/api/pending-orders?location_id=${LOCATION}`)).body;
    expect(queue.find((o: { id: number }) => o.id === id)).toMatchObject({
      is_in_progress: true,
      started_by: sam.userId,
      started_by_name: 'Sam',
    });

    const released = await progress(sam, id, { is_in_progress: false });
    expect(released.body).toMatchObject({ started_by: null, started_by_name: null });

    await start(sam, id);
    const done = await finish(staff, id);
    expect(done.body).toMatchObject({ started_by: sam.userId, completed_by: staff.userId });

    const reopened = await recall(staff, id);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      is_complete: false,
      is_in_progress: false,
      completed_at: null,
      completed_by: null,
      started_at: null,
      started_by: null,
    });
  });

  it('makes the finisher the starter of an order finished without a start', async () => {
    const id = await payNewOrder(staff);
    const done = await finish(staff, id);
    expect(done.body).toMatchObject({
      started_by: staff.userId,
      started_by_name: prefix(staff),
      completed_by: staff.userId,
    });
    expect((await staff.get(`/api/orders/${id}`)).body).toMatchObject({
      started_by: staff.userId,
      completed_by: staff.userId,
    });
  });

  it('refuses a second start naming the first barista (HTTP 409)', async () => {
    const id = await payNewOrder(staff);
    const sam = await baristaNamed('Sam');
    expect((await start(sam, id)).status).toBe(200);
    const second = await start(staff, id);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'Sam already started this order.' });
    // Without a first name the part of the email before @ names the barista.
    const other = await payNewOrder(staff);
    await start(staff, other);
    expect((await start(sam, other)).body.message).toBe(
      `${prefix(staff)} already started this order.`,
    );
  });

  it('sets the starter over the live channel and answers a second start to its sender only', async () => {
    const id = await payNewOrder(staff);
    const sam = await baristaNamed('Sam');
    const first = connect(sam);
    const second = connect(staff);
    await first.next();
    await second.next();
    first.send({ order_in_progress: true, order_id: id });
    await second.next(queueShows(id, { started_by: sam.userId, started_by_name: 'Sam' }));
    const mark = first.messages.length;
    second.send({ order_in_progress: true, order_id: id });
    expect(await second.next((m) => 'error' in m)).toEqual({
      error: 'Sam already started this order.',
      order_id: id,
    });
    // The first barista's socket gets no error (the reply goes to the sender only).
    first.send({ order_complete: true, order_id: id });
    await first.next(queueShows(id, { is_complete: true, completed_by: sam.userId }), mark);
    expect(first.messages.slice(mark).some((m) => 'error' in m)).toBe(false);
  });
});

describe('recall of a completed order', () => {
  it('lets staff recall within 10 minutes of completion, and refuses them after (403)', async () => {
    const id = await payNewOrder(staff);
    await finish(staff, id);
    await completedMinutesAgo(id, 9);
    expect((await recall(staff, id)).status).toBe(200);

    await finish(staff, id);
    await completedMinutesAgo(id, 11);
    const late = await recall(staff, id);
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ message: RECALL_TOO_LATE });
    expect((await staff.get(`/api/orders/${id}`)).body.is_complete).toBe(true);
    // The partial update takes the same rule.
    expect((await staff.patch(`/api/orders/${id}/`, { is_complete: false })).status).toBe(403);

    const byAdmin = await recall(admin, id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ is_complete: false, completed_by: null });
  });

  it('refuses a late recall on the live channel with the same message', async () => {
    const id = await payNewOrder(staff);
    await finish(staff, id);
    await completedMinutesAgo(id, 60);
    const live = connect(staff);
    await live.next();
    live.send({ order_complete: false, order_id: id });
    expect(await live.next((m) => 'error' in m)).toEqual({ error: RECALL_TOO_LATE, order_id: id });
    const watcher = connect(admin);
    await watcher.next();
    const mark = watcher.messages.length;
    watcher.send({ order_complete: false, order_id: id });
    await watcher.next(queueShows(id, { is_complete: false }), mark);
  });

  it('still says an order that is not complete cannot be recalled (409)', async () => {
    const id = await payNewOrder(staff);
    const answer = await staff.patch(`/api/orders/${id}/`, { is_complete: false });
    expect(answer.status).toBe(409);
  });
});
