/**
 * Issue 26 (money integrity): the sales report by what was sold (item, soda, cup, flavor) splits
 * each order's discount, tax, tip and refunds over its drinks in whole cents by the largest
 * remainder method, so every grouping has the same money totals as the order groupings (day,
 * location, payment method), to the cent, on any data.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../src/server/db/schema';
import { splitCents } from '../../src/shared/pricing';
import { useTestServer } from '../helpers/fixture';
import { LOCATION, addItem } from '../helpers/orders';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });
let shopB: number;
const discountIds: Record<string, number> = {};

const cents = (dollars: number) => Math.round(dollars * 100);
const MONEY = ['gross', 'discounts', 'refunds', 'net', 'tax', 'tips'] as const;
const ORDER_GROUPS = ['day', 'location', 'payment_method'] as const;
const ITEM_GROUPS = ['item', 'soda', 'cup', 'flavor'] as const;

interface Drink {
  menuItem: number;
  cup: number;
}

interface Sale {
  location: number;
  drinks: Drink[];
  discount: string | null;
  taxRate: number;
  included: boolean;
  tipCents: number;
  method: 'cash' | 'card' | 'other';
  /** Cash handed over beyond the amount due. */
  extraCash: number;
}

interface Sold {
  id: number;
  items: { id: number; priceCents: number }[];
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
}

const taxSet = new Map<number, { name: string; taxRate: number; included: boolean }>();

/** Sets the shop's tax (in UTC), unless it has it already. */
async function setTax(location: number, taxRate: number, included: boolean) {
  const known = taxSet.get(location);
  if (known && known.taxRate === taxRate && known.included === included) return;
  const name = known?.name ?? (await admin.get(`/api/locations/${location}`)).body.name;
  const res = await admin.put(`/api/locations/${location}`, {
    name,
    time_zone: 'UTC',
    tax_rate: taxRate,
    prices_include_tax: included,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  taxSet.set(location, { name, taxRate, included });
}

/** Rings up and pays `sale` as the admin, paid at `paidAt`; returns its stored money in cents. */
async function sell(sale: Sale, paidAt: string): Promise<Sold> {
  await setTax(sale.location, sale.taxRate, sale.included);
  let id = 0;
  const items: Sold['items'] = [];
  for (const drink of sale.drinks) {
    const res = await addItem(admin, {
      menu_item: drink.menuItem,
      cup: drink.cup,
      order__location: sale.location,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.order__id;
    items.push({ id: res.body.id, priceCents: cents(res.body.price) });
  }
  const body = {
    is_paid: true,
    order_name: 1,
    discount: sale.discount === null ? null : discountIds[sale.discount],
    tip: sale.tipCents / 100,
  };
  const send = (extra: Record<string, unknown>) =>
    admin.patch(`/api/orders/${id}/complete-order-payment`, { ...body, ...extra });
  // No order here comes near $1,000: the answer names the amount due.
  const probe = await send({ paid_amount: 1000 });
  const due = Number(/order total of \$(\d+\.\d\d)/.exec(probe.body.message)![1]);
  const paid = await send({
    paid_amount: due,
    payment_method: sale.method,
    ...(sale.method === 'cash' ? { cash_tendered: (cents(due) + sale.extraCash) / 100 } : {}),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await server.database.db
    .update(orders)
    .set({ paidAt: new Date(paidAt) })
    .where(eq(orders.id, id));
  expect(cents(paid.body.subtotal)).toBe(items.reduce((sum, item) => sum + item.priceCents, 0));
  return {
    id,
    items,
    subtotal: cents(paid.body.subtotal),
    discount: cents(paid.body.discount_amount),
    tax: cents(paid.body.tax),
    tip: cents(paid.body.tip),
  };
}

/** Refunds `items` (order item ids) or `amountCents` of order `id`, made at `at`. */
async function refund(id: number, what: { items: number[] } | { amountCents: number }, at: string) {
  const res = await admin.post(`/api/orders/${id}/refunds`, {
    ...('items' in what ? { items: what.items } : { amount: what.amountCents / 100 }),
    reason: 'Shares test',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await server.database.db
    .update(refunds)
    .set({ createdAt: new Date(at) })
    .where(eq(refunds.id, res.body.id));
  return { amount: cents(res.body.amount), tax: cents(res.body.tax) };
}

type Totals = Record<(typeof MONEY)[number], number>;

async function report(day: string, groupBy: string) {
  const res = await admin.get(`/api/reports/sales?from=${day}&to=${day}&group_by=${groupBy}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { rows: (Totals & { key: string })[]; totals: Totals };
}

/** Money totals of every grouping on `day`, in cents. */
async function totalsByGrouping(day: string) {
  const all: Record<string, Totals> = {};
  for (const groupBy of [...ORDER_GROUPS, ...ITEM_GROUPS]) {
    const { totals } = await report(day, groupBy);
    all[groupBy] = Object.fromEntries(MONEY.map((f) => [f, cents(totals[f])])) as Totals;
  }
  return all;
}

/** Every grouping's money totals on `day` equal `expected` (cents). */
async function expectSameTotals(day: string, expected: Totals) {
  const all = await totalsByGrouping(day);
  expect(all).toEqual(Object.fromEntries(Object.keys(all).map((group) => [group, expected])));
}

beforeAll(async () => {
  shopB = (await admin.post('/api/locations', { name: 'Shares Shop B' })).body.id;
  const discounts = {
    tenth: { percent_or_price: 'percent', percent: 0.1 },
    third: { percent_or_price: 'percent', percent: 0.3333 },
    free: { percent_or_price: 'percent', percent: 1 },
    twoDollar16: { percent_or_price: 'price', price: 2, is_cup_specific: true, cup: 1 },
  };
  for (const [code, fields] of Object.entries(discounts)) {
    const res = await admin.post('/api/discounts', {
      name: code,
      code: `SHARES-${code}`,
      ...fields,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    discountIds[code] = res.body.id;
  }
});

describe('shares of an order are whole cents split by the largest remainder', () => {
  // Three drinks of different items and sodas. The old split gave each drink a fraction of a
  // 2-cent tip (about 0.67 cents), and each row rounded it up to a cent: 3 cents in all.
  const three: Drink[] = [
    { menuItem: 1, cup: 1 },
    { menuItem: 5, cup: 1 },
    { menuItem: 9, cup: 2 },
  ];
  const sale = (fields: Partial<Sale>): Sale => ({
    location: LOCATION,
    drinks: three,
    discount: null,
    taxRate: 0,
    included: false,
    tipCents: 0,
    method: 'card',
    extraCash: 0,
    ...fields,
  });

  it('a tip of 2 cents and a tax of a few cents over three drinks: every grouping has the order totals', async () => {
    const day = '2031-01-06';
    const sold = [
      await sell(sale({ tipCents: 2 }), `${day}T10:00:00Z`),
      await sell(sale({ tipCents: 7, taxRate: 0.1 }), `${day}T11:00:00Z`),
    ];
    expect(sold[1].tax).toBeGreaterThan(0);
    expect(sold[1].tax).toBeLessThan(3);
    await expectSameTotals(day, {
      gross: sold[0].subtotal + sold[1].subtotal,
      discounts: 0,
      refunds: 0,
      net: sold[0].subtotal + sold[1].subtotal,
      tax: sold[1].tax,
      tips: 9,
    });
    // Each drink's tip and tax, by item: the floors, then a cent each to the largest remainders
    // (the lower item id on a tie), as splitCents does.
    const rows = (await report(day, 'item')).rows;
    const byItem = new Map(rows.map((row) => [row.key, row]));
    const names = ['Coco Butter Kisses', 'Dilemma', 'Juicy'];
    const weights = sold[0].items.map((item) => item.priceCents);
    const tips = [splitCents(2, weights), splitCents(7, weights)];
    const taxes = splitCents(sold[1].tax, weights);
    names.forEach((name, i) => {
      expect(byItem.get(name), name).toMatchObject({
        tips: (tips[0][i] + tips[1][i]) / 100,
        tax: taxes[i] / 100,
      });
    });
  });

  it('a day without sales: every grouping has zero totals', async () => {
    await expectSameTotals('2031-01-05', {
      gross: 0,
      discounts: 0,
      refunds: 0,
      net: 0,
      tax: 0,
      tips: 0,
    });
  });

  it('all drinks free: a tip splits evenly, the first drinks taking the odd cents', async () => {
    const day = '2031-01-07';
    const sold = await sell(
      sale({ discount: 'free', tipCents: 7, taxRate: 8 }),
      `${day}T10:00:00Z`,
    );
    expect(sold.discount).toBe(sold.subtotal);
    await expectSameTotals(day, {
      gross: sold.subtotal,
      discounts: sold.subtotal,
      refunds: 0,
      net: 0,
      tax: 0,
      tips: 7,
    });
    const rows = (await report(day, 'item')).rows;
    expect(rows.map((row) => [row.key, row.tips])).toEqual(
      expect.arrayContaining([
        ['Coco Butter Kisses', 0.03],
        ['Dilemma', 0.02],
        ['Juicy', 0.02],
      ]),
    );
  });

  it('a discount, an item refund and an amount refund of odd cents: every grouping has the order totals', async () => {
    const day = '2031-01-08';
    const sold = await sell(
      sale({ discount: 'third', tipCents: 5, taxRate: 7.25, method: 'cash', extraCash: 13 }),
      `${day}T10:00:00Z`,
    );
    const first = await refund(sold.id, { items: [sold.items[1].id] }, `${day}T12:00:00Z`);
    const second = await refund(sold.id, { amountCents: 101 }, `${day}T13:00:00Z`);
    const refunded = first.amount - first.tax + second.amount - second.tax;
    await expectSameTotals(day, {
      gross: sold.subtotal,
      discounts: sold.discount,
      refunds: refunded,
      net: sold.subtotal - sold.discount - refunded,
      tax: sold.tax - first.tax - second.tax,
      tips: 5,
    });
  });
});

/** What happens to a sale after it is paid. */
type Afterwards =
  | { kind: 'none' }
  | { kind: 'void' }
  | { kind: 'items'; picks: boolean[]; amountFraction: number | null }
  | { kind: 'amount'; amountFraction: number };

const drinkArb = fc.record({
  menuItem: fc.integer({ min: 1, max: 16 }),
  cup: fc.constantFrom(1, 2),
});
const saleArb = fc.record({
  location: fc.constantFrom(LOCATION, 0),
  drinks: fc.array(drinkArb, { minLength: 1, maxLength: 4 }),
  discount: fc.constantFrom(null, null, 'tenth', 'third', 'free', 'twoDollar16'),
  taxRate: fc.oneof(
    fc.constantFrom(0, 0.1, 7.25, 8.875),
    fc.integer({ min: 0, max: 15_000 }).map((t) => t / 1000),
  ),
  included: fc.boolean(),
  tipCents: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 9 }),
    fc.integer({ max: 700, min: 0 }),
  ),
  method: fc.constantFrom('cash' as const, 'card' as const, 'other' as const),
  extraCash: fc.integer({ min: 0, max: 2000 }),
});
const fraction = fc.integer({ min: 1, max: 100 }).map((p) => p / 100);
const afterwardsArb: fc.Arbitrary<Afterwards> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'void' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('items' as const),
      picks: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      amountFraction: fc.option(fraction, { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('amount' as const), amountFraction: fraction }),
  },
);

/**
 * A day the old split got wrong by a cent: it divided as numeric, so each drink took 3.5 cents of
 * the 7-cent amount refund and each row rounded its share up. It stays among the runs.
 */
const OLD_ROUNDING_FAILURE: [Sale, Afterwards][] = [
  [
    {
      location: LOCATION,
      drinks: [
        { menuItem: 11, cup: 2 },
        { menuItem: 8, cup: 2 },
      ],
      discount: null,
      taxRate: 1.414,
      included: false,
      tipCents: 0,
      method: 'cash',
      extraCash: 0,
    },
    { kind: 'items', picks: [true, false, false, false], amountFraction: 0.01 },
  ],
];

describe('property: every grouping has the order groupings’ totals on any day', () => {
  let dayNumber = 0;

  it('random orders with discounts, tax, tips, tenders, voids, item and amount refunds', async () => {
    const dayArb = fc.array(fc.tuple(saleArb, afterwardsArb), { minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(dayArb, async (sales) => {
        // A day of its own for every run (and every shrink), so runs never see each other.
        const day = new Date(Date.UTC(2032, 0, 1 + dayNumber++)).toISOString().slice(0, 10);
        const expected = { gross: 0, discounts: 0, refunds: 0, net: 0, tax: 0, tips: 0 };
        for (const [i, [sale, afterwards]] of sales.entries()) {
          const location = sale.location === 0 ? shopB : sale.location;
          const sold = await sell(
            { ...sale, location },
            `${day}T10:${String(i).padStart(2, '0')}:00Z`,
          );
          if (afterwards.kind === 'void') {
            const res = await admin.post(`/api/orders/${sold.id}/void`, { reason: 'Shares test' });
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            continue;
          }
          expected.gross += sold.subtotal;
          expected.discounts += sold.discount;
          expected.tax += sold.tax;
          expected.tips += sold.tip;
          const given: { amount: number; tax: number }[] = [];
          const paid = sold.subtotal - sold.discount + (sale.included ? 0 : sold.tax) + sold.tip;
          const picked =
            afterwards.kind === 'items'
              ? sold.items.filter((_, k) => afterwards.picks[k % afterwards.picks.length])
              : [];
          // Free drinks give nothing back, so they cannot be refunded as items.
          if (picked.length > 0 && sale.discount !== 'free') {
            given.push(
              await refund(sold.id, { items: picked.map((item) => item.id) }, `${day}T20:00:00Z`),
            );
          }
          const amountFraction = afterwards.kind === 'none' ? null : afterwards.amountFraction;
          const left = paid - given.reduce((sum, r) => sum + r.amount, 0);
          if (amountFraction !== null && left > 0) {
            const amountCents = Math.max(1, Math.floor(left * amountFraction));
            given.push(await refund(sold.id, { amountCents }, `${day}T21:00:00Z`));
          }
          for (const r of given) {
            expected.refunds += r.amount - r.tax;
            expected.tax -= r.tax;
          }
        }
        expected.net = expected.gross - expected.discounts - expected.refunds;
        await expectSameTotals(day, expected);
      }),
      { numRuns: 15, examples: [[OLD_ROUNDING_FAILURE]] },
    );
  });
});
