import { describe, expect, it } from 'vitest';
import { payNewOrder } from '../helpers/orders';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

// Issue 13: GET /api/order-names/autocomplete?location=ID marks the names that a paid, not
// completed order of that location carries (the live queue), in a constant number of queries.

const { server, staff, admin } = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
  config: NO_BACKGROUND_WORK,
});

type Choice = { id: number; name: string; in_use?: boolean };
const autocomplete = async (query: string, client = staff) => {
  const res = await client.get(`/api/order-names/autocomplete?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as Choice[];
};
const inUse = (results: Choice[]) => results.filter((r) => r.in_use).map((r) => r.id);

describe('in_use on order names', () => {
  it('is absent without a location, as before', async () => {
    const results = await autocomplete('q=');
    expect(results.length).toBeGreaterThan(10);
    for (const r of results) expect(Object.keys(r).sort()).toEqual(['id', 'name']);
  });

  it('marks names of paid, not completed orders of the location only', async () => {
    const second = await admin.post('/api/locations', { name: 'Second shop' });
    expect(second.status).toBe(201);
    const [names] = [await autocomplete('q=')];
    const [a, b, c] = names;
    expect(inUse(await autocomplete('location=1'))).toEqual([]);

    await payNewOrder(staff, [{ menu_item: 1, cup: 1 }], a.id);
    const started = await payNewOrder(staff, [{ menu_item: 2, cup: 1 }], b.id);
    const done = await payNewOrder(staff, [{ menu_item: 3, cup: 1 }], c.id);
    const move = (id: number, body: object) =>
      staff.patch(`/api/orders/${id}/update-in-progress`, body);
    expect((await move(started, { is_in_progress: true, is_complete: false })).status).toBe(200);
    expect((await move(done, { is_in_progress: false, is_complete: true })).status).toBe(200);

    const here = await autocomplete('location=1');
    expect(here.map((r) => r.name)).toEqual(names.map((r) => r.name));
    expect(inUse(here)).toEqual([a.id, b.id]);
    expect(here.every((r) => typeof r.in_use === 'boolean')).toBe(true);
    expect(inUse(await autocomplete(`location=${second.body.id}`))).toEqual([]);
    // The search still applies, and a name waiting twice is still one result.
    await payNewOrder(staff, [{ menu_item: 1, cup: 1 }], a.id);
    expect(await autocomplete(`location=1&q=${encodeURIComponent(a.name)}`)).toContainEqual({
      id: a.id,
      name: a.name,
      in_use: true,
    });
    // The cached answer without a location is not changed by the queue.
    for (const r of await autocomplete('q=')) expect(r.in_use).toBeUndefined();
  });

  it('follows the queue at once: completing the order frees the name', async () => {
    const names = await autocomplete('q=');
    const name = names[5];
    const order = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }], name.id);
    expect(inUse(await autocomplete('location=1'))).toContain(name.id);
    const finish = await staff.patch(`/api/orders/${order}/update-in-progress`, {
      is_in_progress: false,
      is_complete: true,
    });
    expect(finish.status).toBe(200);
    expect(inUse(await autocomplete('location=1'))).not.toContain(name.id);
  });

  it('reads the names in one query whatever the queue holds', async () => {
    const statements = async () => {
      const seen: string[] = [];
      const stop = server.database.onStatement((q) => seen.push(q));
      try {
        await autocomplete('location=1');
      } finally {
        stop();
      }
      return seen.filter((q) => /order_names/i.test(q)).length;
    };
    const before = await statements();
    await payNewOrder(staff, [{ menu_item: 4, cup: 1 }], 9);
    await payNewOrder(staff, [{ menu_item: 5, cup: 1 }], 10);
    expect(before).toBe(1);
    expect(await statements()).toBe(before);
  });

  it('refuses a bad location with 400 and a location the user may not use with 403', async () => {
    expect((await staff.get('/api/order-names/autocomplete?location=abc')).status).toBe(400);
    const other = await admin.post('/api/locations', { name: 'Third shop' });
    const assigned = await server.signIn('staff');
    const set = await admin.patch(`/api/users/${assigned.userId}`, {
      locations: [other.body.id],
    });
    expect(set.status).toBe(200);
    expect((await assigned.get('/api/order-names/autocomplete?location=1')).status).toBe(403);
    expect(
      (await assigned.get(`/api/order-names/autocomplete?location=${other.body.id}`)).status,
    ).toBe(200);
    expect((await server.client().get('/api/order-names/autocomplete?location=1')).status).toBe(
      401,
    );
  });
});
