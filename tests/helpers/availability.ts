import type { ApiClient } from './http';

export type Kind = 'menu_item' | 'soda' | 'flavor' | 'cup';

/** PUT /api/availability. */
export const setAvailable = (
  client: ApiClient,
  location: number,
  kind: Kind,
  id: number,
  available: boolean,
) => client.put('/api/availability', { location, kind, id, available });

/** A live `{availability}` message in which the thing has the given flag. */
export const availabilityShows =
  (kind: Kind, id: number, available: boolean) =>
  (message: any): boolean =>
    Array.isArray(message.availability) &&
    message.availability.some(
      (e: any) => e.kind === kind && e.id === id && e.available === available,
    );

/** Polls `check` until it holds, for at most a second; fails otherwise. */
export async function withinASecond(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 1000) throw new Error('still stale after 1 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}
