import { isSoldOut as soldOutIn, type AvailabilityEntry } from '@shared/availability';
import { useEffect } from 'react';
import { availabilityApi, useAvailabilityQuery } from '../api/availability-api';
import { useAppDispatch } from '../api/dispatch';
import { useCurrentUser } from '../state/hooks';
import { listenToAvailability } from './availability-socket';

/**
 * What the location has sold out of ("86"), kept current live: read once over HTTP, then replaced
 * by every `{availability}` message of the location's live channel (any till's change, on any
 * server instance). `locationId` '' means none chosen.
 */
export function useAvailability(locationId: string) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const query = useAvailabilityQuery(locationId, { skip: !locationId });
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
    refetch: query.refetch,
  };
}

/** Whether the list marks the thing sold out (unknown things and no list count as available). */
export const isSoldOut = soldOutIn;
export type { AvailabilityEntry };
