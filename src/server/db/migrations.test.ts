import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './client';
import { pgliteExtensions } from './pglite-extensions';

// Applies the committed migration files one by one, with old-shape data in between, to check that
// each migration carries existing rows over.
const folder = join(projectRoot(), 'drizzle');
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const db = new PGlite({ extensions: pgliteExtensions });
afterAll(() => db.close());

async function migrateThrough(tag: string, from = 0, database = db): Promise<number> {
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(from);
  for (const entry of journal.entries.slice(from, last + 1)) {
    const sql = readFileSync(join(folder, `${entry.tag}.sql`), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await database.exec(statement);
  }
  return last + 1;
}

// Starting PGlite (WebAssembly) alone can take seconds on a busy 2-core machine.
describe('migrations', { timeout: 60_000 }, () => {
  it('give existing order items the soda and name they were rung up with', async () => {
    const next = await migrateThrough('0001_names_unique_ignoring_case');
    await db.exec(`
      insert into sodas (id, name) values (1, 'Coke'), (2, 'Sprite');
      insert into menu_items (id, name, soda_id) values (1, 'Dirty Coke', 1);
      insert into cups (id, size, price_cents, conversion_factor) values (1, 16, 350, 1);
      insert into users (id, email, password_hash) values (1, 'cashier@example.com', 'x');
      insert into locations (id, name) values (1, 'Main Street');
      insert into orders (id, collected_by, location_id) values (1, 1, 1);
      insert into order_items (id, order_id, menu_item_id, cup_id, custom_soda_id, price_cents)
        values (1, 1, 1, 1, null, 500), (2, 1, 1, 1, 2, 600), (3, 1, null, 1, 2, 400);
    `);

    await migrateThrough(journal.entries[journal.entries.length - 1].tag, next);

    const { rows } = await db.query(
      'select id, soda_id, menu_item_name from order_items order by id',
    );
    expect(rows).toEqual([
      { id: 1, soda_id: 1, menu_item_name: 'Dirty Coke' },
      { id: 2, soda_id: 2, menu_item_name: 'Dirty Coke' },
      { id: 3, soda_id: 2, menu_item_name: null },
    ]);
    await expect(
      db.exec('insert into order_items (order_id, cup_id, price_cents) values (1, 1, 100)'),
    ).rejects.toThrow(/soda_id/);
  });
});

describe('migration 0007 (money at the counter)', { timeout: 60_000 }, () => {
  const old = new PGlite();
  afterAll(() => old.close());

  it('gives paid orders their figures as paid in cash, without tax or tip', async () => {
    const next = await migrateThrough('0006_rush_and_sold_out', 0, old);
    await old.exec(`
      insert into sodas (id, name) values (1, 'Coke');
      insert into cups (id, size, price_cents, conversion_factor) values (1, 16, 350, 1);
      insert into users (id, email, password_hash) values (1, 'cashier@example.com', 'x');
      insert into locations (id, name) values (1, 'Main Street');
      insert into orders (id, collected_by, location_id, is_paid, paid_amount_cents, paid_at)
        values (1, 1, 1, true, 990, now()), (2, 1, 1, false, null, null);
      insert into order_items (order_id, cup_id, soda_id, price_cents)
        values (1, 1, 1, 500), (1, 1, 1, 600), (2, 1, 1, 450);
    `);

    await migrateThrough('0007_money_at_the_counter', next, old);

    const { rows } = await old.query(
      `select id, subtotal_cents, discount_cents, tax_cents, tip_cents, payment_method,
        cash_tendered_cents, change_due_cents, drawer_id from orders order by id`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        subtotal_cents: 1100,
        discount_cents: 110,
        tax_cents: 0,
        tip_cents: 0,
        payment_method: 'cash',
        cash_tendered_cents: 990,
        change_due_cents: 0,
        drawer_id: null,
      },
      {
        id: 2,
        subtotal_cents: null,
        discount_cents: null,
        tax_cents: null,
        tip_cents: null,
        payment_method: null,
        cash_tendered_cents: null,
        change_due_cents: null,
        drawer_id: null,
      },
    ]);
    const { rows: taxes } = await old.query('select tax_rate_thousandths from locations');
    expect(taxes).toEqual([{ tax_rate_thousandths: 0 }]);
  });
});

describe('migration 0023 (channel rollups)', { timeout: 60_000 }, () => {
  const old = new PGlite({ extensions: pgliteExtensions });
  afterAll(() => old.close());

  it('counts every earlier sale, folded or still pending, at the counter, as the rebuild does', async () => {
    const next = await migrateThrough('0022_online_order_keys', 0, old);
    await old.exec(`
      insert into sodas (id, name) values (1, 'Coke');
      insert into cups (id, size, price_cents, conversion_factor) values (1, 16, 350, 1);
      insert into users (id, email, password_hash) values (1, 'cashier@example.com', 'x');
      insert into locations (id, name, time_zone) values (1, 'Main Street', 'America/Denver');
      insert into orders (id, collected_by, location_id, is_paid, paid_at, paid_amount_cents,
          subtotal_cents, discount_cents, tax_cents, tip_cents, payment_method, item_count)
        values (1, 1, 1, true, '2026-03-01 18:00Z', 600, 500, 0, 50, 50, 'card', 1);
      insert into order_items (order_id, cup_id, soda_id, price_cents) values (1, 1, 1, 500);
    `);
    await old.exec('select fold_sales_rollups()');
    await old.exec(`
      insert into orders (id, collected_by, location_id, is_paid, paid_at, paid_amount_cents,
          subtotal_cents, discount_cents, tax_cents, tip_cents, payment_method, item_count)
        values (2, 1, 1, true, '2026-03-02 18:00Z', 350, 350, 0, 0, 0, 'cash', 1);
      insert into order_items (order_id, cup_id, soda_id, price_cents) values (2, 1, 1, 350);
    `);

    await migrateThrough('0023_channel_rollups', next, old);

    const channelRows = `select grain, period::text, key, orders, gross, tax, tips
      from sales_rollups where dimension = 'channel' order by grain, period`;
    const migrated = (await old.query(channelRows)).rows;
    expect(migrated).toEqual([
      {
        grain: 'day',
        period: '2026-03-01 00:00:00',
        key: 'counter',
        orders: 1,
        gross: 500,
        tax: 50,
        tips: 50,
      },
      {
        grain: 'day',
        period: '2026-03-02 00:00:00',
        key: 'counter',
        orders: 1,
        gross: 350,
        tax: 0,
        tips: 0,
      },
      {
        grain: 'month',
        period: '2026-03-01 00:00:00',
        key: 'counter',
        orders: 2,
        gross: 850,
        tax: 50,
        tips: 50,
      },
    ]);
    await old.exec('select rebuild_sales_rollups(null)');
    expect((await old.query(channelRows)).rows).toEqual(migrated);
  });
});

describe('migration 0026 (rollup cost)', { timeout: 60_000 }, () => {
  const old = new PGlite({ extensions: pgliteExtensions });
  afterAll(() => old.close());

  // A drink of 3 pumps at $0.1234 and a cup at $0.085: $0.4552, 46 cents.
  const sell = (id: number, paidAt: string) => `
    insert into orders (id, collected_by, location_id, is_paid, paid_at, paid_amount_cents,
        subtotal_cents, discount_cents, tax_cents, tip_cents, payment_method, item_count)
      values (${id}, 1, 1, true, '${paidAt}', 500, 500, 0, 0, 0, 'cash', 1);
    insert into order_items (id, order_id, cup_id, soda_id, price_cents)
      values (${id}, ${id}, 1, 1, 500);
    insert into order_item_flavors (order_item_id, flavor_id, quantity) values (${id}, 1, 3);`;

  it('counts the costs of the sales since 0025, folded or still pending, as the rebuild does', async () => {
    const next = await migrateThrough('0025_stock_and_cost', 0, old);
    await old.exec(`
      insert into sodas (id, name) values (1, 'Coke');
      insert into cups (id, size, price_cents, conversion_factor) values (1, 16, 350, 1);
      insert into flavor_groups (id, name, uom, price_cents) values (1, 'Syrup', 'pump', 15);
      insert into flavors (id, name, flavor_group_id) values (1, 'Vanilla', 1);
      insert into users (id, email, password_hash) values (1, 'cashier@example.com', 'x');
      insert into locations (id, name, time_zone) values (1, 'Main Street', 'America/Denver');
      insert into stock_levels (location_id, kind, item_id, unit_cost)
        values (1, 'flavor', 1, 0.1234), (1, 'cup', 1, 0.085);
    `);
    await old.exec(sell(1, '2026-03-01 18:00Z'));
    await old.exec('select fold_sales_rollups()');
    await old.exec(sell(2, '2026-03-02 18:00Z'));

    await migrateThrough('0026_rollup_cost', next, old);

    const costs = `select dimension, grain, period::text, key, cost from sales_rollups
      where grain <> 'hour' order by 1, 2, 3, 4`;
    const migrated = (await old.query<{ dimension: string; cost: number }>(costs)).rows;
    const byDimension = (dimension: string) =>
      migrated.filter((row) => row.dimension === dimension).map((row) => Number(row.cost));
    for (const dimension of ['item', 'soda', 'cup', 'flavor', 'drinks']) {
      expect(byDimension(dimension), dimension).toEqual([46, 46, 92]);
    }
    expect(byDimension('sales')).toEqual([0, 0, 0]);
    // A sale after the migration adds its cost through the new functions.
    await old.exec(sell(3, '2026-03-02 19:00Z'));
    await old.exec('select fold_sales_rollups()');
    const afterSale = (await old.query<{ dimension: string; cost: number }>(costs)).rows;
    const items = afterSale.filter((row) => row.dimension === 'item').map((row) => row.cost);
    expect(items.map(Number)).toEqual([46, 92, 138]);
    await old.exec('select rebuild_sales_rollups(null)');
    expect((await old.query(costs)).rows).toEqual(afterSale);
  });
});
