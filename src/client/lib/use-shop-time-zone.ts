import { useLocationQuery } from './api/location-api';
import { deviceTimeZone } from './date-time';
import { useLocationId } from './state/hooks';

/**
 * The IANA zone of a shop: `locationId`'s, else that of the location this device works at.
 * Undefined while it loads; the device's own zone only when no location is chosen or it cannot
 * be read.
 */
export function useShopTimeZone(locationId?: number | null): string | undefined {
  const chosen = useLocationId();
  // The session keeps the id as text: the same cache entry as the navbar's location panel.
  const id = locationId ? String(locationId) : chosen;
  const location = useLocationQuery(id, { skip: !id });
  if (!id) return deviceTimeZone();
  if (location.data) return location.data.time_zone;
  return location.isError ? deviceTimeZone() : undefined;
}
