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
