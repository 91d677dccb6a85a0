import type { LocationId } from '@shared/ids';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocationQuery } from './api/location-api';
import { deviceTimeZone } from './date-time';
import { useLocationId } from './state/use-location-id';

/**
 * The IANA zone of a shop: `locationId`'s, else that of the location this device works at.
 * Undefined while it loads; the device's own zone only when no location is chosen or it cannot
 * be read.
 */
export function useShopTimeZone(locationId?: LocationId | null): string | undefined {
  const chosen = useLocationId();
  const id = locationId || chosen;
  const location = useLocationQuery(id ?? skipToken);
  if (!id) return deviceTimeZone();
  if (location.data) return location.data.time_zone;
  return location.isError ? deviceTimeZone() : undefined;
}
