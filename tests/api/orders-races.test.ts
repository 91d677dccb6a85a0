import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discounts, orderItems, orders } from '../../src/server/db/schema';
import { MAX_ITEMS_PER_ORDER, ORDER_FULL } from '../../src/shared/order-schemas';
import { testDbKind } from '../helpers/database';
import { addItem } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// Checkout racing the same user's other writes to the cart. On PostgreSQL the requests really
// overlap; PGlite runs one transaction at a time, so there the trials only check the outcomes.
const TRIALS = testDbKind() === 'postgres' ? 100 : 10;

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });
let tenPercent: number;
let free: number;

beforeAll(async () => {
  const rows = await server.database.db
    .insert(discounts)
    .values([
      { name: 'Race ten', code: 'RACE10', percentOrPrice: 'percent', percent: '0.1000' },
      { name: 'Race free', code: 'RACEFREE', percentOrPrice: 'percent', percent: '1.0000' },
    ])
    .returning();
  [tenPercent, free] = rows.map((d) => d.id);
});

async function newCart(): Promise<{ orderId: number; priceCents: number }> {
  const res = await addItem(staff, { menu_item: 1, cup: 1 });
  expect(res.status).toBe(201);
  return { orderId: res.body.order__id, priceCents: Math.round(res.body.price * 100) };
}

const checkout = (orderId: number, paidCents: number, discount: number | null) =>
  staff.patch(`/api/orders/${orderId}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    paid_amount: paidCents / 100,
    discount,
  });

const stored = async (orderId: number) => {
  const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await server.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { order, items };
};

describe('checkout racing a clear of the same cart', () => {
  it(`never loses a paid order (${TRIALS} trials)`, async () => {
    const outcomes = { paid: 0, cleared: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const { orderId, priceCents } = await newCart();
      const [paid, cleared] = await Promise.all([
        checkout(orderId, priceCents, null),
        staff.delete(`/api/orders/${orderId}/`),
      ]);
      const { order, items } = await stored(orderId);
      if (paid.status === 200) {
        outcomes.paid++;
        expect(cleared.status, JSON.stringify(cleared.body)).toBe(409);
        expect(order?.isPaid).toBe(true);
        expect(items).toHaveLength(1);
      } else {
        outcomes.cleared++;
        expect(cleared.status).toBe(204);
        expect(paid.status).toBe(404);
        expect(order).toBeUndefined();
      }
    }
    expect(outcomes.paid + outcomes.cleared).toBe(TRIALS);
  }, 120_000);
});

describe('checkout racing a discount change of the same cart', () => {
  it(`keeps the discount the order was paid with (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { orderId, priceCents } = await newCart();
      const paidCents = Math.round(priceCents * 0.9);
      const [paid, changed] = await Promise.all([
        checkout(orderId, paidCents, tenPercent),
        staff.patch(`/api/orders/${orderId}/`, { discount: free }),
      ]);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect([200, 409]).toContain(changed.status);
      const { order } = await stored(orderId);
      expect(order.isPaid).toBe(true);
      expect(order.discountId).toBe(tenPercent);
      expect(order.paidAmountCents).toBe(paidCents);
    }
  }, 120_000);
});

describe('checkout racing an item removal of the same cart', () => {
  it(`pays for exactly the items it kept (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const first = await newCart();
      const second = await addItem(staff, { menu_item: 1, cup: 1 });
      expect(second.status).toBe(201);
      const [paid, removed] = await Promise.all([
        checkout(first.orderId, first.priceCents * 2, null),
        staff.delete(`/api/order-items/${second.body.id}/`),
      ]);
      const { order, items } = await stored(first.orderId);
      if (paid.status === 200) {
        expect(removed.status).toBe(409);
        expect(items).toHaveLength(2);
        expect(order.paidAmountCents).toBe(first.priceCents * 2);
      } else {
        // The item went first: the total no longer matches and nothing is paid.
        expect(removed.status).toBe(204);
        expect(paid.status).toBe(400);
        expect(order.isPaid).toBe(false);
        await staff.delete(`/api/orders/${first.orderId}/`);
      }
    }
  }, 120_000);
});

describe('adds racing for the last places of a cart', () => {
  it(`never lets a cart hold more than ${MAX_ITEMS_PER_ORDER} items (${TRIALS / 10} trials)`, async () => {
    const { db } = server.database;
    for (let trial = 0; trial < TRIALS / 10; trial++) {
      const { orderId } = await newCart();
      const [template] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const { id: _id, ...copy } = template;
      // 96 items, counted on the cart as the app counts them.
      await db.insert(orderItems).values(Array.from({ length: 95 }, () => copy));
      await db.update(orders).set({ itemCount: 96 }).where(eq(orders.id, orderId));
      const extra = await addItem(staff, { menu_item: 1, cup: 1 });
      const [removed, ...adds] = await Promise.all([
        staff.delete(`/api/order-items/${extra.body.id}/`),
        ...Array.from({ length: 8 }, () => addItem(staff, { menu_item: 1, cup: 1 })),
      ]);
      expect(removed.status).toBe(204);
      const added = adds.filter((a) => a.status === 201).length;
      for (const refused of adds.filter((a) => a.status !== 201))
        expect([refused.status, refused.body]).toEqual([400, { message: ORDER_FULL }]);
      // 97 items before the race and one removed: at least 3 places, 4 once the removal is in.
      const { order, items } = await stored(orderId);
      expect(items.length, `trial ${trial}`).toBe(96 + added);
      expect(items.length).toBeLessThanOrEqual(MAX_ITEMS_PER_ORDER);
      expect(added).toBeGreaterThanOrEqual(3);
      expect(order.itemCount).toBe(items.length);
      await staff.delete(`/api/orders/${orderId}/`);
    }
  }, 120_000);
});

describe("first adds racing to make the sale's cart", () => {
  it(`make one cart that holds every item (${TRIALS / 10} trials)`, async () => {
    const { db } = server.database;
    for (let trial = 0; trial < TRIALS / 10; trial++) {
      const adds = await Promise.all(
        Array.from({ length: 6 }, () => addItem(staff, { menu_item: 1, cup: 1 })),
      );
      for (const add of adds) expect(add.status, JSON.stringify(add.body)).toBe(201);
      const cartIds = new Set(adds.map((add) => add.body.order__id));
      expect(cartIds.size, `trial ${trial}`).toBe(1);
      const [orderId] = cartIds;
      const { order, items } = await stored(orderId);
      expect(items.map((item) => item.id).sort()).toEqual(adds.map((add) => add.body.id).sort());
      expect(order.itemCount).toBe(6);
      const carts = await db.select({ id: orders.id }).from(orders).where(eq(orders.isPaid, false));
      expect(carts.filter((cart) => cart.id !== orderId)).toEqual([]);
      await staff.delete(`/api/orders/${orderId}/`);
    }
  }, 120_000);
});
