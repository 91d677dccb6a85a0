/**
 * Which GET answers a till keeps on the device (the catalogue Take Order needs, the location's
 * settings, the Make Orders queue), and the key each is kept under. The key holds the signed-in
 * user and the chosen location, since some answers differ by them (the queue, names in use,
 * sold-out state), and the query string sorted, so one request always finds its own answer.
 */
const KEPT_PATHS: readonly RegExp[] = [
  /^\/api\/menu-items(\/\d+)?$/,
  /^\/api\/(sodas|cups|flavors|flavor-groups|discounts|order-names)(\/autocomplete)?$/,
  // Each soda's own prices per cup: the device prices custom drinks from them.
  /^\/api\/soda-cup-prices$/,
  /^\/api\/limited-time-promotions$/,
  /^\/api\/availability$/,
  /^\/api\/locations(\/\d+)?$/,
  /^\/api\/settings$/,
  /^\/api\/pending-orders$/,
  /^\/api\/users\/me$/,
];

export interface CacheScope {
  userId: number | undefined;
  locationId: string;
}

/** The kept answer's key for a GET of `url` (path and query, as sent), or null when not kept. */
export function cacheKey(url: string, { userId, locationId }: CacheScope): string | null {
  if (userId === undefined) return null;
  const parsed = new URL(url, 'http://device.invalid');
  if (!KEPT_PATHS.some((path) => path.test(parsed.pathname))) return null;
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return `u${userId}:l${locationId}:${parsed.pathname}${query ? `?${query}` : ''}`;
}
