import type { LocationId } from '@shared/ids';
import { isSoldOut as soldOutIn, type AvailabilityEntry } from '@shared/sold-out';
import type { MenuItem } from '@shared/catalogue-types';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { availabilityApi, useAvailabilityQuery } from '../api/availability-api';
import { useAppDispatch } from '../api/dispatch';
import { useCurrentUser } from '../state/hooks';
import { heardAvailability, listenToAvailability } from './availability-socket';

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

  // An HTTP answer read before the channel's latest list can land after it and replace it: when an
  // answer lands, the list the open channel sent last stands (it is never the older of the two).
  // Keyed on arrivals, not on the data: a switch flipped here shows at once until the channel's own.
  const { fulfilledTimeStamp, data } = query;
  useEffect(() => {
    if (!locationId || userId === undefined || fulfilledTimeStamp === undefined) return;
    const heard = heardAvailability(locationId, userId);
    if (heard && JSON.stringify(heard) !== JSON.stringify(data))
      dispatch(availabilityApi.util.upsertQueryData('availability', locationId, heard));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new arrival, not a local edit
  }, [dispatch, fulfilledTimeStamp, locationId, userId]);

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
