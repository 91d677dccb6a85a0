import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';
import type { ApiClient } from './http';
import { LOCATION } from './orders';

/** An offline sale as the till sends it: menu item 1 in 16 oz ($5.00), cash, no tax. */
export function offlineSale(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    client_id: randomUUID(),
    location: LOCATION,
    taken_at: new Date(Date.now() - 60_000).toISOString(),
    items: [{ menu_item: 1, cup: 1, low_sugar: false, note: '', custom_order_flavors: [] }],
    order_name: 1,
    discount: null,
    paid_amount: 5,
    tip: 0,
    payment_method: 'cash',
    cash_tendered: 5,
    ...overrides,
  };
}

export const sync = (client: ApiClient, body: Record<string, unknown>) =>
  client.post('/api/orders/sync', body);

/** How many orders carry this client id (every synced order when none is given). */
export async function syncedCount(database: Database, clientId?: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(orders)
    .where(clientId ? eq(orders.clientId, clientId) : isNotNull(orders.clientId));
  return row.n;
}
