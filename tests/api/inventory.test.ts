/**
 * Stock and cost, hand-computed on the reference catalogue (run on PGlite and PostgreSQL):
 * Coco Butter Kisses (menu item 1) is 2 pumps of Vanilla (30), 1 Half & Half (4) and 2 pumps of
 * Raspberry Puree (6) in 16 oz; the 32 oz cup (2) doubles every quantity.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../src/server/db';
import { setAvailable, withinASecond } from '../helpers/availability';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION, addItem, payNewOrder } from '../helpers/orders';

const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const VANILLA = 30;
const HALF_AND_HALF = 4;
const RASPBERRY = 6;
const COCONUT = 1;
const VANILLA_CREAM = 2;
const LIME = 3;
const CUP_32 = 2;

type Row = { kind: string; id: number; on_hand: number; unit_cost: number; low: boolean };
const rows = async (location = LOCATION): Promise<Row[]> =>
  (await staff.get(`/api/inventory?location=${location}`)).body.rows;
const level = async (kind: string, id: number, location = LOCATION) =>
  (await (location === LOCATION ? rows() : adminRows(location))).find(
    (row) => row.kind === kind && row.id === id,
  )!;
const adminRows = async (location: number): Promise<Row[]> =>
  (await admin.get(`/api/inventory?location=${location}`)).body.rows;
const movementCount = async () =>
  (await admin.get(`/api/inventory/movements?location=${LOCATION}`)).body.count;
const receive = (client: SignedIn, lines: Record<string, unknown>[]) =>
  client.post('/api/inventory/receipts', { location: LOCATION, lines });
const flavorAvailable = async (id: number) =>
  (await staff.get(`/api/availability?location=${LOCATION}`)).body.find(
    (entry: { kind: string; id: number }) => entry.kind === 'flavor' && entry.id === id,
  ).available;

beforeAll(async () => {
  const res = await receive(admin, [
    { kind: 'flavor', id: VANILLA, quantity: 100, unit_cost: '0.0625' },
    { kind: 'flavor', id: HALF_AND_HALF, quantity: 50, unit_cost: 0.35 },
    { kind: 'flavor', id: RASPBERRY, quantity: 50, unit_cost: '0.1234' },
    { kind: 'flavor', id: COCONUT, quantity: 40, unit_cost: 0.2 },
    { kind: 'flavor', id: LIME, quantity: 40, unit_cost: 0.05 },
    { kind: 'cup', id: CUP_32, quantity: 100, unit_cost: '0.1875' },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.movements).toHaveLength(6);
});

describe('sales use stock', () => {
  it('a menu item, a customized item and a custom drink in 32 oz deduct and store their cost', async () => {
    const orderId = await payNewOrder(staff, [
      { menu_item: 1, cup: CUP_32 },
      {
        menu_item: 1,
        cup: CUP_32,
        custom_order__soda: 1,
        custom_order_flavors: [VANILLA, COCONUT],
      },
      { cup: CUP_32, custom_order__soda: 1, custom_order_flavors: [LIME, RASPBERRY] },
    ]);
    // Reading a level folds the sales before it (drizzle/0035), and with them the drinks' costs.
    expect((await level('cup', CUP_32)).on_hand).toBe(97);
    const items = await server.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    // 4 x 0.0625 + 2 x 0.35 + 4 x 0.1234 + 0.1875 = 1.6311; 4 x 0.0625 + 2 x 0.2 + 0.1875 =
    // 0.8375 (half up: 84); 2 x 0.05 + 2 x 0.1234 + 0.1875 = 0.5343.
    expect(items.map((item) => item.costCents)).toEqual([163, 84, 53]);
    expect((await level('flavor', VANILLA)).on_hand).toBe(100 - 4 - 4);
    expect((await level('flavor', HALF_AND_HALF)).on_hand).toBe(50 - 2);
    expect((await level('flavor', RASPBERRY)).on_hand).toBe(50 - 4 - 2);
    expect((await level('flavor', COCONUT)).on_hand).toBe(40 - 2);
    expect((await level('flavor', LIME)).on_hand).toBe(40 - 2);
    expect((await level('cup', CUP_32)).on_hand).toBe(97);
    const sales = (
      await admin.get(`/api/inventory/movements?location=${LOCATION}&kind=flavor&id=${VANILLA}`)
    ).body;
    expect(sales.results[0]).toMatchObject({ type: 'sale', quantity: -8, order: orderId });
  });

  it('a void before the drink was started puts the stock back; a refund does not', async () => {
    const before = (await level('flavor', VANILLA)).on_hand;
    const voided = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
    expect((await level('flavor', VANILLA)).on_hand).toBe(before - 2);
    const res = await admin.post(`/api/orders/${voided}/void`, { reason: 'Rang twice' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await level('flavor', VANILLA)).on_hand).toBe(before);

    const refunded = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
    const refund = await admin.post(`/api/orders/${refunded}/refunds`, {
      amount: 1.5,
      method: 'card',
      reason: 'Spilled on the way out',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect((await level('flavor', VANILLA)).on_hand).toBe(before - 2);
  });
});

describe('movements', () => {
  it('a count sets on hand and records counted minus expected', async () => {
    const expected = (await level('flavor', HALF_AND_HALF)).on_hand;
    const res = await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: HALF_AND_HALF, on_hand: '45.5' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.movements[0]).toMatchObject({
      type: 'count',
      expected,
      counted: 45.5,
      variance: 45.5 - expected,
      created_by: staff.userId,
    });
    expect((await level('flavor', HALF_AND_HALF)).on_hand).toBe(45.5);
  });

  it('a receipt with a unit cost makes the weighted average cost', async () => {
    await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: LIME, on_hand: 30 }],
    });
    const res = await receive(admin, [{ kind: 'flavor', id: LIME, quantity: 10, unit_cost: 0.09 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // (30 x 0.05 + 10 x 0.09) / 40 = 0.06
    expect(await level('flavor', LIME)).toMatchObject({ on_hand: 40, unit_cost: 0.06 });
    // A delivery without a cost keeps the cost.
    expect((await receive(staff, [{ kind: 'flavor', id: LIME, quantity: 5 }])).status).toBe(201);
    expect(await level('flavor', LIME)).toMatchObject({ on_hand: 45, unit_cost: 0.06 });
  });

  it('waste takes away with its reason', async () => {
    const before = (await level('flavor', LIME)).on_hand;
    const res = await staff.post('/api/inventory/waste', {
      location: LOCATION,
      kind: 'flavor',
      id: LIME,
      quantity: 3,
      reason: 'Dropped the tub',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.movements[0]).toMatchObject({
      type: 'waste',
      quantity: -3,
      reason: 'Dropped the tub',
    });
    expect((await level('flavor', LIME)).on_hand).toBe(before - 3);
  });

  it('a transfer moves stock and its cost to another location', async () => {
    const other = await admin.post('/api/locations', { name: 'Stock Transfer Shop' });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const before = (await level('flavor', RASPBERRY)).on_hand;
    const res = await admin.post('/api/inventory/transfers', {
      from: LOCATION,
      to: other.body.id,
      lines: [{ kind: 'flavor', id: RASPBERRY, quantity: 10 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [out, into] = res.body.movements;
    expect(out).toMatchObject({ location: LOCATION, quantity: -10, type: 'transfer' });
    expect(into).toMatchObject({ location: other.body.id, quantity: 10, unit_cost: 0.1234 });
    expect(out.transfer_id).toBe(into.transfer_id);
    expect((await level('flavor', RASPBERRY)).on_hand).toBe(before - 10);
    expect(await level('flavor', RASPBERRY, other.body.id)).toMatchObject({
      on_hand: 10,
      unit_cost: 0.1234,
    });
  });
});

describe('running out', () => {
  it('a flavor at 0 sells out by itself, a receipt brings it back; a hand-set sold-out stays', async () => {
    await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: COCONUT, on_hand: 2 }],
    });
    const coconutDrink = { cup: 1, custom_order__soda: 1, custom_order_flavors: [COCONUT] };
    await payNewOrder(staff, [coconutDrink]);
    expect(await flavorAvailable(COCONUT)).toBe(true);
    await payNewOrder(staff, [coconutDrink]);
    await withinASecond(async () => !(await flavorAvailable(COCONUT)));
    const refused = await addItem(staff, coconutDrink);
    expect(refused.status).toBe(409);
    expect(await receive(staff, [{ kind: 'flavor', id: COCONUT, quantity: 6 }])).toMatchObject({
      status: 201,
    });
    await withinASecond(async () => await flavorAvailable(COCONUT));

    expect((await setAvailable(staff, LOCATION, 'flavor', VANILLA_CREAM, false)).status).toBe(200);
    await receive(staff, [{ kind: 'flavor', id: VANILLA_CREAM, quantity: 6 }]);
    await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: VANILLA_CREAM, on_hand: 8 }],
    });
    expect(await flavorAvailable(VANILLA_CREAM)).toBe(false);
  });

  it('a location with auto_sold_out off keeps selling a flavor past 0', async () => {
    const off = await admin.put(`/api/locations/${LOCATION}`, {
      name: 'Midtown Farmers Market',
      auto_sold_out: false,
    });
    expect(off.body.auto_sold_out).toBe(false);
    await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: COCONUT, on_hand: 1 }],
    });
    await payNewOrder(staff, [{ cup: 1, custom_order__soda: 1, custom_order_flavors: [COCONUT] }]);
    expect((await level('flavor', COCONUT)).on_hand).toBe(0);
    expect(await flavorAvailable(COCONUT)).toBe(true);
    const on = await admin.put(`/api/locations/${LOCATION}`, {
      name: 'Midtown Farmers Market',
      auto_sold_out: true,
    });
    expect(on.body.auto_sold_out).toBe(true);
  });

  it('marks items at or below the reorder level low and lists what to order up to par', async () => {
    const put = await admin.put(`/api/inventory/${LOCATION}/flavor/${LIME}`, {
      par: 100,
      reorder_at: 50,
      unit_cost: '0.06',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const lime = await level('flavor', LIME);
    expect(lime.low).toBe(true);
    const reorder = (await staff.get(`/api/inventory/reorder?location=${LOCATION}`)).body;
    const line = reorder.rows.find((row: Row) => row.kind === 'flavor' && row.id === LIME);
    expect(line).toMatchObject({ quantity: 100 - lime.on_hand, par: 100 });
    expect(line.estimated_cost).toBe(Math.round((100 - lime.on_hand) * 6) / 100);
    const csv = await staff.get(`/api/inventory/reorder?location=${LOCATION}&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).split('\r\n')[0]).toBe(
      'kind,name,uom,on_hand,par,quantity,unit_cost,estimated_cost',
    );
    expect(String(csv.body)).toContain('Fresh Lime');
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['a negative quantity', { quantity: -1 }],
    ['a zero quantity', { quantity: 0 }],
    ['a quantity that is no number', { quantity: 'lots' }],
    ['five decimals', { quantity: '1.00001' }],
    ['an unknown flavor', { id: 99_999 }],
    ['an unknown kind', { kind: 'straw' }],
  ])('a receipt with %s is a 400', async (_name, change) => {
    const count = await movementCount();
    const res = await receive(staff, [{ kind: 'flavor', id: LIME, quantity: 1, ...change }]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(await movementCount()).toBe(count);
  });

  it('costs, pars and transfers are for admins; staff of another shop are refused', async () => {
    const count = await movementCount();
    expect(
      (await receive(staff, [{ kind: 'flavor', id: LIME, quantity: 1, unit_cost: 1 }])).status,
    ).toBe(403);
    expect(
      (
        await staff.put(`/api/inventory/${LOCATION}/flavor/${LIME}`, {
          par: 1,
          reorder_at: null,
          unit_cost: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await staff.post('/api/inventory/transfers', {
          from: LOCATION,
          to: 2,
          lines: [{ kind: 'flavor', id: LIME, quantity: 1 }],
        })
      ).status,
    ).toBe(403);
    expect((await staff.get('/api/inventory?location=99999')).status).toBe(400);
    expect(await movementCount()).toBe(count);
    expect(
      (
        await admin.put(`/api/inventory/${LOCATION}/flavor/99999`, {
          par: 1,
          reorder_at: null,
          unit_cost: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.put(`/api/inventory/${LOCATION}/flavor/${LIME}`, {
          par: -1,
          reorder_at: null,
          unit_cost: 1,
        })
      ).status,
    ).toBe(400);
  });

  it('odd paths and filters are a 404 or a clear 400, never a 5xx', async () => {
    const settings = { par: 1, reorder_at: null, unit_cost: 1 };
    for (const path of ['1/straw/1', 'abc/flavor/1', '1/flavor/1.5', '99999/flavor/30'])
      expect((await admin.put(`/api/inventory/${path}`, settings)).status, path).toBe(404);
    const blank = await staff.get(`/api/inventory/movements?location=${LOCATION}&id=&kind=`);
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    for (const query of ['from=2026-13-40', 'kind=straw', 'page=0', 'page_size=500', 'id=x'])
      expect(
        (await staff.get(`/api/inventory/movements?location=${LOCATION}&${query}`)).status,
        query,
      ).toBe(400);
    expect((await staff.get('/api/inventory/reorder?location=1&format=xml')).status).toBe(400);
    expect((await staff.get('/api/inventory')).status).toBe(400);
  });

  it('a count or waste of a bad line is a 400', async () => {
    const count = await movementCount();
    const bad = [
      ['/api/inventory/counts', { location: LOCATION, lines: [] }],
      [
        '/api/inventory/counts',
        { location: LOCATION, lines: [{ kind: 'flavor', id: LIME, on_hand: -2 }] },
      ],
      [
        '/api/inventory/counts',
        {
          location: LOCATION,
          lines: [
            { kind: 'flavor', id: LIME, on_hand: 1 },
            { kind: 'flavor', id: LIME, on_hand: 2 },
          ],
        },
      ],
      [
        '/api/inventory/waste',
        { location: LOCATION, kind: 'flavor', id: LIME, quantity: 1, reason: '' },
      ],
      [
        '/api/inventory/waste',
        { location: LOCATION, kind: 'flavor', id: LIME, quantity: '1e3', reason: 'x' },
      ],
    ] as const;
    for (const [path, body] of bad) {
      const res = await staff.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(400);
    }
    expect(await movementCount()).toBe(count);
  });
});
