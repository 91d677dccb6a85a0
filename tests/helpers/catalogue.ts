import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import type { ApiClient } from './http';
import type { TestServer } from './server';

type Call = [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown];

/**
 * The catalogue guard rule for a set of endpoints: signed out 401, no role 403, staff may read
 * (200) but not write (403). Writes are refused before validation, so bodies may be empty.
 */
export async function expectStaffReadAdminWrite(
  server: TestServer,
  reads: string[],
  writes: Call[],
) {
  const anonymous = server.client();
  const nobody = await server.signIn('none');
  const staff = await server.signIn('staff');
  for (const path of reads) {
    expect([path, (await anonymous.get(path)).status]).toEqual([path, 401]);
    expect([path, (await nobody.get(path)).status]).toEqual([path, 403]);
    expect([path, (await staff.get(path)).status]).toEqual([path, 200]);
  }
  for (const [method, path, body] of writes) {
    expect([method, path, (await anonymous.request(method, path, body ?? {})).status]).toEqual([
      method,
      path,
      401,
    ]);
    expect([method, path, (await nobody.request(method, path, body ?? {})).status]).toEqual([
      method,
      path,
      403,
    ]);
    expect([method, path, (await staff.request(method, path, body ?? {})).status]).toEqual([
      method,
      path,
      403,
    ]);
  }
}

/** A paid order written straight into the database, so a catalogue row is referenced by history. */
export async function insertOrder(
  database: Database,
  opts: {
    userId: number;
    orderNameId?: number;
    discountId?: number;
    items?: { menuItemId?: number; cupId: number; customSodaId?: number; flavorIds?: number[] }[];
  },
) {
  const { db } = database;
  const [location] = await db
    .insert(t.locations)
    .values({ name: `Shop ${Math.random()}` })
    .returning();
  const [order] = await db
    .insert(t.orders)
    .values({
      collectedBy: opts.userId,
      locationId: location.id,
      orderNameId: opts.orderNameId ?? null,
      discountId: opts.discountId ?? null,
      isPaid: true,
    })
    .returning();
  for (const item of opts.items ?? []) {
    const [menuItem] = item.menuItemId
      ? await db.select().from(t.menuItems).where(eq(t.menuItems.id, item.menuItemId))
      : [];
    const [row] = await db
      .insert(t.orderItems)
      .values({
        orderId: order.id,
        menuItemId: item.menuItemId ?? null,
        menuItemName: menuItem?.name ?? null,
        cupId: item.cupId,
        customSodaId: item.customSodaId ?? null,
        sodaId: item.customSodaId ?? menuItem?.sodaId ?? noSoda(),
        priceCents: 500,
      })
      .returning();
    for (const flavorId of item.flavorIds ?? []) {
      await db
        .insert(t.orderItemFlavors)
        .values({ orderItemId: row.id, flavorId, quantity: '1.00' });
    }
  }
  return order;
}

const noSoda = (): never => {
  throw new Error('insertOrder: an item needs a menu item or a custom soda');
};

/** The menu list as far as cup prices go. */
export type MenuPrices = { id: number; cup_prices: { id: number; price: number }[] }[];

/** Menu item 1's price in the cup `cupId`. */
export const cupPrice = (menu: MenuPrices, cupId: number) =>
  menu.find((item) => item.id === 1)?.cup_prices.find((p) => p.id === cupId)?.price;

interface CupAnswer {
  id: number;
  price: string | number;
  size: { value: string };
  conversion_factor: string | number;
}

/** Raises the cup's price by a dollar, as an admin. */
export async function raiseCupPrice(admin: Pick<ApiClient, 'put'>, cup: CupAnswer) {
  const changed = await admin.put(`/api/cups/${cup.id}`, {
    size: cup.size.value,
    price: Number(cup.price) + 1,
    conversion_factor: cup.conversion_factor,
  });
  expect(changed.status).toBe(200);
}

/** A location's order-ahead settings as every location starts (issue 31): off, not paused. */
export const ONLINE_ORDERING_OFF = {
  online_ordering: false,
  online_slot_minutes: 10,
  online_orders_per_slot: 12,
  online_max_drinks: 8,
  paused_until: null,
};

/** What a location made with only a name answers besides its id and name. */
export const NEW_LOCATION_SETTINGS = {
  ticket_yellow_seconds: 180,
  ticket_red_seconds: 360,
  tax_rate: 0,
  prices_include_tax: false,
  time_zone: 'UTC',
  address: '',
  phone: '',
  auto_sold_out: true,
  ...ONLINE_ORDERING_OFF,
};
