import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discounts, orders, users } from '../../src/server/db/schema';
import { NO_BACKGROUND_WORK, useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION, addItem } from '../helpers/orders';
import { refundDated } from '../helpers/refunds';
import { zeroFigures } from '../helpers/report-figures';

// Issue 16: the sales and make-time reports on a small fixed data set, computed by hand.
// Menu item 1 in 16 oz is $5.00, menu item 2 $4.70. Shop A (the reference location) is in
// Denver (UTC-6 in March 2026), shop B in Tokyo (UTC+9), both with their own tax.
//   o1 (A, cash): item 1, tax 8% $0.40, tip $1.00, paid 18:00Z = 12:00 Denver, March 10.
//   o2 (A, card): items 1+2, 10% off ($0.97), tax 8% of $8.73 = $0.70, paid 05:30Z on March 11 =
//       23:30 Denver on March 10 (so it is March 10's). Refunded $2.00 at 20:00Z (14:00 Denver),
//       of which tax 2.00 x 70/943 = $0.15, sales $1.85.
//   o3 (A): item 2, voided: counts nowhere.
//   o4 (B, cash, other cashier): item 1, no tax, paid 01:00Z = 10:00 Tokyo, March 10.
// Totals for March 10: 3 orders, 4 items, gross $19.70, discounts $0.97, refunds $1.85,
// net $16.88, tax $0.95, tips $1.00.

// The statement counts below must not see the fold timer's statements.
const { server, staff, admin } = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
  config: NO_BACKGROUND_WORK,
});
let other: SignedIn;
let shopB: number;
const ids = { o1: 0, o2: 0, o3: 0, o4: 0 };

async function pay(client: SignedIn, location: number, menuItems: number[], body = {}) {
  let id = 0;
  for (const menu_item of menuItems) {
    const res = await addItem(client, { menu_item, cup: 1, order__location: location });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.order__id;
  }
  const send = (paid_amount: number) =>
    client.patch(`/api/orders/${id}/complete-order-payment`, {
      is_paid: true,
      order_name: 1,
      discount: null,
      paid_amount,
      ...body,
    });
  const first = await send(0);
  const expected = Number(/order total of \$(\d+\.\d\d)/.exec(first.body.message)![1]);
  expect((await send(expected)).status).toBe(200);
  return id;
}

const at = (id: number, times: Partial<Record<'paidAt' | 'startedAt' | 'completedAt', string>>) =>
  server.database.db
    .update(orders)
    .set(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, new Date(v)])))
    .where(eq(orders.id, id));

beforeAll(async () => {
  const name = (await admin.get(`/api/locations/${LOCATION}`)).body.name;
  await admin.put(`/api/locations/${LOCATION}`, { name, time_zone: 'America/Denver', tax_rate: 8 });
  shopB = (await admin.post('/api/locations', { name: 'Report Shop B' })).body.id;
  await admin.put(`/api/locations/${shopB}`, { name: 'Report Shop B', time_zone: 'Asia/Tokyo' });
  other = await server.signIn('staff');
  await server.database.db
    .update(users)
    .set({ firstName: 'Olive', lastName: 'Other' })
    .where(eq(users.id, other.userId));
  await server.database.db
    .update(users)
    .set({ firstName: 'Sam', lastName: 'Staff' })
    .where(eq(users.id, staff.userId));
  const [tenOff] = await server.database.db
    .insert(discounts)
    .values({ name: 'Report ten', code: 'R10', percentOrPrice: 'percent', percent: '0.1000' })
    .returning();

  ids.o1 = await pay(staff, LOCATION, [1], { tip: 1 });
  await at(ids.o1, {
    paidAt: '2026-03-10T18:00:00Z',
    startedAt: '2026-03-10T18:01:00Z',
    completedAt: '2026-03-10T18:03:00Z',
  });
  ids.o2 = await pay(staff, LOCATION, [1, 2], { discount: tenOff.id, payment_method: 'card' });
  await at(ids.o2, {
    paidAt: '2026-03-11T05:30:00Z',
    startedAt: '2026-03-11T05:35:00Z',
    completedAt: '2026-03-11T05:45:00Z',
  });
  await server.database.db
    .update(orders)
    .set({ startedBy: staff.userId, completedBy: staff.userId })
    .where(eq(orders.id, ids.o1));
  await server.database.db
    .update(orders)
    .set({ startedBy: staff.userId, completedBy: staff.userId })
    .where(eq(orders.id, ids.o2));
  const refund = await refundDated(
    server.database,
    admin,
    ids.o2,
    { amount: 2, reason: 'Report refund', method: 'card' },
    '2026-03-10T20:00:00Z',
  );
  expect(refund.body.tax).toBe(0.15);
  ids.o3 = await pay(staff, LOCATION, [2]);
  await at(ids.o3, { paidAt: '2026-03-10T19:00:00Z' });
  expect((await admin.post(`/api/orders/${ids.o3}/void`, { reason: 'Test' })).status).toBe(200);
  ids.o4 = await pay(other, shopB, [1]);
  await at(ids.o4, { paidAt: '2026-03-10T01:00:00Z' });
  await admin.put(`/api/locations/${LOCATION}`, { name, tax_rate: 0 });
});

const MARCH_10 = 'from=2026-03-10&to=2026-03-10';
const sales = (query: string) => admin.get(`/api/reports/sales?${MARCH_10}&${query}`);
const row = (key: string, label: string, figures: Record<string, number | null>) => ({
  key,
  label,
  ...zeroFigures(),
  ...figures,
});
/** The item groupings' cost figures where no stock has a cost: margin is all of net. */
const noCost = (figures: Record<string, number>) => ({
  ...figures,
  cost: 0,
  margin: figures.net ?? 0,
  margin_percent: figures.net ? 100 : null,
});
const itemRow = (key: string, label: string, figures: Record<string, number>) =>
  row(key, label, noCost({ ...zeroFigures(), ...figures }));
const o1 = { orders: 1, items: 1, gross: 5, net: 5, tax: 0.4, tips: 1 };
const o2 = { orders: 1, items: 2, gross: 9.7, discounts: 0.97, net: 8.73, tax: 0.7 };
const refundRow = { refunds: 1.85, net: -1.85, tax: -0.15 };
const o4 = { orders: 1, items: 1, gross: 5, net: 5 };
const TOTALS = {
  orders: 3,
  items: 4,
  gross: 19.7,
  discounts: 0.97,
  refunds: 1.85,
  net: 16.88,
  tax: 0.95,
  tips: 1,
};

describe('sales report', () => {
  it('by day: the order paid at 23:30 local time belongs to that day; voids count nowhere', async () => {
    const res = await sales('group_by=day');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ rows: [row('2026-03-10', '2026-03-10', TOTALS)], totals: TOTALS });
    const next = await admin.get('/api/reports/sales?from=2026-03-11&to=2026-03-11&group_by=day');
    expect(next.body.rows).toEqual([]);
  });

  it('by hour, weekday, location, cashier, discount and payment method, totals equal to the rows', async () => {
    // The one discounted sale, paid by card and partly refunded.
    const discountedCard = {
      orders: 1,
      items: 2,
      gross: 9.7,
      discounts: 0.97,
      refunds: 1.85,
      net: 6.88,
      tax: 0.55,
    };
    const expected: Record<string, unknown[]> = {
      hour: [
        row('10', '10:00', o4),
        row('12', '12:00', o1),
        row('14', '14:00', refundRow),
        row('23', '23:00', o2),
      ],
      weekday: [row('2', 'Tuesday', TOTALS)],
      location: [
        row(String(LOCATION), (await admin.get(`/api/locations/${LOCATION}`)).body.name, {
          orders: 2,
          items: 3,
          gross: 14.7,
          discounts: 0.97,
          refunds: 1.85,
          net: 11.88,
          tax: 0.95,
          tips: 1,
        }),
        row(String(shopB), 'Report Shop B', o4),
      ],
      cashier: [
        row(String(staff.userId), 'Sam Staff', {
          ...TOTALS,
          orders: 2,
          items: 3,
          gross: 14.7,
          net: 11.88,
        }),
        row(String(other.userId), 'Olive Other', o4),
      ],
      discount: [
        row('none', 'No discount', { orders: 2, items: 2, gross: 10, net: 10, tax: 0.4, tips: 1 }),
        row(expect.any(String) as never, 'Report ten', discountedCard),
      ],
      payment_method: [
        row('cash', 'Cash', { orders: 2, items: 2, gross: 10, net: 10, tax: 0.4, tips: 1 }),
        row('card', 'Card', discountedCard),
      ],
    };
    for (const [groupBy, rows] of Object.entries(expected)) {
      const res = await sales(`group_by=${groupBy}`);
      expect(res.status, groupBy).toBe(200);
      expect(res.body.rows, groupBy).toEqual(rows);
      expect(res.body.totals, groupBy).toEqual(TOTALS);
    }
  });

  it('by item, soda, cup and flavor: each item carries its share of discount, tax, tip and refund', async () => {
    // Each share is whole cents: the floors, then the cents left over to the largest remainders.
    // o2's 10% off ($0.97) splits by price ($5.00, $4.70): exactly $0.50 and $0.47; its tax
    // ($0.70) by what each was charged ($4.50, $4.23): 36.08 and 33.92 cents, so $0.36 and $0.34;
    // its $2.00 refund ($1.85 + $0.15 tax) by price: 95.36 and 89.64 cents of sales, so $0.95 and
    // $0.90, and 7.73 and 7.27 cents of tax, so $0.08 and $0.07.
    const item1 = {
      orders: 3,
      items: 3,
      gross: 15,
      discounts: 0.5,
      refunds: 0.95,
      net: 13.55,
      tax: 0.68,
      tips: 1,
    };
    const item2 = { orders: 1, items: 1, gross: 4.7, discounts: 0.47, refunds: 0.9, net: 3.33 };
    const itemTotals = noCost({ ...TOTALS, orders: 4 });
    const expected: Record<string, unknown[]> = {
      item: [
        itemRow('Coco Butter Kisses', 'Coco Butter Kisses', item1),
        itemRow('Got So Much Soul', 'Got So Much Soul', { ...item2, tax: 0.27 }),
      ],
      soda: [itemRow('1', 'Coke', { ...TOTALS, orders: 3 })],
      cup: [itemRow('1', '16 oz', { ...TOTALS, orders: 3 })],
    };
    for (const [groupBy, rows] of Object.entries(expected)) {
      const res = await sales(`group_by=${groupBy}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.rows, groupBy).toEqual(rows);
      expect(res.body.totals, groupBy).toEqual(groupBy === 'item' ? itemTotals : noCost(TOTALS));
    }
    // Item 1's recipe is flavors 30 (2 pumps), 4 (1) and 6 (2); item 2's 12 (2), 3 (1), 1 (2).
    const byFlavor = await sales('group_by=flavor');
    expect(byFlavor.status).toBe(200);
    const flavors = byFlavor.body.rows.map((r: Record<string, unknown>) => [
      r.key,
      r.items,
      r.quantity,
      r.net,
    ]);
    // Item 1's flavors first (higher net), each trio by name.
    expect(flavors.slice(0, 3)).toEqual(
      expect.arrayContaining([
        ['30', 3, 6, 13.55],
        ['6', 3, 6, 13.55],
        ['4', 3, 3, 13.55],
      ]),
    );
    expect(flavors.slice(3)).toEqual(
      expect.arrayContaining([
        ['12', 1, 2, 3.33],
        ['1', 1, 2, 3.33],
        ['3', 1, 1, 3.33],
      ]),
    );
    const labels = byFlavor.body.rows.map((r: { label: string }) => r.label);
    expect(labels.slice(0, 3)).toEqual([...labels.slice(0, 3)].sort((a, b) => a.localeCompare(b)));
    expect(byFlavor.body.totals).toEqual(noCost({ ...TOTALS, quantity: 20 }));
    const csv = await sales('group_by=flavor&format=csv');
    expect(String(csv.body).split('\r\n')[0]).toBe(
      'key,label,orders,items,gross,discounts,refunds,net,tax,tips,quantity,cost,margin,margin_percent',
    );
  });

  it('a custom drink groups as Custom drink', async () => {
    const customized = await addItem(other, {
      custom_order__soda: 2,
      custom_order_flavors: [30],
      cup: 1,
      flat_or_sparkling: 'flat',
      order__location: shopB,
    });
    expect(customized.status, JSON.stringify(customized.body)).toBe(201);
    const id = customized.body.order__id;
    const total = (await other.get(`/api/order-items?order=${id}`)).body[0].price;
    const paid = await other.patch(`/api/orders/${id}/complete-order-payment`, {
      is_paid: true,
      order_name: 1,
      discount: null,
      paid_amount: total,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await at(id, { paidAt: '2026-03-12T03:00:00Z' });
    const res = await admin.get('/api/reports/sales?from=2026-03-12&to=2026-03-12&group_by=item');
    expect(res.body.rows).toEqual([
      itemRow('Custom drink', 'Custom drink', { orders: 1, items: 1, gross: total, net: total }),
    ]);
  });

  it('an item refund counts against the item it refunded', async () => {
    const id = await pay(other, shopB, [1, 2]);
    await at(id, { paidAt: '2026-03-13T03:00:00Z' });
    const items = (await other.get(`/api/order-items?order=${id}`)).body;
    const second = items.find((i: { menu_item: number }) => i.menu_item === 2).id;
    const refund = { items: [second], reason: 'Spilled' };
    await refundDated(server.database, admin, id, refund, '2026-03-13T04:00:00Z');
    const res = await admin.get('/api/reports/sales?from=2026-03-13&to=2026-03-13&group_by=item');
    expect(res.body.rows).toEqual([
      itemRow('Coco Butter Kisses', 'Coco Butter Kisses', {
        orders: 1,
        items: 1,
        gross: 5,
        net: 5,
      }),
      itemRow('Got So Much Soul', 'Got So Much Soul', {
        orders: 1,
        items: 1,
        gross: 4.7,
        refunds: 4.7,
      }),
    ]);
  });

  it('one shop only', async () => {
    const res = await sales(`group_by=location&location=${shopB}`);
    expect(res.body.rows).toEqual([row(String(shopB), 'Report Shop B', o4)]);
  });

  it('as CSV (format=csv or Accept), with a Total row and the range in the file name', async () => {
    const json = (await sales('group_by=location')).body;
    for (const res of [
      await sales('group_by=location&format=csv'),
      await admin.get(`/api/reports/sales?${MARCH_10}&group_by=location`, { accept: 'text/csv' }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="sales-by-location-2026-03-10-to-2026-03-10.csv"',
      );
      const lines = String(res.body).trim().split('\r\n');
      expect(lines[0]).toBe('key,label,orders,items,gross,discounts,refunds,net,tax,tips');
      expect(lines).toHaveLength(json.rows.length + 2);
      expect(lines.at(-1)).toBe(`total,Total,3,4,19.7,0.97,1.85,16.88,0.95,1`);
      expect(lines[2]).toBe(`${shopB},Report Shop B,1,1,5,0,0,5,0,0`);
    }
    for (const groupBy of ['day', 'hour', 'weekday', 'item', 'soda', 'cup', 'flavor', 'cashier']) {
      const body = (await sales(`group_by=${groupBy}`)).body;
      const lines = String((await sales(`group_by=${groupBy}&format=csv`)).body)
        .trim()
        .split('\r\n');
      const header = lines[0].split(',');
      const rows = [...body.rows, { key: 'total', label: 'Total', ...body.totals }];
      expect(lines.slice(1), groupBy).toEqual(
        rows.map((row: Record<string, unknown>) => header.map((c) => row[c] ?? '').join(',')),
      );
    }
  });

  it('admins only; a bad group_by, date or range is a 400 that says why', async () => {
    expect((await staff.get(`/api/reports/sales?${MARCH_10}&group_by=day`)).status).toBe(403);
    const bad = await admin.get(`/api/reports/sales?${MARCH_10}&group_by=colour`);
    expect(bad.status).toBe(400);
    expect(bad.body.group_by[0]).toContain('Group by must be one of day, hour');
    expect(
      (await admin.get('/api/reports/sales?from=2026-02-30&to=2026-03-01&group_by=day')).status,
    ).toBe(400);
    const missing = await admin.get('/api/reports/sales?to=2026-03-01&group_by=day');
    expect(missing.status).toBe(400);
    expect(missing.body.from).toEqual(['From is required (YYYY-MM-DD)']);
    const backwards = await admin.get(
      '/api/reports/sales?from=2026-03-02&to=2026-03-01&group_by=day',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.to).toEqual(['From must be on or before To']);
  });

  it('runs the same number of statements whatever the number of orders', async () => {
    const count = async () => {
      const before = server.database.queryCount();
      expect((await sales('group_by=hour')).status).toBe(200);
      return server.database.queryCount() - before;
    };
    const few = await count();
    for (let i = 0; i < 5; i++) {
      const id = await pay(other, shopB, [1]);
      await at(id, { paidAt: '2026-03-10T02:00:00Z' });
    }
    expect(await count()).toBe(few);
  });
});

describe('make-time report', () => {
  const makeTimes = (query: string) => admin.get(`/api/reports/make-times?${MARCH_10}&${query}`);
  const none = {
    wait_p50: null,
    wait_p90: null,
    make_p50: null,
    make_p90: null,
    total_p50: null,
    total_p90: null,
  };

  it('p50 and p90 of wait, make and total by location and barista; never started counts only in orders', async () => {
    const a = {
      orders: 2,
      wait_p50: 180,
      wait_p90: 276,
      make_p50: 360,
      make_p90: 552,
      total_p50: 540,
      total_p90: 828,
    };
    const byLocation = await makeTimes('group_by=location');
    expect(byLocation.status, JSON.stringify(byLocation.body)).toBe(200);
    expect(byLocation.body.rows.find((r: { key: string }) => r.key === String(LOCATION))).toEqual({
      key: String(LOCATION),
      label: expect.any(String),
      ...a,
    });
    expect(byLocation.body.rows.find((r: { key: string }) => r.key === String(shopB))).toEqual({
      key: String(shopB),
      label: 'Report Shop B',
      orders: expect.any(Number),
      ...none,
    });
    const byBarista = await makeTimes(`group_by=barista&location=${LOCATION}`);
    expect(byBarista.body.rows).toEqual([{ key: String(staff.userId), label: 'Sam Staff', ...a }]);
    const byDay = await makeTimes(`group_by=day&location=${LOCATION}`);
    expect(byDay.body.rows).toEqual([{ key: '2026-03-10', label: '2026-03-10', ...a }]);
    const byWeekday = await makeTimes(`group_by=weekday&location=${LOCATION}`);
    expect(byWeekday.body.rows).toEqual([{ key: '2', label: 'Tuesday', ...a }]);
    const byHour = await makeTimes(`group_by=hour&location=${LOCATION}`);
    expect(byHour.body.rows.map((r: { key: string }) => r.key)).toEqual(['12', '23']);
    expect(byHour.body.rows[0]).toMatchObject({
      orders: 1,
      wait_p50: 60,
      make_p50: 120,
      total_p90: 180,
    });
  });

  it('as CSV, admins only, a bad group_by is a 400', async () => {
    const csv = await makeTimes(`group_by=barista&location=${LOCATION}&format=csv`);
    expect(csv.headers.get('content-disposition')).toContain(
      'make-times-by-barista-2026-03-10-to-2026-03-10.csv',
    );
    expect(String(csv.body).split('\r\n')[1]).toBe(
      `${staff.userId},Sam Staff,2,180,276,360,552,540,828`,
    );
    // Every grouping's CSV carries the JSON rows, field by field.
    for (const groupBy of ['hour', 'day', 'weekday', 'location', 'barista']) {
      const json = (await makeTimes(`group_by=${groupBy}`)).body.rows as Record<string, unknown>[];
      const lines = String((await makeTimes(`group_by=${groupBy}&format=csv`)).body)
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(json.length + 1);
      const header = lines[0].split(',');
      json.forEach((row, i) =>
        expect(lines[i + 1]).toBe(header.map((column) => row[column] ?? '').join(',')),
      );
    }
    expect((await staff.get(`/api/reports/make-times?${MARCH_10}&group_by=hour`)).status).toBe(403);
    expect((await makeTimes('group_by=item')).status).toBe(400);
  });
});
