import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawers, orders } from '../../src/server/db/schema';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { payNewOrder } from '../helpers/orders';

// Issue 26: amounts the API takes are bounded and exact, sums hold any of them, and a closed
// drawer keeps its figures whatever happens to its sales later. On both databases.
// Reference prices: menu item 1 in 16 oz is $5.00.

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });

const TOO_LARGE = 'Amounts over $100,000.00 are not accepted';
const DECIMALS = 'Use at most 2 decimals';

async function newShop(name: string): Promise<number> {
  const res = await admin.post('/api/locations', { name });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A $5.00 cash sale at `location` by `client`; its order id. */
const cashSale = (client: SignedIn, location: number) =>
  payNewOrder(client, [{ menu_item: 1, cup: 1, order__location: location }]);

async function openDrawer(location: number, opening_float: unknown = 100): Promise<number> {
  const res = await admin.post('/api/drawers', { location, opening_float });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function closeDrawer(id: number, counted_cash: unknown) {
  const res = await admin.post(`/api/drawers/${id}/close`, { counted_cash });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const drawer = async (id: number) => (await admin.get(`/api/drawers/${id}`)).body;
const outside = async (location: number) =>
  (await admin.get(`/api/drawers?location=${location}`)).body.cash_outside_drawer;

describe('amounts', () => {
  it('refuses any amount over $100,000.00 or with a third decimal on every money field, and stores nothing', async () => {
    const location = await newShop('Bounds Shop');
    const id = await openDrawer(location);
    const orderId = await cashSale(admin, location);
    const cart = await admin.post('/api/order-items', {
      menu_item: 1,
      cup: 1,
      order__location: location,
      low_sugar: false,
    });
    const cartId = cart.body.order__id;
    const before = await drawer(id);
    const fields: [
      string,
      (amount: unknown) => Promise<{ status: number; body: unknown }>,
      string,
    ][] = [
      [
        'opening_float',
        (a) => admin.post('/api/drawers', { location, opening_float: a }),
        'opening_float',
      ],
      [
        'movement',
        (a) =>
          admin.post(`/api/drawers/${id}/movements`, { kind: 'paid_in', amount: a, reason: 'x' }),
        'amount',
      ],
      ['close', (a) => admin.post(`/api/drawers/${id}/close`, { counted_cash: a }), 'counted_cash'],
      [
        'threshold',
        (a) => admin.put('/api/settings', { approval_threshold: a }),
        'approval_threshold',
      ],
      [
        'refund',
        (a) =>
          admin.post(`/api/orders/${orderId}/refunds`, { amount: a, reason: 'x', method: 'cash' }),
        'amount',
      ],
      [
        'paid_amount',
        (a) =>
          admin.patch(`/api/orders/${cartId}/complete-order-payment`, {
            order_name: 1,
            paid_amount: a,
          }),
        'paid_amount',
      ],
      [
        'tip',
        (a) =>
          admin.patch(`/api/orders/${cartId}/complete-order-payment`, {
            order_name: 1,
            paid_amount: 5,
            tip: a,
          }),
        'tip',
      ],
      [
        'cash_tendered',
        (a) =>
          admin.patch(`/api/orders/${cartId}/complete-order-payment`, {
            order_name: 1,
            paid_amount: 5,
            cash_tendered: a,
          }),
        'cash_tendered',
      ],
      [
        'flavor group price',
        (a) => admin.put('/api/flavor-groups/1', { name: 'Syrups', uom: 'pump', price: a }),
        'price',
      ],
    ];
    const cases: [unknown, string][] = [
      [21474836.48, TOO_LARGE],
      [20_000_000, TOO_LARGE],
      ['100000.01', TOO_LARGE],
      [1e12, TOO_LARGE],
      ['99999999999999999999', TOO_LARGE],
      [0.001, DECIMALS],
      ['0.004', DECIMALS],
      ['1.005', DECIMALS],
    ];
    for (const [name, send, field] of fields) {
      for (const [amount, message] of cases) {
        const res = await send(amount);
        expect(res.status, `${name} ${amount}`).toBe(400);
        expect(res.body, `${name} ${amount}`).toEqual({ [field]: [message] });
      }
    }
    expect(await drawer(id)).toEqual(before);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, cartId));
    expect(order.isPaid).toBe(false);
    expect((await admin.get('/api/settings')).body.approval_threshold).toBe(10);
  });

  it('holds sums beyond 32 bits: 220 paid-ins of $100,000.00 in one drawer, its list and its Z report', async () => {
    const location = await newShop('Big Cash Shop');
    const id = await openDrawer(location, '100000.00');
    for (let i = 0; i < 220; i++) {
      const res = await admin.post(`/api/drawers/${id}/movements`, {
        kind: 'paid_in',
        amount: 100_000,
        reason: `deposit ${i}`,
      });
      expect(res.status).toBe(201);
    }
    const expected = 221 * 100_000; // $22,100,000.00: 2,210,000,000 cents, past 2^31
    expect((await drawer(id)).paid_in).toBe(220 * 100_000);
    const out = await admin.post(`/api/drawers/${id}/movements`, {
      kind: 'paid_out',
      amount: '99999.99',
      reason: 'bank',
    });
    expect(out.status).toBe(201);
    expect(out.body.expected_cash).toBe(expected - 99_999.99);
    // The count is one amount, so at most $100,000.00: this drawer is very short.
    const closed = await closeDrawer(id, 100_000);
    expect(closed).toMatchObject({ status: 'closed', over_short: 100_000 - expected + 99_999.99 });
    const listed = await admin.get(`/api/drawers?location=${location}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results[0].expected_cash).toBe(expected - 99_999.99);
  });
});

describe('a closed drawer keeps its figures', () => {
  it('a void after the close counts in the drawer open now, on a line of its own', async () => {
    const location = await newShop('Void Later Shop');
    const first = await openDrawer(location);
    const sold = await cashSale(admin, location);
    const voidedInOwnDrawer = await cashSale(admin, location);
    const own = await admin.post(`/api/orders/${voidedInOwnDrawer}/void`, { reason: 'mistake' });
    expect(own.status).toBe(200);
    const closed = await closeDrawer(first, 105);
    expect(closed).toMatchObject({ orders: 1, expected_cash: 105, over_short: 0 });

    const second = await openDrawer(location, 50);
    const res = await admin.post(`/api/orders/${sold}/void`, { reason: 'customer left' });
    expect(res.status).toBe(200);
    expect(res.body.void_drawer).toBe(second);
    expect(await drawer(first)).toEqual(closed);

    const opened = (await admin.get(`/api/drawers/${first}`)).body.opened_at;
    const weekday = new Date(opened).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const now = await drawer(second);
    expect(now.voids_from_other_drawers).toEqual([
      {
        order: sold,
        label: `Void of order ${sold} from ${weekday}'s drawer`,
        total: 5,
        payment_method: 'cash',
        paid_drawer: first,
      },
    ]);
    expect(now).toMatchObject({ orders: 0, cash_voids: 5, expected_cash: 45 });
    // The void of a sale voided in its own drawer stayed there.
    expect((await admin.get(`/api/orders/${voidedInOwnDrawer}`)).body.void_drawer).toBe(first);
  });

  it('a void or a cash refund with no drawer open counts as cash outside a drawer', async () => {
    const location = await newShop('No Drawer Shop');
    const first = await openDrawer(location);
    const sold = await cashSale(admin, location);
    const refunded = await cashSale(admin, location);
    const closed = await closeDrawer(first, 110);

    const voided = await admin.post(`/api/orders/${sold}/void`, { reason: 'wrong drink' });
    expect(voided.status).toBe(200);
    expect(voided.body.void_drawer).toBeNull();
    const refund = await admin.post(`/api/orders/${refunded}/refunds`, {
      amount: 2,
      reason: 'too sweet',
      method: 'cash',
    });
    expect(refund.status).toBe(201);
    const record = (await admin.get(`/api/orders/${refunded}`)).body;
    expect(record.refunds.map((r: { drawer: number | null }) => r.drawer)).toEqual([null]);

    expect(await drawer(first)).toEqual(closed);
    expect(await outside(location)).toEqual({
      orders: 0,
      total: -7,
      sales: 0,
      voids: 5,
      refunds: 2,
    });
    const sale = await cashSale(admin, location);
    expect(sale).toBeGreaterThan(0);
    expect(await outside(location)).toEqual({
      orders: 1,
      total: -2,
      sales: 5,
      voids: 5,
      refunds: 2,
    });
  });

  it('an admin reopen is the one way to change a closed drawer, and it is audited', async () => {
    const location = await newShop('Reopen Shop');
    const id = await openDrawer(location);
    const sold = await cashSale(admin, location);
    await closeDrawer(id, 105);
    const reopened = await admin.post(`/api/drawers/${id}/reopen`, {});
    expect(reopened.status).toBe(200);
    expect(
      (await admin.post(`/api/orders/${sold}/void`, { reason: 'reopened' })).body.void_drawer,
    ).toBe(id);
    expect(await drawer(id)).toMatchObject({ status: 'open', orders: 0, expected_cash: 100 });
    const [row] = await server.database.db.select().from(drawers).where(eq(drawers.id, id));
    expect(row.closedAt).toBeNull();
    const log = await admin.get(`/api/audit-log?action=drawer_reopen&location=${location}`);
    expect(log.body.results).toHaveLength(1);
  });
});
