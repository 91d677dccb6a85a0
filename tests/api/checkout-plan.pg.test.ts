import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkoutReadQuery } from '../../src/server/checkout/pay-in-one-write';
import { checkoutSchema } from '../../src/shared/order-schemas';
import { useTestServer } from '../helpers/fixture';
import { addItem } from '../helpers/orders';

// The usual checkout's read is prepared on each connection and must keep one plan (decision 046).
// PostgreSQL plans a prepared statement again at every run while a plan made for the values at hand
// looks cheaper than the kept one: once ANALYZE had seen a cart of many drinks, the kept plan's
// estimate for the drinks' sub-select exceeded that of the first plans (made on small tables), and
// every checkout after that paid for planning the read again.

const { server } = useTestServer({ seed: true });

const shapes = {
  'a list name by id': { order_name: '2' },
  'a list name by its spelling': { order_name: 'Refresher' },
  'a typed name': { order_name_text: 'refresher' },
  'a discount': { order_name: '2', discount: 2 },
};

type Fields = (typeof shapes)[keyof typeof shapes];

async function connected<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.testDb.location });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new cart of one drink (a staff member's first), and the read of its checkout with these fields. */
async function readOfNewCart(fields: Fields) {
  const added = await addItem(await server.signIn('staff'), { menu_item: 1, cup: 1 });
  expect(added.status).toBe(201);
  const orderId: number = added.body.order__id;
  const body = checkoutSchema.parse({ paid_amount: 5, ...fields });
  const { sql: text, params } = checkoutReadQuery(orderId, body);
  return { orderId, read: { name: 'checkout-read', text, values: params } };
}

/** How often this connection planned the read: once kept (generic) or for the values (custom). */
async function planCounts(client: pg.Client) {
  const { rows } = await client.query<{ generic: number; custom: number }>(
    `select generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements where name = 'checkout-read'`,
  );
  return rows[0];
}

describe('the checkout read keeps one plan on PostgreSQL', () => {
  it.each(Object.entries(shapes))('with %s', async (_shape, fields) => {
    const { read } = await readOfNewCart(fields);
    await connected(async (client) => {
      for (let run = 0; run < 8; run++) {
        const { rows } = await client.query(read);
        expect(rows).toHaveLength(1);
        expect(rows[0].orderNameId === null).toBe(false);
        expect(rows[0].items).toEqual([{ priceCents: 500, cupId: 1 }]);
      }
      expect((await planCounts(client)).generic).toBeGreaterThan(0);
    });
  });

  it('and keeps it after ANALYZE has seen a cart of 3,000 drinks', async () => {
    const { orderId, read } = await readOfNewCart(shapes['a list name by id']);
    await connected(async (client) => {
      for (let run = 0; run < 6; run++) await client.query(read);
      const before = await planCounts(client);
      await client.query(
        `insert into order_items (order_id, menu_item_id, cup_id, soda_id, price_cents)
          select order_id, menu_item_id, cup_id, soda_id, price_cents
          from order_items, generate_series(1, 3000) where order_id = $1`,
        [orderId],
      );
      await client.query('analyze order_items');
      for (let run = 0; run < 10; run++) {
        const { rows } = await client.query(read);
        expect(rows[0].items).toHaveLength(3001);
      }
      const after = await planCounts(client);
      expect(after.custom).toBe(before.custom);
      expect(after.generic).toBe(before.generic + 10);
    });
  });

  it('finds the call-out name by key among 2,000 names, whichever way it is given', async () => {
    await connected(async (client) => {
      await client.query(
        `insert into order_names (name) select 'Guest ' || n from generate_series(1, 2000) n`,
      );
      await client.query('analyze order_names');
    });
    const reads: pg.QueryConfig[] = [];
    for (const fields of Object.values(shapes)) reads.push((await readOfNewCart(fields)).read);
    await connected(async (client) => {
      await client.query('begin');
      for (const read of reads) {
        for (let run = 0; run < 3; run++) {
          const { rows } = await client.query(read);
          expect(rows[0].orderNameId === null).toBe(false);
        }
      }
      // This transaction's own scans of the names, counted before the transaction ends.
      const { rows } = await client.query<{ seq: number; idx: number }>(
        `select seq_scan::int as seq, idx_scan::int as idx
          from pg_stat_xact_user_tables where relname = 'order_names'`,
      );
      await client.query('rollback');
      expect(rows[0]).toEqual({ seq: 0, idx: expect.any(Number) });
      expect(rows[0].idx).toBeGreaterThanOrEqual(reads.length * 3);
    });
  });
});
