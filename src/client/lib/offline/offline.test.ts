import type { Cup, Discount, Flavor, MenuItem } from '@shared/catalogue-types';
import { describe, expect, it } from 'vitest';
import { needsApproval, offlineSums, outboxOrderOf } from './device-checkout';
import { devicePriceCents, pricedDiscountOf } from './device-pricing';
import type { OfflineLine, OutboxOrder } from './outbox-types';
import { syncDiscardSchema } from '@shared/sync-schemas';
import { discardBodyOf, outcomeOf, refusalMessage, sendingOrder, syncBodyOf } from './sync-order';

// The reference shop of src/shared/pricing.test.ts: 16 oz $3.50 (factor 1), 32 oz $4.50 (factor 2);
// syrups $0.15 a pump; the water soda (5) has its own base of $2.75 in 16 oz.
const size = (oz: number) => ({ value: oz, display: `${oz} oz` });
const cups: Cup[] = [
  { id: 1, size: size(16), price: 3.5, conversion_factor: 1 },
  { id: 2, size: size(32), price: 4.5, conversion_factor: 2 },
];
const syrup = { id: 1, name: 'Syrup', uom: { value: 'pump', display: 'Pump' }, price: 0.15 };
const flavor = (id: number, name: string): Flavor => ({
  id,
  name,
  flavor_group: syrup,
  sugar_free_available: false,
});
const flavors = [flavor(1, 'Coconut'), flavor(2, 'Vanilla'), flavor(3, 'Lime')];
const sodaCupPrices = [
  {
    sodaId: 5,
    prices: [
      { cup: 1, price: 2.75, is_soda_price: true },
      { cup: 2, price: 4.5, is_soda_price: false },
    ],
  },
];
const catalogue = { cups, flavors, sodaCupPrices };
const dirty: MenuItem = {
  id: 7,
  name: 'Dirty Dr Pepper',
  soda: { id: 2, name: 'Dr Pepper' },
  flavors: [
    { flavor: flavors[0], quantity: 2 },
    { flavor: flavors[1], quantity: 1.5 },
  ],
  cup_prices: [
    { id: 1, size: size(16), price: 3.95 },
    { id: 2, size: size(32), price: 5.4 },
  ],
  limited_time_menu_item: null,
  limited_time_promotions: null,
  price: null,
  is_archived: false,
};

describe('devicePriceCents', () => {
  it('takes the server-priced cup_prices of a plain menu item', () => {
    const request = { cup: 2, menuItem: dirty, customSodaId: null, flavorIds: [] };
    expect(devicePriceCents(catalogue, request)).toBe(540);
  });

  it('prices a customized item as the server: recipe quantities x factor, others one unit', () => {
    // 32 oz: $4.50 + Coconut 2 x 2 x 15 + Lime 1 x 2 x 15 = 450 + 60 + 30
    const request = { cup: 2, menuItem: dirty, customSodaId: 2, flavorIds: [1, 3] };
    expect(devicePriceCents(catalogue, request)).toBe(540);
  });

  it("prices a custom drink on the soda's own base price", () => {
    const request = { cup: 1, menuItem: null, customSodaId: 5, flavorIds: [3] };
    expect(devicePriceCents(catalogue, request)).toBe(290);
  });

  it('gives null for a cup or flavor the device does not know', () => {
    expect(
      devicePriceCents(catalogue, { cup: 9, menuItem: null, customSodaId: 5, flavorIds: [] }),
    ).toBeNull();
    expect(
      devicePriceCents(catalogue, { cup: 1, menuItem: null, customSodaId: 5, flavorIds: [99] }),
    ).toBeNull();
  });
});

const line = (priceCents: number, cup = 1): OfflineLine => ({
  key: `k${priceCents}`,
  menu_item: null,
  cup,
  low_sugar: false,
  note: '',
  custom_order__soda: 5,
  sodaId: 5,
  custom_order_flavors: [],
  flat_or_sparkling: null,
  name: 'Water',
  size: '16 oz',
  soda: 'Water',
  flavors: [],
  customized: true,
  priceCents,
});
const discount = (percent: number, cup: number | null = null): Discount => ({
  id: 3,
  name: 'Staff',
  code: 'STAFF',
  percent_or_price: 'percent',
  percent,
  price: null,
  is_cup_specific: cup !== null,
  cup,
  cup_size: null,
  is_archived: false,
});

describe('offline checkout figures', () => {
  it('discounts item by item, only in the discount cup', () => {
    expect(offlineSums([line(395), line(540, 2)], discount(0.25, 2))).toEqual({
      subtotalCents: 935,
      discountedCents: 395 + 405,
    });
    expect(pricedDiscountOf(discount(0.125)).percent).toBe(1250);
  });

  it('cannot approve offline a discount over the threshold', () => {
    expect(needsApproval(1001, 1000)).toBe(true);
    expect(needsApproval(1000, 1000)).toBe(false);
    expect(needsApproval(0, null)).toBe(false);
    expect(needsApproval(50, null)).toBe(true);
  });
});

const kept = (takenAt: string, id: string, location = 1): OutboxOrder =>
  outboxOrderOf({
    location,
    lines: [line(300)],
    name: { typed: 'Silver Civic' },
    discount: null,
    figures: {
      subtotalCents: 300,
      discountCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 300,
      tenderedCents: 500,
      changeDueCents: 200,
    },
    method: 'cash',
    takenAt: new Date(takenAt),
    clientId: id,
  });

describe('the sync', () => {
  it("sends the location's orders oldest first", () => {
    const orders = [
      kept('2026-01-01T10:05:00Z', 'b'),
      kept('2026-01-01T10:00:00Z', 'c', 2),
      kept('2026-01-01T10:01:00Z', 'a'),
    ];
    expect(sendingOrder(orders, 1).map((o) => o.client_id)).toEqual(['a', 'b']);
  });

  it('sends the body in dollars with the bar times the device recorded', () => {
    const order = { ...kept('2026-01-01T10:00:00Z', 'x'), completed_at: '2026-01-01T10:04:00Z' };
    expect(syncBodyOf(order)).toMatchObject({
      client_id: 'x',
      order_name_text: 'Silver Civic',
      paid_amount: 3,
      cash_tendered: 5,
      completed_at: '2026-01-01T10:04:00Z',
    });
    // Completed with no recorded start: the server takes both times or none.
    expect(syncBodyOf(order)).toMatchObject({ started_at: '2026-01-01T10:04:00Z' });
    const onlyStarted = {
      ...kept('2026-01-01T10:00:00Z', 'y'),
      started_at: '2026-01-01T10:01:00Z',
    };
    expect(syncBodyOf(onlyStarted)).not.toHaveProperty('started_at');
    expect(syncBodyOf(onlyStarted)).not.toHaveProperty('completed_at');
  });

  it("discards with a body the server's schema takes, the sale and the refusal in the summary", () => {
    const refused = {
      ...kept('2026-01-01T10:00:00Z', crypto.randomUUID()),
      status: 'needs_attention' as const,
      message: `order_name: ${'<too long> '.repeat(30)}`,
    };
    const parsed = syncDiscardSchema.safeParse(discardBodyOf(refused));
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.summary).toMatchObject({
      call_out: 'Silver Civic',
      total: 3,
      items: [{ price: 3 }],
      server_message: refused.message,
    });
  });

  it('keeps an order on a network failure, 5xx or 401 and marks it on any other 4xx', () => {
    expect(
      ['network', 503, 201, 200, 401, 400, 403, 409].map((s) => outcomeOf(s as never)),
    ).toEqual([
      'unreachable',
      'unreachable',
      'sent',
      'sent',
      'signed_out',
      'refused',
      'refused',
      'refused',
    ]);
    expect(refusalMessage({ taken_at: ['Too old.'] })).toBe('taken_at: Too old.');
    expect(refusalMessage({ message: 'Not allowed.' })).toBe('Not allowed.');
  });
});
