import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { addItem, LOCATION } from '../helpers/orders';
import { useTaxAndDiscount } from '../helpers/tax';

// Issue 14: tax per location, tips and tenders at checkout, stored as they were at the sale.
// Reference prices: menu item 1 in 16 oz is $5.00, menu item 2 in 16 oz $4.70 (both cup 1).
// Discount "To 3.95" sets a drink to $3.95, so the example (8.875% on $3.95) is a sale.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
let to395: number;
const { setTax, locationName } = useTaxAndDiscount(
  { server, staff, admin },
  { name: 'To 3.95', code: 'T395', percentOrPrice: 'price', priceCents: 395 },
  (id) => (to395 = id),
);

/** A new cart of the staff user holding these menu items in 16 oz; its id. */
async function cart(menuItems: number[] = [1]): Promise<number> {
  let id = 0;
  for (const menu_item of menuItems) {
    const res = await addItem(staff, { menu_item, cup: 1 });
    expect(res.status).toBe(201);
    id = res.body.order__id;
  }
  return id;
}

const pay = (id: number, body: Record<string, unknown>) =>
  staff.patch(`/api/orders/${id}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    discount: null,
    ...body,
  });

describe('tax', () => {
  it('adds 8.875% to $3.95, rounded half up: $0.35 (35.06 cents)', async () => {
    expect((await setTax(8.875)).body).toMatchObject({
      tax_rate: 8.875,
      prices_include_tax: false,
    });
    const id = await cart();
    const res = await pay(id, { discount: to395, paid_amount: 4.3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      paid_amount: 4.3,
      subtotal: 5,
      discount_amount: 1.05,
      tax: 0.35,
      tip: 0,
      total: 4.3,
      payment_method: 'cash',
      cash_tendered: 4.3,
      change_due: 0,
    });
  });

  it('takes inclusive tax out of the price: 8.875% of $3.95 is $0.32 and the total stays', async () => {
    await setTax('8.875', true);
    const id = await cart();
    const res = await pay(id, { discount: to395, paid_amount: 3.95 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ tax: 0.32, total: 3.95 });
  });

  it('rounds each rate once per order on the discounted subtotal', async () => {
    const cases: [number, number[], number, number][] = [
      // rate, menu items, tax, total
      [7.25, [1], 0.36, 5.36], // 36.25 cents
      [10, [1, 2], 0.97, 10.67],
      [0.5, [2], 0.02, 4.72], // 2.35 cents
      [9.999, [1, 1], 1.0, 11.0], // 99.99 cents
    ];
    for (const [rate, items, tax, total] of cases) {
      await setTax(rate);
      const res = await pay(await cart(items), { paid_amount: total });
      expect(res.status, `${rate}%: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body, `${rate}%`).toMatchObject({ tax, total });
    }
  });

  it('refuses a rate that is not a percent with at most 3 decimals', async () => {
    for (const tax_rate of [-1, 100, '8.8755', 'abc', '', true, null]) {
      const res = await setTax(tax_rate as number);
      expect(res.status, String(tax_rate)).toBe(400);
      expect(res.body.tax_rate, String(tax_rate)).toBeDefined();
    }
    expect((await staff.get(`/api/locations/${LOCATION}`)).body.tax_rate).toBe(0);
    const asStaff = await staff.put(`/api/locations/${LOCATION}`, {
      name: locationName(),
      tax_rate: 5,
    });
    expect(asStaff.status).toBe(403);
  });

  it('keeps the figures of a paid order when the rate changes later', async () => {
    await setTax(8.875);
    const id = await cart();
    expect((await pay(id, { paid_amount: 5.44 })).status).toBe(200);
    await setTax(20, true);
    const order = await staff.get(`/api/orders/${id}`);
    expect(order.body).toMatchObject({ paid_amount: 5.44, subtotal: 5, tax: 0.44, total: 5.44 });
  });
});

describe('tips and tenders', () => {
  it('adds an untaxed, undiscounted tip; the order reads back every figure', async () => {
    await setTax(8.875);
    const id = await cart();
    const res = await pay(id, { paid_amount: 6.44, tip: 1, cash_tendered: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const money = {
      subtotal: 5,
      discount_amount: 0,
      tax: 0.44,
      tip: 1,
      total: 6.44,
      payment_method: 'cash',
      cash_tendered: 10,
      change_due: 3.56,
    };
    expect(res.body).toMatchObject(money);
    expect((await staff.get(`/api/orders/${id}`)).body).toMatchObject({
      ...money,
      paid_amount: 6.44,
    });
  });

  it('takes card and other for the exact amount, with no tendered cash or change', async () => {
    for (const payment_method of ['card', 'other']) {
      const res = await pay(await cart(), { paid_amount: 5, payment_method, cash_tendered: 20 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ payment_method, cash_tendered: null, change_due: null });
    }
  });

  it('names the expected total when the paid amount is off, and leaves the order unpaid', async () => {
    await setTax(8.875);
    const id = await cart();
    const res = await pay(id, { paid_amount: 5, tip: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The paid amount $5.00 does not match the order total of $6.44.');
    expect((await staff.get(`/api/orders/${id}`)).body).toMatchObject({
      is_paid: false,
      total: null,
      payment_method: null,
    });
    expect((await pay(id, { paid_amount: 6.44, tip: 1 })).status).toBe(200);
  });

  it('refuses cash tendered below the amount due', async () => {
    const id = await cart();
    const res = await pay(id, { paid_amount: 5, cash_tendered: 4.99 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cash_tendered: ['Cash tendered is less than the amount due.'] });
    expect((await staff.get(`/api/orders/${id}`)).body.is_paid).toBe(false);
    expect((await pay(id, { paid_amount: 5, cash_tendered: 5 })).body.change_due).toBe(0);
  });

  it('refuses an unknown tender and a tip that is not an amount', async () => {
    const id = await cart();
    const bad: Record<string, unknown>[] = [
      { payment_method: 'bitcoin' },
      { payment_method: null },
      { tip: -1 },
      { tip: 'abc' },
      { cash_tendered: -5 },
      { cash_tendered: {} },
    ];
    for (const body of bad) {
      const res = await pay(id, { paid_amount: 5, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.get(`/api/orders/${id}`)).body.is_paid).toBe(false);
    expect((await pay(id, { paid_amount: 5 })).status).toBe(200);
  });
});
