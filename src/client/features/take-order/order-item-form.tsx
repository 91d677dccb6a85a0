import { zodResolver } from '@hookform/resolvers/zod';
import type { MenuItem } from '@shared/catalogue-types';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { useMenuItemQuery } from '../../lib/api/catalogue-api';
import {
  useCatalogueCupsQuery,
  useCatalogueFlavorsQuery,
  useCatalogueSodasQuery,
} from '../../lib/api/catalogue-reads-api';
import { useCreateOrderItemMutation } from '../../lib/api/orders-api';
import { save } from '../../lib/save';
import { notifyError } from '../../lib/toast';
import { ChoiceField } from './choice-field';
import { FlavorPicker } from './flavor-picker';
import {
  defaultOrderItemValues,
  flatOrSparklingApplies,
  orderItemFormSchema,
  toOrderItemPayload,
  type OrderItemFormValues,
  type OrderTarget,
} from './order-item-form-schema';
import { PriceQuoteLine } from './price-quote-line';
import { useFlavorPrefill } from './use-flavor-prefill';

const SODA_TYPES = [
  { value: 'normal', label: 'Normal' },
  { value: 'low_sugar', label: 'Low Sugar' },
];
const WATER_TYPES = [
  { value: 'flat', label: 'Flat' },
  { value: 'sparkling', label: 'Sparkling' },
];
const FORM_FIELDS = new Set<string>([
  'cup',
  'low_sugar',
  'flat_or_sparkling',
  'note',
  'custom_order__soda',
  'custom_order_flavors',
]);

interface OrderItemFormProps {
  /** The menu item ordered; none for a custom drink. */
  menuItem: MenuItem | null;
  locationId: number;
  onDone: () => void;
}

/** The order dialog's form (SPEC sections 2, 4 and 5). */
export function OrderItemForm({ menuItem, locationId, onDone }: OrderItemFormProps) {
  const target: OrderTarget = {
    menuItemId: menuItem?.id ?? null,
    menuItemSodaId: menuItem?.soda.id ?? null,
  };
  const schema = useMemo(
    () =>
      orderItemFormSchema({ menuItemId: target.menuItemId, menuItemSodaId: target.menuItemSodaId }),
    [target.menuItemId, target.menuItemSodaId],
  );
  const defaults = useMemo(
    () =>
      defaultOrderItemValues({
        menuItemId: target.menuItemId,
        menuItemSodaId: target.menuItemSodaId,
      }),
    [target.menuItemId, target.menuItemSodaId],
  );
  const form = useForm<OrderItemFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as OrderItemFormValues;

  const { data: cups = [] } = useCatalogueCupsQuery();
  const { data: sodas = [] } = useCatalogueSodasQuery();
  const { data: flavors = [] } = useCatalogueFlavorsQuery(undefined, { skip: !values.customize });
  const fetched = useMenuItemQuery(menuItem?.id ?? 0, { skip: !menuItem });
  const recipe = fetched.data ?? menuItem;
  const [createOrderItem] = useCreateOrderItemMutation();

  const prefill = useFlavorPrefill((flavorId) => {
    const current = form.getValues('custom_order_flavors');
    if (!current.includes(flavorId)) {
      form.setValue('custom_order_flavors', [...current, flavorId], { shouldDirty: true });
    }
  });

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

  const toggleCustomize = (on: boolean) => {
    form.setValue('customize', on);
    if (on && recipe) {
      form.setValue('custom_order__soda', String(recipe.soda.id), {
        shouldValidate: form.formState.isSubmitted,
      });
      form.setValue('custom_order_flavors', []);
      prefill.start(recipe.flavors.map((line) => line.flavor.id));
    } else {
      prefill.cancel();
      form.setValue('custom_order__soda', '');
      form.setValue('custom_order_flavors', []);
    }
  };

  const setErrorOrToast: UseFormSetError<OrderItemFormValues> = (name, error, options) => {
    if (FORM_FIELDS.has(name)) form.setError(name, error, options);
    else notifyError(error.message ?? 'Something went wrong');
  };

  const submit = form.handleSubmit(async (formValues) => {
    prefill.cancel();
    await save({
      request: () => createOrderItem(toOrderItemPayload(target, formValues, locationId)).unwrap(),
      form: { reset: form.reset, setError: setErrorOrToast },
      successMessage: 'Order Item added successfully',
      onSuccess: onDone,
    });
  });

  const custom = menuItem === null;
  const showWater = flatOrSparklingApplies(target, values);
  const customSoda =
    values.customize && values.custom_order__soda ? Number(values.custom_order__soda) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Order item">
      <Controller
        control={form.control}
        name="cup"
        render={({ field }) => (
          <ChoiceField
            id="cup"
            legend="Cup size"
            value={field.value}
            onChange={field.onChange}
            error={errors.cup?.message}
            options={cups.map((cup) => ({ value: String(cup.id), label: cup.size.display }))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="low_sugar"
        render={({ field }) => (
          <ChoiceField
            id="low_sugar"
            legend="Soda type"
            value={field.value}
            onChange={field.onChange}
            error={errors.low_sugar?.message}
            options={SODA_TYPES}
          />
        )}
      />
      {!custom && (
        <div className="flex items-center gap-3">
          <Switch
            id="customize"
            checked={values.customize}
            onCheckedChange={toggleCustomize}
            disabled={!values.cup}
          />
          <Label htmlFor="customize">Customize</Label>
          {!values.cup && <span className="text-sm text-slate-500">Choose a cup size first</span>}
        </div>
      )}
      {values.customize && (
        <>
          <Controller
            control={form.control}
            name="custom_order__soda"
            render={({ field }) => (
              <ChoiceField
                id="custom_order__soda"
                legend="Soda"
                value={field.value}
                onChange={field.onChange}
                error={errors.custom_order__soda?.message}
                options={sodas.map((soda) => ({ value: String(soda.id), label: soda.name }))}
              />
            )}
          />
          <Controller
            control={form.control}
            name="custom_order_flavors"
            render={({ field }) => (
              <FlavorPicker
                flavors={flavors}
                value={field.value}
                onChange={field.onChange}
                error={errors.custom_order_flavors?.message}
              />
            )}
          />
        </>
      )}
      {showWater && (
        <Controller
          control={form.control}
          name="flat_or_sparkling"
          render={({ field }) => (
            <ChoiceField
              id="flat_or_sparkling"
              legend="Flat or sparkling"
              value={field.value}
              onChange={field.onChange}
              error={errors.flat_or_sparkling?.message}
              options={WATER_TYPES}
            />
          )}
        />
      )}
      <FormField label="Note" htmlFor="note" error={errors.note?.message}>
        <Textarea id="note" placeholder="Optional" rows={2} {...form.register('note')} />
      </FormField>
      {values.cup && (
        <PriceQuoteLine
          cup={Number(values.cup)}
          menuItemId={target.menuItemId}
          customSodaId={customSoda}
          flavorIds={values.customize ? values.custom_order_flavors : []}
          waitingForSoda={values.customize && !customSoda}
        />
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-5 text-white" label="Adding" />}
        Add to Order
      </Button>
    </form>
  );
}
