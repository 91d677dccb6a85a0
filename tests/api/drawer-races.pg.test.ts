import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { addItem, LOCATION } from '../helpers/orders';

// Issue 14, on PostgreSQL where the requests really overlap: checkouts going into one drawer at
// once, and a close racing with checkouts. Menu item 1 in 16 oz is $5.00.
const CASHIERS = 20;

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });
const cashiers: SignedIn[] = [];

beforeAll(async () => {
  for (let i = 0; i < CASHIERS; i++) cashiers.push(await server.signIn('staff'));
});

/** Each cashier's new one-drink cart; their order ids. */
const carts = () =>
  Promise.all(
    cashiers.map(async (client) => {
      const res = await addItem(client, { menu_item: 1, cup: 1 });
      expect(res.status).toBe(201);
      return res.body.order__id as number;
    }),
  );

/** A drawer opened with no float, then each cashier's new cart. */
async function drawerAndCarts() {
  const drawer = (await admin.post('/api/drawers', { location: LOCATION, opening_float: 0 })).body;
  return { drawer, ids: await carts() };
}

const pay = (client: SignedIn, id: number, i: number) =>
  client.patch(`/api/orders/${id}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    discount: null,
    paid_amount: i % 2 ? 6 : 5,
    tip: i % 2 ? 1 : 0,
    payment_method: i % 3 ? 'cash' : 'card',
    cash_tendered: 20,
  });

describe('checkouts into one drawer', () => {
  it('20 at once: the drawer totals equal the sum of its orders', async () => {
    const drawer = (await admin.post('/api/drawers', { location: LOCATION, opening_float: 100 }))
      .body;
    const ids = await carts();
    const answers = await Promise.all(cashiers.map((client, i) => pay(client, ids[i], i)));
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answers.every((res) => res.body.drawer === drawer.id)).toBe(true);

    const rows = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.drawerId, drawer.id));
    expect(rows).toHaveLength(CASHIERS);
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0) / 100;
    const cashCents = (row: (typeof rows)[number]) =>
      row.paymentMethod === 'cash' ? row.paidAmountCents! : 0;
    const report = (await admin.get(`/api/drawers/${drawer.id}`)).body;
    expect(report).toMatchObject({
      orders: CASHIERS,
      gross_sales: sum((row) => row.subtotalCents!),
      tips: sum((row) => row.tipCents!),
      payment_methods: { cash: sum(cashCents) },
      expected_cash: 100 + sum(cashCents),
    });
    expect(report.tips).toBe(10);
    await admin.post(`/api/drawers/${drawer.id}/close`, { counted_cash: report.expected_cash });
  });

  it('a close racing with checkouts: every sale is in the closed report or outside any drawer', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { drawer, ids } = await drawerAndCarts();
      const close = admin.post(`/api/drawers/${drawer.id}/close`, { counted_cash: 0 });
      const answers = await Promise.all(cashiers.map((client, i) => pay(client, ids[i], i)));
      expect((await close).status).toBe(200);
      for (const res of answers) expect(res.status).toBe(200);
      const inDrawer = answers.filter((res) => res.body.drawer === drawer.id);
      expect(answers.every((res) => [drawer.id, null].includes(res.body.drawer))).toBe(true);
      const report = (await admin.get(`/api/drawers/${drawer.id}`)).body;
      // The report read after the close holds exactly the sales that went in before it.
      expect((await close).body.orders).toBe(inDrawer.length);
      expect(report.orders).toBe(inDrawer.length);
      const cash = inDrawer
        .filter((res) => res.body.payment_method === 'cash')
        .reduce((total, res) => total + Math.round(res.body.total * 100), 0);
      expect(report.payment_methods.cash).toBe(cash / 100);
    }
  });

  it('voids racing a close (issue 26): each void is in the drawer before its close or outside it, and the closed report never moves', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { drawer, ids } = await drawerAndCarts();
      const paid = await Promise.all(cashiers.map((client, i) => pay(client, ids[i], i)));
      for (const res of paid) expect(res.status).toBe(200);
      const close = admin.post(`/api/drawers/${drawer.id}/close`, { counted_cash: 0 });
      const voids = await Promise.all(
        ids.map((id) => admin.post(`/api/orders/${id}/void`, { reason: 'race' })),
      );
      const closed = await close;
      expect(closed.status).toBe(200);
      for (const res of voids) expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(voids.every((res) => [drawer.id, null].includes(res.body.void_drawer))).toBe(true);
      const inDrawer = voids.filter((res) => res.body.void_drawer === drawer.id).length;
      // The close's answer counts the sales not voided before it, and that stays so.
      expect(closed.body.orders).toBe(CASHIERS - inDrawer);
      expect((await admin.get(`/api/drawers/${drawer.id}`)).body).toEqual(closed.body);
      const outside = (await admin.get(`/api/drawers?location=${LOCATION}`)).body
        .cash_outside_drawer;
      const voidedOutsideCash = voids
        .filter((res) => res.body.void_drawer === null && res.body.payment_method === 'cash')
        .reduce((total, res) => total + Math.round(res.body.total * 100), 0);
      expect(outside.voids).toBe(voidedOutsideCash / 100);
    }
  });
});
