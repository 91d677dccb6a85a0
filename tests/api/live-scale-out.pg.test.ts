import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTwoServers } from '../helpers/fixture';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { selectRows } from '../../src/server/db/select-rows';

// PostgreSQL only (*.pg.test.ts): two server instances on different ports share one database;
// a queue change on one reaches the live subscribers of the other through LISTEN/NOTIFY.

const { a, b, databases, sockets } = useTwoServers();

// Each instance LISTENs on one connection for all its channels (queue, user access, catalogue).
const LISTENERS = 2;

const listenerPids = async (): Promise<number[]> => {
  const rows = await selectRows<{ pid: number }>(
    databases[0].db,
    sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
  );
  return rows.map((r) => r.pid);
};

async function subscribeOnB() {
  const barista = await b.signIn('staff');
  const live = LiveClient.connect(b.url, barista, LOCATION, { userId: barista.userId });
  sockets.push(live);
  await live.next();
  return live;
}

describe('scale-out on PostgreSQL', () => {
  it('runs two instances on different ports', () => {
    expect(a.port).not.toBe(b.port);
  });

  it('pushes a checkout on instance A to a subscriber of instance B', async () => {
    const live = await subscribeOnB();
    const cashier = await a.signIn('staff');
    const paid = await payNewOrder(cashier);
    const pushed = await live.next(queueShows(paid, { is_in_progress: false }));
    expect(pushed.pending_orders.find((o: any) => o.id === paid).collected_by).toBe(cashier.userId);
    // A start on A reaches B too.
    expect(
      (await cashier.patch(`/api/orders/${paid}/update-in-progress`, { is_in_progress: true }))
        .status,
    ).toBe(200);
    await live.next(queueShows(paid, { is_in_progress: true }));
  });

  it('re-establishes a dropped LISTEN connection', async () => {
    const live = await subscribeOnB();
    const dropped = await listenerPids();
    expect(dropped).toHaveLength(LISTENERS);
    await databases[0].db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(
        dropped.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
    const deadline = Date.now() + 10_000;
    let current: number[] = [];
    while (Date.now() < deadline) {
      current = (await listenerPids()).filter((pid) => !dropped.includes(pid));
      if (current.length === LISTENERS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(current).toHaveLength(LISTENERS);

    const cashier = await a.signIn('staff');
    const paid = await payNewOrder(cashier, [{ menu_item: 3, cup: 2 }]);
    await live.next(queueShows(paid));
  });
});
