import type { LocationId } from '@shared/ids';
import type { CupPrice, MenuItem } from '@shared/catalogue-types';
import { WATER_SODA_ID } from '@shared/catalogue';
import { notifyRequestError } from '../../lib/save';
import { notifyInPlace } from '../../lib/toast';
import { quickAddRequest, useDeviceSale } from '../../lib/offline/use-device-sale';
import { focusChargeWhenReady } from './till-keys';
import { useCreateOrderItemMutation } from './take-order-api';

/**
 * Whether one tap can add the item as it is: a water item needs flat or sparkling chosen first
 * (spec section 5; the shared rule lives beside zod, which this page does not load).
 */
export const quickAddable = (item: MenuItem) => item.soda.id !== WATER_SODA_ID;

/**
 * One tap, one standard drink: the menu item in that cup, normal soda, no changes and no note (the
 * same body the order dialog sends untouched). The order panel flashes the new line;
 * the spec's success text is announced (lib/toast.ts `notifyInPlace`).
 */
export function useQuickAdd(locationId: LocationId) {
  const [createOrderItem] = useCreateOrderItemMutation();
  const device = useDeviceSale(locationId);
  /** `thenCharge`: added from the keyboard, so Charge takes focus next (Enter charges). */
  return async (item: MenuItem, cup: CupPrice, thenCharge = false) => {
    // Out of reach, or an offline order already started: the drink is added on the device.
    if (device.offline) {
      if ((await device.add(quickAddRequest(item, cup), item)) && thenCharge)
        focusChargeWhenReady();
      return;
    }
    try {
      await createOrderItem({
        menu_item: item.id,
        cup: cup.id,
        low_sugar: false,
        order__location: locationId,
        note: '',
        custom_order__soda: null,
        custom_order_flavors: [],
        flat_or_sparkling: null,
      }).unwrap();
      notifyInPlace('Order Item added successfully');
      if (thenCharge) focusChargeWhenReady();
    } catch (error) {
      if (await device.addAfterFailure(error, quickAddRequest(item, cup), item)) return;
      notifyRequestError(error);
    }
  };
}
