import { useEffect } from 'react';
import { useAppDispatch } from '../api/dispatch';
import { useCurrentUser } from '../state/hooks';
import { isStaffUser } from '../state/user';
import { useLocationId } from '../state/use-location-id';
import { startSyncRunner } from './sync-runner';

/** Sends this device's outbox for the chosen location while a staff member is signed in. */
export function useSyncRunner() {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const locationId = useLocationId();
  const staff = isStaffUser(user);
  useEffect(() => {
    if (!staff || !locationId) return;
    return startSyncRunner(dispatch, locationId);
  }, [dispatch, staff, locationId]);
}
