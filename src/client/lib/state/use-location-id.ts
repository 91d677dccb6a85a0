import type { LocationId } from '@shared/ids';
import { useSessionState } from './hooks';

/**
 * The chosen shop's id, or null when none is chosen: the one place the store's cookie text (kept
 * as the server sends it, so the sign-in page carries no parsing) becomes the number every
 * request and live channel takes. Its own module, so that it loads with the signed-in screens.
 */
export const useLocationId = (): LocationId | null =>
  useSessionState((state) => Number(state.locationId) || null);
