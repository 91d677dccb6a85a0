import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkoutReadQuery } from '../../src/server/checkout/pay-in-one-write';
import { checkoutSchema } from '../../src/shared/order-schemas';
import { useTestServer } from '../helpers/fixture';
import { addItem } from '../helpers/orders';

// The usual checkout's read is prepared on each connection. PostgreSQL keeps one plan for it only
// while a plan made for the values at hand does not look cheaper; a null value always does (the
// planner folds `id = null` away), and then every checkout paid for planning it again.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

const shapes = {
  'a list name by id': { order_name: '2' },
  'a list name by its spelling': { order_name: 'Refresher' },
  'a typed name': { order_name_text: 'refresher' },
  'a discount': { order_name: '2', discount: 2 },
};

describe('the checkout read keeps one plan on PostgreSQL', () => {
  it.each(Object.entries(shapes))('with %s', async (_shape, fields) => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    expect(added.status).toBe(201);
    const body = checkoutSchema.parse({ paid_amount: 5, ...fields });
    const { sql: text, params } = checkoutReadQuery(added.body.order__id, body);
    const client = new pg.Client({ connectionString: server.testDb.location });
    await client.connect();
    try {
      for (let run = 0; run < 8; run++) {
        const { rows } = await client.query({ name: 'checkout-read', text, values: params });
        expect(rows).toHaveLength(1);
        expect(rows[0].orderNameId === null).toBe(false);
      }
      const { rows } = await client.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where name = 'checkout-read'`,
      );
      expect(rows[0].generic).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
