import type { LocationId } from '@shared/ids';
import { useEffect } from 'react';
import { api, CATALOGUE_TAGS } from '../api/api';
import { useAppDispatch } from '../api/dispatch';
import { useCurrentUser } from '../state/hooks';
import { listenToCatalogue } from './availability-socket';

/**
 * Keeps the catalogue on screen current: each `{catalogue_changed}` of the location's live channel
 * (a menu item, price or name changed anywhere, on any server instance) refetches the catalogue
 * lists in use. The cart is not refetched: the order being rung up stays as it is.
 */
export function useLiveCatalogue(locationId: LocationId | null) {
  const userId = useCurrentUser()?.id;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!locationId || userId === undefined) return;
    return listenToCatalogue(locationId, userId, () => {
      dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
    });
  }, [dispatch, locationId, userId]);
}
