import { randomUUID } from 'node:crypto';
import type { ApiClient } from './http';

/**
 * A time zone where it is about 10 in the morning now (Etc/GMT±N), so the local day still has
 * pickup slots left whenever a test runs.
 */
export function morningZone(): string {
  const offset = ((new Date().getUTCHours() - 10 + 36) % 24) - 12;
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
}

/**
 * Turns order ahead on at the location (in a zone where it is morning, so slots remain), with
 * `settings` besides, and answers today's pickup slots there.
 */
export async function openForOrders(
  admin: ApiClient,
  anyone: ApiClient,
  location: number,
  settings: Record<string, unknown> = {},
): Promise<{ start: string; end: string; available: number }[]> {
  const { name } = (await admin.get(`/api/locations/${location}`)).body;
  const on = await admin.put(`/api/locations/${location}`, {
    name,
    online_ordering: true,
    time_zone: morningZone(),
    ...settings,
  });
  if (on.status !== 200) throw new Error(`order ahead not turned on: ${JSON.stringify(on.body)}`);
  return (await anyone.get(`/api/public/slots?location=${location}`)).body;
}

/** Public limits no test run reaches (every request of a test comes from one address). */
export const NO_PUBLIC_LIMITS = {
  publicLimit: { readsPerMinute: 1_000, ordersPerTenMinutes: 1_000 },
};

/** Places an order ahead of one drink at the reference location as `customer`; answers its body. */
export async function placeOnline(
  anyone: ApiClient,
  location: number,
  customer: string,
  pickupAt: string | null = null,
): Promise<{ token: string; code: string; total: number }> {
  const placed = await anyone.post(
    '/api/public/orders',
    { location, customer_name: customer, pickup_at: pickupAt, items: [{ menu_item: 1, cup: 1 }] },
    { 'idempotency-key': randomUUID() },
  );
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return placed.body;
}

/** A staff member who works only at a new location named `shop`. */
export async function staffElsewhere<S extends ApiClient & { userId: number }>(
  server: { signIn(role: 'staff'): Promise<S> },
  admin: ApiClient,
  shop: string,
): Promise<S> {
  const id = (await admin.post('/api/locations', { name: shop })).body.id;
  const other = await server.signIn('staff');
  await admin.patch(`/api/users/${other.userId}`, { locations: [id] });
  return other;
}
