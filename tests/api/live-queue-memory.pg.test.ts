import { describe, expect, it } from 'vitest';
import { QUEUE_LIMIT } from '../../src/shared/order-types';
import { useTwoServers } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { LiveClient, queueShows, subscribe as subscribeTo } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';

// PostgreSQL only (*.pg.test.ts): each instance keeps the queue of a location with subscribers in
// memory and updates it from the notifications naming one order, so its pushes must keep equal to
// what GET /api/pending-orders reads, whichever instance made the change.

const { a, b, databases, sockets } = useTwoServers();

type Client = ApiClient & { userId: number };

/** A small seeded generator, so that a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state ^= state >>> 13;
    return (state >>> 0) % n;
  };
}

/** Waits until the last queue `live` received equals the queue GET reads now. */
async function pushedEqualsRead(live: LiveClient, reader: Client, step: string) {
  const read = await reader.get(`/api/pending-orders?location_id=${LOCATION}`);
  expect(read.status).toBe(200);
  const deadline = Date.now() + 5000;
  for (;;) {
    const last = live.messages.findLast((m) => Array.isArray(m.pending_orders));
    if (JSON.stringify(last?.pending_orders) === JSON.stringify(read.body)) return;
    if (Date.now() > deadline)
      expect(
        last?.pending_orders.map((o: any) => o.id),
        step,
      ).toEqual(read.body.map((o: any) => o.id));
    const count = live.messages.length;
    await live.next(() => true, count, 200).catch(() => {});
  }
}

const subscribe = (url: string, user: Client) => subscribeTo(url, user, sockets);

describe('the queue kept in memory', () => {
  it('re-reads the changed order, not the whole queue, on a change', async () => {
    const staffA = await a.signIn('staff');
    const staffB = await b.signIn('staff');
    const live = await subscribe(b.url, staffB);
    const statements: string[] = [];
    const stop = databases[1].onStatement((query) => statements.push(query));
    try {
      const paid = await payNewOrder(staffA);
      await live.next(queueShows(paid, { is_in_progress: false }));
    } finally {
      stop();
    }
    // B's own statements: the changed order by id, never the queue's two halves.
    expect(statements.some((q) => /union all/i.test(q))).toBe(false);
    expect(statements.some((q) => /"orders"\."id" = any\(\$1::int\[\]\)/i.test(q))).toBe(true);
  });

  it('pushes what GET reads after every step of random queue changes on either instance', async () => {
    const seed = Number(process.env.QUEUE_SEED ?? Date.now() % 100_000);
    const pick = random(seed);
    const staff = [await a.signIn('staff'), await b.signIn('staff')];
    const admins = [await a.signIn('admin'), await b.signIn('admin')];
    const onA = await subscribe(a.url, staff[0]);
    const onB = await subscribe(b.url, staff[1]);
    const collector = new Map<number, Client>();
    type State = 'queued' | 'in_progress' | 'complete';
    const state = new Map<number, State>();
    const any = (wanted: State[]) => {
      const ids = [...state].filter(([, s]) => wanted.includes(s)).map(([id]) => id);
      return ids.length ? ids[pick(ids.length)] : undefined;
    };
    const progress = (id: number, is_in_progress: boolean, is_complete: boolean) =>
      admins[pick(2)].patch(`/api/orders/${id}/update-in-progress`, {
        is_in_progress,
        is_complete,
      });

    // More waiting and more completed orders than an instance keeps of each half.
    const checkout = async () => {
      const who = staff[pick(2)];
      const id = await payNewOrder(who, [{ menu_item: 1 + pick(3), cup: 1 + pick(2) }]);
      collector.set(id, who);
      state.set(id, 'queued');
      return `checkout ${id}`;
    };
    for (let i = 0; i < 3 * QUEUE_LIMIT; i++) await checkout();
    /** A step moving an order in one of the `from` states to `to` through the queue's PATCH. */
    const move =
      (name: string, from: State[], to: State, is_in_progress: boolean, is_complete: boolean) =>
      async () => {
        const id = any(from);
        if (id === undefined) return null;
        expect((await progress(id, is_in_progress, is_complete)).status).toBe(200);
        state.set(id, to);
        return `${name} ${id}`;
      };
    // Completing is listed twice, so it is twice as likely as any other step.
    const complete = move('complete', ['queued', 'in_progress'], 'complete', false, true);
    const steps: (() => Promise<string | null>)[] = [
      checkout,
      move('start', ['queued'], 'in_progress', true, false),
      move('release', ['in_progress'], 'queued', false, false),
      complete,
      complete,
      move('reopen', ['complete'], 'queued', false, false),
      async () => {
        const id = any(['queued', 'in_progress', 'complete']);
        if (id === undefined) return null;
        expect((await admins[pick(2)].delete(`/api/orders/${id}`)).status).toBe(204);
        state.delete(id);
        return `delete ${id}`;
      },
      async () => {
        const id = any(['queued', 'in_progress', 'complete']);
        if (id === undefined) return null;
        const res = await collector
          .get(id)!
          .patch(`/api/orders/${id}`, { order_name: 1 + pick(3) });
        expect(res.status).toBe(200);
        return `rename ${id}`;
      },
    ];
    const done: string[] = [];
    for (let i = 0; i < 120; i++) {
      const step = await steps[pick(steps.length)]();
      if (!step) continue;
      done.push(step);
      const context = `seed ${seed}, after ${done.slice(-5).join(', ')}`;
      await pushedEqualsRead(onA, staff[0], `A: ${context}`);
      await pushedEqualsRead(onB, staff[1], `B: ${context}`);
    }
  });
});
