/**
 * Issue 31, the public reads of order ahead (no sign-in): the locations taking online orders, a
 * location's orderable menu (prices, sold out marked, nothing private), today's pickup slots, and
 * the per-address rate limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setAvailable } from '../helpers/availability';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';

const READS_PER_MINUTE = 40;
const { server, admin, staff } = useTestServer({
  seed: true,
  signIn: ['admin', 'staff'],
  config: { publicLimit: { readsPerMinute: READS_PER_MINUTE, ordersPerTenMinutes: 10 } },
});

let name = '';
let offShop = 0;
const anyone = () => server.client();

beforeAll(async () => {
  name = (await admin.get(`/api/locations/${LOCATION}`)).body.name;
  const on = await admin.put(`/api/locations/${LOCATION}`, {
    name,
    online_ordering: true,
    online_slot_minutes: 15,
    online_orders_per_slot: 5,
  });
  expect(on.status).toBe(200);
  offShop = (await admin.post('/api/locations', { name: 'Offline Only Shop' })).body.id;
});

describe('public reads', () => {
  it('list only the locations taking online orders, with their pause', async () => {
    const listed = await anyone().get('/api/public/locations');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: LOCATION, name, online_ordering: true, paused_until: null },
    ]);
    expect(
      (await staff.post(`/api/locations/${LOCATION}/online-pause`, { minutes: 20 })).status,
    ).toBe(200);
    const paused = (await anyone().get('/api/public/locations')).body[0];
    expect(Date.parse(paused.paused_until)).toBeGreaterThan(Date.now() + 19 * 60_000);
    const menu = (await anyone().get(`/api/public/menu?location=${LOCATION}`)).body;
    expect(menu.location.accepting).toBe(false);
    expect((await staff.delete(`/api/locations/${LOCATION}/online-pause`)).status).toBe(200);
  });

  it("give a location's menu with prices and sold out marked, and nothing private", async () => {
    await setAvailable(staff, LOCATION, 'menu_item', 1, false);
    const answer = await anyone().get(`/api/public/menu?location=${LOCATION}`);
    expect(answer.status).toBe(200);
    const menu = answer.body;
    expect(Object.keys(menu).sort()).toEqual([
      'cups',
      'flavors',
      'location',
      'menu_items',
      'sodas',
    ]);
    expect(menu.location).toEqual({
      id: LOCATION,
      name,
      tax_rate: expect.any(Number),
      prices_include_tax: expect.any(Boolean),
      accepting: true,
    });
    expect(menu.menu_items.length).toBeGreaterThan(3);
    const first = menu.menu_items.find((item: { id: number }) => item.id === 1);
    expect(first.sold_out).toBe(true);
    expect(
      menu.menu_items.filter((item: { sold_out: boolean }) => !item.sold_out).length,
    ).toBeGreaterThan(0);
    for (const item of menu.menu_items) {
      expect(Object.keys(item).sort()).toEqual([
        'cup_prices',
        'flavors',
        'id',
        'name',
        'soda',
        'sold_out',
      ]);
      expect(item.cup_prices[0]).toEqual({
        id: expect.any(Number),
        size: expect.any(Object),
        price: expect.any(Number),
      });
    }
    expect(menu.cups[0]).toMatchObject({
      id: expect.any(Number),
      price: expect.any(Number),
      sold_out: false,
    });
    expect(menu.sodas[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      sold_out: false,
    });
    const text = JSON.stringify(menu);
    for (const secret of [
      'email',
      'password',
      'collected_by',
      'staff',
      'cost',
      'Offline Only Shop',
    ]) {
      expect(text).not.toContain(secret);
    }
    await setAvailable(staff, LOCATION, 'menu_item', 1, true);
  });

  it("give today's slots from now on, each with the orders it still takes", async () => {
    const answer = await anyone().get(`/api/public/slots?location=${LOCATION}`);
    expect(answer.status).toBe(200);
    const slots = answer.body as { start: string; end: string; available: number }[];
    // Slots run to the local midnight: possibly none late in the day, never more than a day's.
    expect(slots.length).toBeLessThanOrEqual(96);
    for (const slot of slots) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() - 1_000);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(15 * 60_000);
      expect(slot.available).toBe(5);
    }
  });

  it('know no location without online ordering, and refuse fields they do not document', async () => {
    for (const path of ['menu', 'slots']) {
      expect((await anyone().get(`/api/public/${path}?location=${offShop}`)).status).toBe(404);
      expect((await anyone().get(`/api/public/${path}?location=999999`)).status).toBe(404);
      for (const query of ['', 'location=abc', 'location=-1', `location=${LOCATION}&user=1`]) {
        const refused = await anyone().get(`/api/public/${path}?${query}`);
        expect(refused.status, `${path}?${query}`).toBe(400);
      }
    }
  });

  it('answer 429 beyond the reads a minute allowed to one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < READS_PER_MINUTE + 2; i++) {
      statuses.push((await anyone().get('/api/public/locations')).status);
    }
    expect(statuses.at(-1), statuses.join(" ")).toBe(429);
    const refused = await anyone().get(`/api/public/menu?location=${LOCATION}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests: try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Staff routes are not counted against it.
    expect((await staff.get(`/api/locations/${LOCATION}`)).status).toBe(200);
  });
});
