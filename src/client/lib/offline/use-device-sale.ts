import type { LocationId } from '@shared/ids';
import type { CupPrice, MenuItem } from '@shared/catalogue-types';
import { useEffect, useMemo } from 'react';
import { reportUnreachable } from '../connection/connection';
import { useAvailability } from '../sold-out/use-availability';
import { notifyError, notifyInPlace } from '../toast';
import type { LineRequest } from './device-sale';
import { useDeviceCatalogue } from './use-device-catalogue';
import { isNetworkFailure, useSellsOffline } from './use-offline';

// The device's pricing loads after Take Order's first render (while the server is there), off
// its first load.
const loadDeviceSale = () => import('./device-sale');

export const OFFLINE_ADDED = 'Order Item added successfully';

/**
 * Take Order's sale on the device: whether it sells offline now, and adding a drink to the
 * offline current order (priced and checked for sold-out things on the device).
 */
export function useDeviceSale(locationId: LocationId) {
  const { offline, cart } = useSellsOffline(locationId);
  const device = useDeviceCatalogue(locationId);
  const { availability } = useAvailability(locationId);
  useEffect(() => void loadDeviceSale(), []);
  const sodaNames = useMemo(() => new Map(device.sodas.map((s) => [s.id, s.name])), [device.sodas]);

  /** Adds the drink on the device; false (with the reason said) when it cannot. */
  const add = async (request: LineRequest, menuItem: MenuItem | null, quiet = false) => {
    const { offlineLineOf } = await loadDeviceSale();
    const line = offlineLineOf({
      request,
      menuItem,
      catalogue: device.catalogue,
      sodaNames,
      availability,
    });
    if ('refused' in line) {
      notifyError(line.refused);
      return false;
    }
    await cart.add(line);
    if (!quiet) notifyInPlace(OFFLINE_ADDED);
    return true;
  };

  /** A write that failed without an answer: the server is out of reach, so the device sells. */
  const addAfterFailure = async (
    error: unknown,
    request: LineRequest,
    menuItem: MenuItem | null,
    quiet = false,
  ) => {
    if (!isNetworkFailure(error)) return false;
    reportUnreachable();
    return add(request, menuItem, quiet);
  };

  return { offline, add, addAfterFailure, device };
}

/** One tap's drink: the menu item in that cup, as it is. */
export const quickAddRequest = (item: MenuItem, cup: CupPrice): LineRequest => ({
  menu_item: item.id,
  cup: cup.id,
  low_sugar: false,
  note: '',
  custom_order__soda: null,
  custom_order_flavors: [],
  flat_or_sparkling: null,
});
