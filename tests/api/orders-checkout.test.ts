import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discounts, orders } from '../../src/server/db/schema';
import { addItem, LOCATION, payNewOrder } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// Reference catalogue: 16 oz cup (id 1) $3.50 factor 1, 32 oz (id 2) $4.50 factor 2.
// Discount 1 "Free": percent, fraction 1. Discount 2: price $4.00, cup 1 only.
// Cart used below:
//   A menu item 1 in 16 oz: 3.50 + 2 x 0.15 + 0.60 + 2 x 0.30 = 5.00 (cup 1)
//   B menu item 1 in 32 oz: 4.50 + 1.50 x 2               = 7.50 (cup 2)
//   D menu item 2 in 16 oz: 3.50 + 2 x 0.15 + 0.30 + 2 x 0.30 = 4.70 (cup 1)
// Undiscounted total 17.20.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });
let orderId: number;
let tenPercentId: number;
let halfOff32Id: number;

beforeAll(async () => {
  const inserted = await server.database.db
    .insert(discounts)
    .values([
      { name: 'Ten', code: 'TEN', percentOrPrice: 'percent', percent: '0.1000' },
      {
        name: 'Half big',
        code: 'HALF32',
        percentOrPrice: 'percent',
        percent: '0.5000',
        isCupSpecific: true,
        cupId: 2,
      },
    ])
    .returning();
  [tenPercentId, halfOff32Id] = inserted.map((d) => d.id);
  for (const item of [
    { menu_item: 1, cup: 1 },
    { menu_item: 1, cup: 2 },
    { menu_item: 2, cup: 1 },
  ]) {
    orderId = (await addItem(staff, item)).body.order__id;
  }
});

const prices = async (discount?: number) => {
  const res = await staff.get(
    `/api/order-items?order__collected_by=${staff.userId}&order__is_paid=false${discount ? `&discount=${discount}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.map((i: any) => i.price);
};
const pay = (
  body: Record<string, unknown>,
  id = orderId,
  client = staff,
  headers?: Record<string, string>,
) =>
  client.patch(
    `/api/orders/${id}/complete-order-payment`,
    { is_paid: true, order_name: 1, discount: null, ...body },
    headers,
  );
const storedOrder = async () =>
  (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('discounts on a mixed cart', () => {
  it('lists undiscounted prices without a discount', async () => {
    expect(await prices()).toEqual([5, 7.5, 4.7]);
  });

  it('applies a 100% percent discount to every item', async () => {
    expect(await prices(1)).toEqual([0, 0, 0]);
  });

  it('sets the items in the discount cup to the price discount, others untouched', async () => {
    // cup 1 items become 4.00; the 32 oz item keeps 7.50
    expect(await prices(2)).toEqual([4, 7.5, 4]);
  });

  it('takes a fraction off each item for a percent discount', async () => {
    // 5.00 x 0.9 = 4.50, 7.50 x 0.9 = 6.75, 4.70 x 0.9 = 4.23
    expect(await prices(tenPercentId)).toEqual([4.5, 6.75, 4.23]);
  });

  it('limits a cup-specific percent discount to its cup', async () => {
    // only the 32 oz item: 7.50 x 0.5 = 3.75
    expect(await prices(halfOff32Id)).toEqual([5, 3.75, 4.7]);
  });

  it('answers 400 for an unknown discount', async () => {
    const res = await staff.get('/api/order-items?discount=999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ discount: ['Unknown discount.'] });
  });
});

describe('checkout refusals change nothing', () => {
  it('requires an order name', async () => {
    const res = await pay({ order_name: '', paid_amount: 17.2 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ order_name: ['Order name is required'] });
    const missing = await pay({ order_name: undefined, paid_amount: 17.2 });
    expect(missing.body).toEqual({ order_name: ['Order name is required'] });
    expect((await pay({ order_name: 'No Such Name', paid_amount: 17.2 })).body).toEqual({
      order_name: ['Unknown order name.'],
    });
    expect((await storedOrder()).isPaid).toBe(false);
  });

  it('refuses a paid amount that differs from the server total', async () => {
    const res = await pay({ paid_amount: 17.0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The paid amount $17.00 does not match the order total of $17.20.',
    );
    // With discount 2 the total is 4.00 + 7.50 + 4.00 = 15.50, so the undiscounted amount is wrong.
    const discounted = await pay({ paid_amount: '17.20', discount: 2 });
    expect(discounted.body.message).toBe(
      'The paid amount $17.20 does not match the order total of $15.50.',
    );
    expect((await storedOrder()).isPaid).toBe(false);
  });

  it("refuses someone else's order", async () => {
    const other = await server.signIn('staff');
    const res = await pay({ paid_amount: 17.2 }, orderId, other);
    expect(res.status).toBe(403);
    expect((await storedOrder()).isPaid).toBe(false);
    expect((await pay({ paid_amount: 1 }, 999999)).status).toBe(404);
  });

  it('refuses is_paid false and a malformed amount', async () => {
    expect((await pay({ is_paid: false, paid_amount: 17.2 })).status).toBe(400);
    for (const paid_amount of ['lots', -17.2, '1e3', 'NaN']) {
      const res = await pay({ paid_amount });
      expect(res.status, String(paid_amount)).toBe(400);
      expect(res.body).toEqual({ paid_amount: ['Enter an amount in dollars'] });
    }
    for (const paid_amount of [1e21, '99999999999.00', 100_000.01]) {
      const res = await pay({ paid_amount });
      expect(res.status, String(paid_amount)).toBe(400);
      expect(res.body).toEqual({ paid_amount: ['Amounts over $100,000.00 are not accepted'] });
    }
    for (const paid_amount of [17.205, '17.201', 0.001]) {
      const res = await pay({ paid_amount });
      expect(res.status, String(paid_amount)).toBe(400);
      expect(res.body).toEqual({ paid_amount: ['Use at most 2 decimals'] });
    }
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.isPaid).toBe(false);
  });
});

describe('checkout', () => {
  it('marks the order paid with the server total, name and discount, and answers with collector and location', async () => {
    const payWithKey = () =>
      pay({ order_name: 'Alicia Keys', paid_amount: 15.5, discount: 2 }, orderId, staff, {
        'idempotency-key': 'checkout-1',
      });
    const res = await payWithKey();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: orderId,
      is_paid: true,
      paid_amount: 15.5,
      discount: 2,
      collected_by: staff.userId,
      location: LOCATION,
    });
    const row = await storedOrder();
    expect(row).toMatchObject({ isPaid: true, paidAmountCents: 1550, discountId: 2 });
    expect(row.paidAt).toBeInstanceOf(Date);
    // A retry with the same key replays the answer; without it, paying twice is a conflict.
    const replay = await payWithKey();
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    const twice = await pay({ paid_amount: 15.5, discount: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This order has already been paid.');
    expect((await storedOrder()).paidAt).toEqual(row.paidAt);
  });

  it('shows the paid order in GET /api/orders/{id} with its items and name', async () => {
    const res = await staff.get(`/api/orders/${orderId}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: orderId,
      order_name__name: 'Alicia Keys',
      is_paid: true,
      paid_amount: 15.5,
    });
    expect(res.body.order_items.map((i: any) => i.price)).toEqual([5, 7.5, 4.7]);
    // The paid order is readable by other staff (the queue), and the cart is empty again.
    const other = await server.signIn('staff');
    expect((await other.get(`/api/orders/${orderId}`)).status).toBe(200);
    expect((await other.get(`/api/order-items?order=${orderId}`)).body).toHaveLength(3);
    expect((await staff.get('/api/user-orders?is_paid=false')).body).toEqual([]);
    expect(
      (await staff.get(`/api/user-orders?collected_by=${staff.userId}&is_paid=true`)).body.map(
        (o: any) => o.id,
      ),
    ).toEqual([orderId]);
    expect((await other.get(`/api/user-orders?collected_by=${staff.userId}`)).status).toBe(403);
  });

  it('refuses to change the items of a paid order', async () => {
    const [item] = (await staff.get(`/api/order-items?order=${orderId}`)).body;
    expect((await staff.delete(`/api/order-items/${item.id}`)).status).toBe(409);
  });

  it('refuses an empty order', async () => {
    const [empty] = await server.database.db
      .insert(orders)
      .values({ collectedBy: staff.userId, locationId: LOCATION })
      .returning();
    const res = await pay({ paid_amount: 0 }, empty.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This order has no items.');
    expect((await staff.delete(`/api/orders/${empty.id}`)).status).toBe(204);
  });
});

describe('checkout racing an added item', () => {
  it('never takes a payment that leaves an item of the paid order unpaid for', async () => {
    const cashier = await server.signIn('staff');
    for (let round = 0; round < 15; round++) {
      const first = await addItem(cashier, { menu_item: 2, cup: 1 });
      const [added, paid] = await Promise.all([
        addItem(cashier, { menu_item: 2, cup: 1 }),
        pay({ paid_amount: first.body.price }, first.body.order__id, cashier),
      ]);
      expect(added.status, `round ${round}`).toBe(201);
      const [order] = await server.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, first.body.order__id));
      const items = (await cashier.get(`/api/order-items?order=${order.id}`)).body;
      const totalCents = items.reduce(
        (sum: number, i: { price: number }) => sum + Math.round(i.price * 100),
        0,
      );
      if (paid.status === 200) expect(order.paidAmountCents, `round ${round}`).toBe(totalCents);
      else expect(order.isPaid, `round ${round}`).toBe(false);
      const cart = await cashier.get('/api/order-items?order__is_paid=false');
      if (cart.body.length) await cashier.delete(`/api/orders/${cart.body[0].order__id}`);
    }
  });
});

describe('clearing the cart and removing orders', () => {
  it('lets staff delete their own unpaid order (clear cart) with its items', async () => {
    const item = await addItem(staff, { menu_item: 3, cup: 1 });
    const res = await staff.delete(`/api/orders/${item.body.order__id}/`);
    expect(res.status).toBe(204);
    expect(
      (await staff.get('/api/order-items')).body.filter((i: any) => !i.order__is_paid),
    ).toEqual([]);
    expect((await staff.get(`/api/orders/${item.body.order__id}`)).status).toBe(404);
  });

  it('leaves removing a paid order to admins', async () => {
    const paidId = await payNewOrder(staff);
    // The collector's own cart that became paid: the clear came too late.
    const late = await staff.delete(`/api/orders/${paidId}/`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order has already been paid.');
    const colleague = await server.signIn('staff');
    const refused = await colleague.delete(`/api/orders/${paidId}/`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an admin can remove an order from the queue.');
    expect((await staff.get(`/api/orders/${paidId}`)).status).toBe(200);
    const admin = await server.signIn('admin');
    expect((await admin.delete(`/api/orders/${paidId}`)).status).toBe(204);
    expect((await staff.get(`/api/orders/${paidId}`)).status).toBe(404);
    expect((await admin.delete(`/api/orders/${paidId}`)).status).toBe(404);
  });
});

describe('PATCH /api/orders/{id}/', () => {
  it('never marks a cart paid except through checkout', async () => {
    const item = await addItem(staff, { menu_item: 1, cup: 1 });
    const id = item.body.order__id;
    for (const flags of [
      { is_in_progress: false, is_complete: false },
      { is_in_progress: true, is_complete: false },
    ]) {
      const moved = await staff.patch(`/api/orders/${id}/update-in-progress`, flags);
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe('This order has not been paid yet.');
      expect((await staff.patch(`/api/orders/${id}/`, flags)).status).toBe(409);
    }
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row.isPaid).toBe(false);
    expect((await staff.delete(`/api/orders/${id}`)).status).toBe(204);
  });

  it('sets the discount of the own cart and refuses unknown fields', async () => {
    const item = await addItem(staff, { menu_item: 1, cup: 1 });
    const id = item.body.order__id;
    const res = await staff.patch(`/api/orders/${id}/`, { discount: 1 });
    expect(res.status).toBe(200);
    expect(res.body.discount).toBe(1);
    expect((await staff.patch(`/api/orders/${id}`, { discount: 999 })).body).toEqual({
      discount: ['Unknown discount.'],
    });
    expect((await staff.patch(`/api/orders/${id}`, { is_paid: true })).status).toBe(400);
    expect((await staff.patch(`/api/orders/${id}`, { is_in_progress: true })).status).toBe(409);
    expect((await staff.delete(`/api/orders/${id}`)).status).toBe(204);
  });

  it('renames a paid order and moves it along the allowed transitions only', async () => {
    const id = await payNewOrder(staff);
    const renamed = await staff.patch(`/api/orders/${id}/`, { order_name: 2 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.order_name).toBe(2);
    expect((await staff.patch(`/api/orders/${id}/`, { discount: 1 })).status).toBe(409);
    expect(
      (await staff.patch(`/api/orders/${id}/`, { is_in_progress: true })).body.is_in_progress,
    ).toBe(true);
    const done = await staff.patch(`/api/orders/${id}/`, { is_complete: true });
    expect(done.body).toMatchObject({ is_in_progress: false, is_complete: true });
    expect(done.body.completed_at).not.toBeNull();
    // Un-completing is a recall: staff may, within 10 minutes of the completion.
    const recalled = await staff.patch(`/api/orders/${id}/`, { is_complete: false });
    expect(recalled.body).toMatchObject({ is_complete: false, completed_at: null });
  });
});
