/**
 * Issue 31, placing an order ahead (POST /api/public/orders, no sign-in) and following it by its
 * token: priced by the server, refused with the item rules of the till (400), when the location
 * does not take it or the slot is full (409), the same Idempotency-Key answering the same order.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAvailable } from '../helpers/availability';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { morningZone } from '../helpers/online';

const logLines: string[] = [];
const { server, admin, staff } = useTestServer({
  seed: true,
  signIn: ['admin', 'staff'],
  config: {
    publicLimit: { readsPerMinute: 1_000, ordersPerTenMinutes: 1_000 },
    // Every request logged, so the test sees what a token would leave behind.
    logger: true,
    logRequests: 1,
    logStream: { write: (line) => void logLines.push(line) },
  },
});

let name = '';
const MENU_ITEM = { menu_item: 1, cup: 1 };
const CUSTOM = { custom_order__soda: 1, custom_order_flavors: [1, 2], cup: 2, note: 'light ice' };

const place = (body: Record<string, unknown>, key: string | null = randomUUID()) =>
  server.client().post('/api/public/orders', body, key === null ? {} : { 'idempotency-key': key });
const order = (extra: Record<string, unknown> = {}) => ({
  location: LOCATION,
  customer_name: 'Robin',
  pickup_at: null,
  items: [MENU_ITEM],
  ...extra,
});
const settings = (values: Record<string, unknown>) =>
  admin.put(`/api/locations/${LOCATION}`, { name, ...values });

beforeAll(async () => {
  name = (await admin.get(`/api/locations/${LOCATION}`)).body.name;
  const on = await settings({
    online_ordering: true,
    online_slot_minutes: 15,
    online_orders_per_slot: 2,
    online_max_drinks: 3,
    time_zone: morningZone(),
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
});

describe('an order ahead', () => {
  it('is priced by the server, gets a token and a code, and is followed by its token', async () => {
    const menu = (await server.client().get(`/api/public/menu?location=${LOCATION}`)).body;
    const listed = menu.menu_items.find((item: { id: number }) => item.id === 1);
    const placed = await place(
      order({ items: [{ ...MENU_ITEM, price: 0.01 }, CUSTOM], total: 0, phone: '+1 555-0100' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const body = placed.body;
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 random bits
    expect(body.code).toMatch(/^W\d+$/);
    expect(body).toMatchObject({ status: 'received', pickup_at: null });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      name: listed.name,
      size: listed.cup_prices[0].size.display,
      price: listed.cup_prices[0].price,
    });
    expect(body.items[1].name).toMatch(/^Custom /);
    const cents = (dollars: number) => Math.round(dollars * 100);
    const itemCents = body.items.reduce(
      (sum: number, item: { price: number }) => sum + cents(item.price),
      0,
    );
    expect(cents(body.subtotal)).toBe(itemCents);
    expect(cents(body.total)).toBe(
      menu.location.prices_include_tax ? itemCents : itemCents + cents(body.tax),
    );

    const followed = await server.client().get(`/api/public/orders/${body.token}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({
      code: body.code,
      status: 'received',
      pickup_at: null,
      items: body.items,
      total: body.total,
      location: { name },
    });
    for (const unknown of [
      'not-a-token',
      'A'.repeat(32),
      '%00',
      'a%0Ab',
      '%F0%9F%A5%A4'.repeat(20),
    ]) {
      const answer = await server.client().get(`/api/public/orders/${unknown}`);
      expect(answer.status, unknown).toBe(404);
    }
    // Nobody's cart: the till's cart of any staff member stays empty of it.
    const carts = await staff.get(
      `/api/order-items?order__collected_by=${staff.userId}&order__is_paid=false`,
    );
    expect(carts.body).toEqual([]);
  });

  it('answers the same order again for the same Idempotency-Key, and 422 for another body', async () => {
    const key = randomUUID();
    const first = await place(order({ customer_name: 'Sasha' }), key);
    expect(first.status).toBe(201);
    const again = await place(order({ customer_name: 'Sasha' }), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await place(order({ customer_name: 'Other' }), key)).status).toBe(422);
    const missing = await place(order(), null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Idempotency-Key/);
  });

  it('is refused with a 400 naming the field for what the till would refuse', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_name: '' }, 'customer_name'],
      [{ customer_name: 'x'.repeat(31) }, 'customer_name'],
      [{ customer_name: 'Bad\u0007name' }, 'customer_name'],
      [{ phone: '12' }, 'phone'],
      [{ phone: 'call me' }, 'phone'],
      [{ items: [] }, 'items'],
      [{ items: [{ menu_item: 1 }] }, 'items.0.cup'],
      [{ items: [MENU_ITEM, { menu_item: 999_999, cup: 1 }] }, 'items.1.menu_item'],
      [{ pickup_at: '2001-01-01T10:00:00.000Z' }, 'pickup_at'],
      [{ pickup_at: 'soon' }, 'pickup_at'],
      [{ location: 'abc' }, 'location'],
    ];
    // A phone left empty on the form is no phone.
    expect((await place(order({ phone: '  ' }))).status).toBe(201);
    for (const [change, field] of cases) {
      const refused = await place(order(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(refused.body), JSON.stringify(refused.body)).toContain(field);
    }
  });

  it('is refused with a 409 when the location does not take it, or takes no more', async () => {
    const tooMany = await place(order({ items: [MENU_ITEM, MENU_ITEM, MENU_ITEM, MENU_ITEM] }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('An online order here holds at most 3 drinks.');

    expect((await setAvailable(staff, LOCATION, 'menu_item', 1, false)).status).toBe(200);
    const soldOut = await place(order());
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toMatch(/ is sold out\.$/);
    expect((await setAvailable(staff, LOCATION, 'menu_item', 1, true)).status).toBe(200);

    const paused = await staff.post(`/api/locations/${LOCATION}/online-pause`, { minutes: 30 });
    const refused = await place(order());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^Online ordering is paused at ${name} until \\d{1,2}:\\d\\d (AM|PM)\\.$`),
    );
    expect(paused.status).toBe(200);
    await staff.delete(`/api/locations/${LOCATION}/online-pause`);

    const slots = (await server.client().get(`/api/public/slots?location=${LOCATION}`)).body;
    const slot = slots[2];
    for (const customer of ['Ana', 'Ben']) {
      const taken = await place(order({ customer_name: customer, pickup_at: slot.start }));
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body.pickup_at).toBe(slot.start);
    }
    const full = await place(order({ customer_name: 'Cy', pickup_at: slot.start }));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('That pickup time is full: choose another.');
    const after = (await server.client().get(`/api/public/slots?location=${LOCATION}`)).body;
    expect(after.find((s: { start: string }) => s.start === slot.start).available).toBe(0);

    await settings({ online_ordering: false });
    expect((await place(order())).status).toBe(404);
    await settings({ online_ordering: true });
  });

  it('never writes its token into the request log', async () => {
    const placed = await place(order({ customer_name: 'Logan' }));
    const mark = logLines.length;
    expect((await server.client().get(`/api/public/orders/${placed.body.token}`)).status).toBe(200);
    const logged = logLines.slice(mark).join('');
    expect(logged).toContain('/api/public/orders/*');
    expect(logged).not.toContain(placed.body.token);
  });
});
