import type { APIRequestContext } from '@playwright/test';
import { addItem, apiCashier, newLocation } from './shop-support';
import { expect } from './support';

/** Issue 16: sales of known amounts at a shop of the test's own, for the reports page. */

export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Sale {
  id: number;
  netCents: number;
  tipCents: number;
  items: string[];
}

/** Rings up the menu items (small cup) at the shop and pays them with the tender; the sale. */
async function sale(
  cashier: APIRequestContext,
  locationId: number,
  menuItems: number[],
  orderName: number,
  tender: { payment_method: 'cash' | 'card'; tip?: number; cash_tendered?: number },
): Promise<Sale> {
  let id = 0;
  let netCents = 0;
  const items: string[] = [];
  for (const menu_item of menuItems) {
    const item: { order__id: number; price: number; order_item_name?: string } = await addItem(
      cashier,
      locationId,
      { menu_item, cup: 1 },
    );
    id = item.order__id;
    netCents += Math.round(item.price * 100);
    items.push(item.order_item_name!);
  }
  const tipCents = Math.round((tender.tip ?? 0) * 100);
  const paid = await cashier.patch(`/api/orders/${id}/complete-order-payment`, {
    data: {
      is_paid: true,
      order_name: orderName,
      discount: null,
      paid_amount: (netCents + tipCents) / 100,
      ...tender,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { id, netCents, tipCents, items };
}

/** The shop with its three sales, and what the report must say of them. */
export async function shopWithSales() {
  const location = await newLocation();
  const cashier = await apiCashier();
  const sales = [
    await sale(cashier, location.id, [1, 2], 1, { payment_method: 'cash', cash_tendered: 50 }),
    await sale(cashier, location.id, [3], 2, { payment_method: 'card', tip: 1.5 }),
    await sale(cashier, location.id, [1], 3, { payment_method: 'cash' }),
  ];
  // The first drink is made, so the shop has a wait to report.
  for (const data of [{ is_in_progress: true }, { is_in_progress: false, is_complete: true }]) {
    const moved = await cashier.patch(`/api/orders/${sales[0].id}/update-in-progress`, { data });
    expect(moved.status()).toBe(200);
  }
  await cashier.dispose();
  const netCents = sales.reduce((sum, s) => sum + s.netCents, 0);
  return {
    location,
    orders: sales.length,
    net: dollars(netCents),
    average: dollars(Math.round(netCents / sales.length)),
    tips: dollars(sales.reduce((sum, s) => sum + s.tipCents, 0)),
    items: new Set(sales.flatMap((s) => s.items)),
  };
}
