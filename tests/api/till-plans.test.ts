/**
 * A pooled connection keeps a prepared statement for its whole life, and after a few runs its plan
 * is the generic one, made without the parameters' values. The till's adds must then still find
 * the open cart by its index: a generic plan that scans orders costs every new cart a read of the
 * whole history. Each add is prepared here with the generic plan forced, over a shop with history.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { preparedAdds, type ItemValues } from '../../src/server/cart/cart-writes';
import { selectRows } from '../../src/server/db';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';

const { server } = useTestServer({ seed: true, signIn: ['staff'] });

const VALUES: ItemValues = {
  orderId: 1,
  userId: 1,
  locationId: LOCATION,
  menuItemId: 1,
  cupId: 1,
  customSodaId: null,
  sodaId: 1,
  menuItemName: 'Coco Butter Kisses',
  lowSugar: false,
  note: '',
  flatOrSparkling: null,
  priceCents: 500,
  flavorIds: [30],
  quantities: ['2'],
  keyUserId: null,
  key: null,
  route: null,
  requestHash: null,
  status: null,
  body: null,
};

const literal = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
};

/** The statement's generic plan, as EXPLAIN prints it. */
async function genericPlan(name: string, statement: { sql: string; params: unknown[] }) {
  return server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${statement.sql}`));
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      tx,
      sql.raw(`explain execute ${name}(${statement.params.map(literal).join(', ')})`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it("finds the till's open cart by its index under a generic plan", async () => {
  await server.database.db.execute(sql`
    insert into orders (collected_by, location_id, is_paid, paid_amount_cents, paid_at)
    select (select min(id) from users), ${LOCATION}, true, 500, now() - g * interval '1 minute'
    from generate_series(1, 5000) g`);
  await server.database.db.execute(sql`analyze orders`);
  for (const [name, add] of Object.entries(preparedAdds)) {
    const plan = await genericPlan(`till_${name}`, add(VALUES));
    expect(plan, name).toContain('orders_one_cart');
    expect(plan, name).not.toMatch(/Seq Scan on orders\b/);
  }
});
