import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';

// Issue 15, first part: shops keep a time zone, and the order history lists paid orders by the
// shop's local days, newest first, a page at a time.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
let locationName: string;
let otherShop: number;
let elsewhere: SignedIn;
const ids: Record<'lateNight' | 'afterMidnight' | 'noon' | 'elsewhere', number> = {
  lateNight: 0,
  afterMidnight: 0,
  noon: 0,
  elsewhere: 0,
};

const setPaidAt = (id: number, iso: string) =>
  server.database.db
    .update(orders)
    .set({ paidAt: new Date(iso) })
    .where(inArray(orders.id, [id]));

beforeAll(async () => {
  locationName = (await staff.get(`/api/locations/${LOCATION}`)).body.name;
  const zone = await admin.put(`/api/locations/${LOCATION}`, {
    name: locationName,
    time_zone: 'america/denver',
  });
  expect(zone.status).toBe(200);
  otherShop = (await admin.post('/api/locations', { name: 'History Other Shop' })).body.id;
  elsewhere = await server.signIn('staff');
  await admin.patch(`/api/users/${elsewhere.userId}`, { locations: [otherShop] });

  // Denver is UTC-6 in March 2026 (summer time from March 8): 05:30Z is 23:30 on the 9th there,
  // 06:30Z is 00:30 on the 10th, though both are March 10 in UTC.
  ids.lateNight = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }], 10);
  await setPaidAt(ids.lateNight, '2026-03-10T05:30:00Z');
  ids.afterMidnight = await payNewOrder(staff, [{ menu_item: 2, cup: 1 }], 11);
  await setPaidAt(ids.afterMidnight, '2026-03-10T06:30:00Z');
  ids.noon = await payNewOrder(
    staff,
    [
      { menu_item: 1, cup: 2 },
      { menu_item: 3, cup: 1 },
    ],
    12,
  );
  await setPaidAt(ids.noon, '2026-03-10T18:00:00Z');
  ids.elsewhere = await payNewOrder(elsewhere, [
    { menu_item: 1, cup: 1, order__location: otherShop },
  ]);
  await setPaidAt(ids.elsewhere, '2026-03-10T12:00:00Z');
});

const history = (client: SignedIn, query: string) => client.get(`/api/orders?${query}`);
const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('locations keep a time zone', () => {
  it('stores the IANA name as spelled by the runtime and refuses unknown ones', async () => {
    expect((await staff.get(`/api/locations/${LOCATION}`)).body.time_zone).toBe('America/Denver');
    for (const time_zone of ['Mars/Olympus', '', 42, null]) {
      const res = await admin.put(`/api/locations/${LOCATION}`, { name: locationName, time_zone });
      expect(res.status, String(time_zone)).toBe(400);
      expect(res.body.time_zone, String(time_zone)).toEqual([
        'Enter a time zone such as America/Denver',
      ]);
    }
    expect((await staff.get(`/api/locations/${LOCATION}`)).body.time_zone).toBe('America/Denver');
  });
});

describe('GET /api/orders', () => {
  it('lists paid orders newest first with their figures', async () => {
    const res = await history(staff, `location=${LOCATION}&from=2026-03-09&to=2026-03-10`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.noon, ids.afterMidnight, ids.lateNight]);
    expect(res.body.count).toBe(3);
    expect(res.body.results[0]).toMatchObject({
      id: ids.noon,
      location: LOCATION,
      location_name: locationName,
      collected_by: staff.userId,
      paid_at: '2026-03-10T18:00:00.000Z',
      items_count: 2,
      payment_method: 'cash',
      status: 'paid',
    });
    expect(res.body.results[0].order_name).toEqual(expect.any(String));
    expect(res.body.results[0].total).toBeGreaterThan(0);
  });

  it("reads dates as the shop's local days, across midnight", async () => {
    const ninth = await history(staff, `location=${LOCATION}&from=2026-03-09&to=2026-03-09`);
    expect(idsOf(ninth.body)).toEqual([ids.lateNight]);
    const tenth = await history(staff, `location=${LOCATION}&from=2026-03-10&to=2026-03-10`);
    expect(idsOf(tenth.body)).toEqual([ids.noon, ids.afterMidnight]);
    const fromTenth = await history(staff, `location=${LOCATION}&from=2026-03-10`);
    expect(idsOf(fromTenth.body)).not.toContain(ids.lateNight);
  });

  it('finds an order by its call-out name, its id or an item name', async () => {
    const named = (await history(staff, `location=${LOCATION}&from=2026-03-10&to=2026-03-10`)).body
      .results[0].order_name as string;
    const byName = await history(
      staff,
      `q=${encodeURIComponent(named.toLowerCase())}&from=2026-03-09&to=2026-03-10`,
    );
    expect(idsOf(byName.body)).toEqual([ids.noon]);
    const byId = await history(staff, `q=${ids.afterMidnight}`);
    expect(idsOf(byId.body)).toEqual([ids.afterMidnight]);
    const items = await staff.get(`/api/orders/${ids.afterMidnight}`);
    const itemName = items.body.order_items[0].order_item_name as string;
    const byItem = await history(
      staff,
      `q=${encodeURIComponent(itemName)}&from=2026-03-09&to=2026-03-10`,
    );
    expect(idsOf(byItem.body)).toContain(ids.afterMidnight);
    expect((await history(staff, 'q=%25')).body.count).toBe(0);
  });

  it('pages: page_size rows from page, and the count of all', async () => {
    const range = `location=${LOCATION}&from=2026-03-09&to=2026-03-10`;
    const second = await history(staff, `${range}&page_size=1&page=2`);
    expect(second.body).toMatchObject({ count: 3 });
    expect(idsOf(second.body)).toEqual([ids.afterMidnight]);
    const past = await history(staff, `${range}&page_size=2&page=3`);
    expect(past.body).toEqual({ count: 3, count_is_capped: false, results: [], next: null });
  });

  it('has no voided or refunded orders yet, and refuses bad filters with a 400', async () => {
    expect((await history(staff, 'status=voided')).body).toEqual({
      count: 0,
      count_is_capped: false,
      results: [],
      next: null,
    });
    expect(
      (await history(staff, `status=paid&location=${LOCATION}&from=2026-03-09&to=2026-03-10`)).body
        .count,
    ).toBe(3);
    for (const query of [
      'status=lost',
      'page_size=101',
      'page_size=0',
      'page=0',
      'page=abc',
      'from=2026-02-30',
      'from=0000-01-01',
      'to=yesterday',
      'location=abc',
      'location=999999',
    ]) {
      expect((await history(staff, query)).status, query).toBe(400);
    }
  });

  it('shows staff only the shops they work at', async () => {
    expect((await history(elsewhere, `location=${LOCATION}`)).status).toBe(403);
    const theirs = await history(elsewhere, 'from=2026-03-09&to=2026-03-10');
    expect(idsOf(theirs.body)).toEqual([ids.elsewhere]);
    const all = await history(admin, 'from=2026-03-09&to=2026-03-10');
    expect(idsOf(all.body)).toEqual(
      expect.arrayContaining([ids.elsewhere, ids.noon, ids.afterMidnight, ids.lateNight]),
    );
    expect((await server.client().get('/api/orders')).status).toBe(401);
  });
});
