import type { LocationId } from '@shared/ids';
import { isSoldOut as soldOutIn, type AvailabilityEntry } from '@shared/sold-out';
import type { MenuItem } from '@shared/catalogue-types';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { availabilityApi, useAvailabilityQuery } from '../api/availability-api';
import { useAppDispatch } from '../api/dispatch';
import { useCurrentUser } from '../state/hooks';
import { listenToAvailability } from './availability-socket';

/**
 * What the location has sold out of ("86"), kept current live: read once over HTTP, then replaced
 * by every `{availability}` message of the location's live channel (any till's change, on any
 * server instance). `locationId` null means none chosen.
 */
export function useAvailability(locationId: LocationId | null) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const query = useAvailabilityQuery(locationId ?? skipToken);
  const userId = user?.id;

  useEffect(() => {
    if (!locationId || userId === undefined) return;
    return listenToAvailability(locationId, userId, (list) => {
      dispatch(availabilityApi.util.upsertQueryData('availability', locationId, list));
    });
  }, [dispatch, locationId, userId]);

  return {
    availability: locationId ? query.data : undefined,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Whether the list marks the thing sold out (unknown things and no list count as available). */
export const isSoldOut = soldOutIn;

/**
 * The name of what stops a menu item being sold as it is, in the server's order (the item, its
 * soda, a recipe flavor), or null when it can be sold.
 */
export function menuItemSoldOut(
  availability: readonly AvailabilityEntry[] | undefined,
  item: MenuItem,
): string | null {
  if (soldOutIn(availability, 'menu_item', item.id)) return item.name;
  if (soldOutIn(availability, 'soda', item.soda.id)) return item.soda.name;
  const flavor = item.flavors.find((line) => soldOutIn(availability, 'flavor', line.flavor.id));
  return flavor ? flavor.flavor.name : null;
}
export type { AvailabilityEntry };
