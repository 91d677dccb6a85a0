import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { offlineSale, sync, syncedCount } from '../helpers/sync';

// Issue 29: a till that resends an offline sale while an earlier send is still in flight. On
// PostgreSQL the transactions really overlap; the unique client_id keeps one order.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

describe('concurrent sends of one offline sale', () => {
  it('create exactly one order: one 201, every other send a 200 with that order', async () => {
    for (let round = 0; round < 3; round++) {
      const body = offlineSale({ tip: 1, paid_amount: 6, cash_tendered: 10 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => sync(staff, body)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([
        ...Array(19).fill(200),
        201,
      ]);
      const ids = new Set(answers.map((res) => res.body.id));
      expect(ids.size).toBe(1);
      expect(answers.every((res) => res.body.total === 6)).toBe(true);
      expect(await syncedCount(server.database, body.client_id as string)).toBe(1);
    }
  });
});
