import type { LocationId } from '@shared/ids';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MenuItem } from '@shared/catalogue-types';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import {
  useCatalogueCupsQuery,
  useCatalogueFlavorsQuery,
  useCatalogueSodasQuery,
} from '../../lib/api/catalogue-api';
import { save } from '../../lib/save';
import { notifyError, notifyInPlace } from '../../lib/toast';
import {
  defaultOrderItemValues,
  flatOrSparklingApplies,
  orderItemFormSchema,
  toOrderItemPayload,
  type OrderItemFormValues,
  type OrderTarget,
} from './order-item-form-schema';
import { useCreateOrderItemMutation, useMenuItemQuery } from './take-order-api';
import { useCustomizeChanges } from './use-customize-changes';
import { useDeviceSale } from '../../lib/offline/use-device-sale';
import type { LineRequest } from '../../lib/offline/device-sale';
import { devicePriceCents, type DeviceItemRequest } from '../../lib/offline/device-pricing';

const FORM_FIELDS = new Set<string>([
  'cup',
  'low_sugar',
  'flat_or_sparkling',
  'note',
  'custom_order__soda',
  'custom_order_flavors',
]);

/** The dialog's form: the rules for a menu item or a custom drink, opened on a chosen cup. */
function useOrderItemFields(target: OrderTarget, initialCup?: number) {
  const { menuItemId, menuItemSodaId } = target;
  const schema = useMemo(
    () => orderItemFormSchema({ menuItemId, menuItemSodaId }),
    [menuItemId, menuItemSodaId],
  );
  const defaults = useMemo(
    () => ({
      ...defaultOrderItemValues({ menuItemId, menuItemSodaId }),
      ...(initialCup ? { cup: String(initialCup) } : {}),
    }),
    [menuItemId, menuItemSodaId, initialCup],
  );
  const form = useForm<OrderItemFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as OrderItemFormValues;
  return { form, values };
}

/**
 * The order dialog's data and submit (SPEC sections 4 and 5): the form, the catalogue lists it
 * offers, the customize switch with its recipe prefill and changes, and adding the item.
 */
export function useOrderItemForm(
  menuItem: MenuItem | null,
  locationId: LocationId,
  onDone: () => void,
  initialCup?: number,
) {
  const target: OrderTarget = {
    menuItemId: menuItem?.id ?? null,
    menuItemSodaId: menuItem?.soda.id ?? null,
  };
  const { form, values } = useOrderItemFields(target, initialCup);

  const { data: cups = [] } = useCatalogueCupsQuery();
  const { data: sodas = [] } = useCatalogueSodasQuery();
  const { data: flavors = [] } = useCatalogueFlavorsQuery(undefined, { skip: !values.customize });
  const fetched = useMenuItemQuery(menuItem?.id ?? 0, { skip: !menuItem });
  const recipe = fetched.data ?? menuItem;

  // SPEC section 4: changing the cup size refetches the menu item.
  const { refetch } = fetched;
  useEffect(() => {
    if (menuItem && values.cup) void refetch();
  }, [values.cup, menuItem, refetch]);

  // The water choice comes and goes with the soda: after a first submit, re-check it as it changes.
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger('flat_or_sparkling');
  }, [values.customize, values.custom_order__soda, isSubmitted, trigger]);

  // The recipe is ticked at once, from the menu item the dialog was opened with.
  const toggleCustomize = (on: boolean) => {
    form.setValue('customize', on);
    if (on && recipe) {
      form.setValue('custom_order__soda', String(recipe.soda.id), {
        shouldValidate: form.formState.isSubmitted,
      });
      form.setValue(
        'custom_order_flavors',
        recipe.flavors.map((line) => line.flavor.id),
        { shouldDirty: true },
      );
    } else {
      form.setValue('custom_order__soda', '');
      form.setValue('custom_order_flavors', []);
    }
  };
  const customizeChanges = useCustomizeChanges({ form, values, recipe, sodas, flavors });

  const { submit, device } = useAddItem({ form, target, menuItem, locationId, onDone });

  return {
    form,
    values,
    target,
    cups,
    sodas,
    flavors,
    toggleCustomize,
    recipeFlavors: recipe?.flavors.map((line) => line.flavor) ?? [],
    ...customizeChanges,
    submit,
    showWater: flatOrSparklingApplies(target, values),
    sellsOffline: device.offline,
    menuItem,
    devicePrice: (request: DeviceItemRequest) => devicePriceCents(device.device.catalogue, request),
    customSoda:
      values.customize && values.custom_order__soda ? Number(values.custom_order__soda) : null,
  };
}

/**
 * Add to Order: to the server's cart, or on the device when out of reach (or when an offline
 * order is already started, or the write fails without an answer).
 */
function useAddItem(opts: {
  form: UseFormReturn<OrderItemFormValues>;
  target: OrderTarget;
  menuItem: MenuItem | null;
  locationId: LocationId;
  onDone: () => void;
}) {
  const { form, target, menuItem, locationId, onDone } = opts;
  const [createOrderItem] = useCreateOrderItemMutation();
  const device = useDeviceSale(locationId);

  const setErrorOrToast: UseFormSetError<OrderItemFormValues> = (name, error, options) => {
    if (FORM_FIELDS.has(name)) form.setError(name, error, options);
    else notifyError(error.message ?? 'Something went wrong');
  };

  const submit = form.handleSubmit(async (formValues) => {
    const payload = toOrderItemPayload(target, formValues, locationId);
    // The payload's fields are built as the offline line takes them (order-item-form-schema.ts).
    const request = payload as LineRequest;
    if (device.offline) {
      if (await device.add(request, menuItem)) onDone();
      return;
    }
    await save({
      request: async () => {
        try {
          return await createOrderItem(payload).unwrap();
        } catch (error) {
          if (await device.addAfterFailure(error, request, menuItem, true)) return null;
          throw error;
        }
      },
      form: { reset: form.reset, setError: setErrorOrToast },
      successMessage: 'Order Item added successfully',
      onSuccess: onDone,
      notify: notifyInPlace,
    });
  });
  return { submit, device };
}
