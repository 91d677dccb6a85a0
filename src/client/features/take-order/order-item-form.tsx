import type { LocationId } from '@shared/ids';
import type { MenuItem } from '@shared/catalogue-types';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { isSoldOut, useAvailability } from '../../lib/sold-out/use-availability';
import { CustomizeFields } from './customize-fields';
import { OrderChoice } from './order-item-fields';
import { PriceQuoteLine } from './price-quote-line';
import { useOrderItemForm } from './use-order-item-form';

const SODA_TYPES = [
  { value: 'normal', label: 'Normal' },
  { value: 'low_sugar', label: 'Low Sugar' },
];
const WATER_TYPES = [
  { value: 'flat', label: 'Flat' },
  { value: 'sparkling', label: 'Sparkling' },
];

interface OrderItemFormProps {
  /** The menu item ordered; none for a custom drink. */
  menuItem: MenuItem | null;
  locationId: LocationId;
  /** The cup chosen when the dialog opens (a menu card opens it with its first cup). */
  initialCup?: number;
  onDone: () => void;
}

/**
 * The dialog opens on its first required field, the cup size (the checked choice, else
 * the first), once the cups are there (the dialog's own focus only moves focus from outside it).
 */
function useFirstFieldFocus(ready: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const radios = ref.current?.querySelectorAll<HTMLElement>('#cup-legend ~ * [role="radio"]');
    const list = [...(radios ?? [])];
    const first = list.find((r) => r.getAttribute('aria-checked') === 'true') ?? list[0];
    if (!first) return;
    done.current = true;
    first.focus();
  }, [ready]);
  return ref;
}

/** The order dialog's form (SPEC sections 2, 4 and 5). */
export function OrderItemForm({ menuItem, locationId, initialCup, onDone }: OrderItemFormProps) {
  const item = useOrderItemForm(menuItem, locationId, onDone, initialCup);
  const formRef = useFirstFieldFocus(item.cups.length > 0);

  return (
    <form
      ref={formRef}
      onSubmit={item.submit}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      aria-label="Order item"
    >
      {/* The fields scroll above the footer, which is outside the scroll area: it covers nothing. */}
      <OrderItemFields item={item} menuItem={menuItem} locationId={locationId} />
      <OrderItemFooter item={item} />
    </form>
  );
}

type OrderItemFormState = ReturnType<typeof useOrderItemForm>;

/** The dialog's fields: cup, soda type, the customizing, water and the note. */
function OrderItemFields({
  item,
  menuItem,
  locationId,
}: {
  item: OrderItemFormState;
  menuItem: MenuItem | null;
  locationId: LocationId;
}) {
  const { form, values, cups } = item;
  const { control } = form;
  const { availability } = useAvailability(locationId);
  const { errors } = form.formState;
  return (
    <div
      className="-mx-1 flex min-h-0 flex-1 flex-col gap-3.5 overflow-y-auto px-1 pb-3"
      data-testid="order-item-body"
    >
      <OrderChoice
        control={control}
        name="cup"
        legend="Cup size"
        error={errors.cup?.message}
        options={cups.map((cup) => ({
          value: String(cup.id),
          label: cup.size.display,
          soldOut: isSoldOut(availability, 'cup', cup.id),
        }))}
      />
      <OrderChoice
        control={control}
        name="low_sugar"
        legend="Soda type"
        error={errors.low_sugar?.message}
        options={SODA_TYPES}
      />
      {menuItem !== null && (
        <div className="flex items-center gap-3">
          <Switch
            id="customize"
            checked={values.customize}
            onCheckedChange={item.toggleCustomize}
            disabled={!values.cup}
          />
          <Label htmlFor="customize">Customize</Label>
          {!values.cup && <span className="text-sm text-slate-500">Choose a cup size first</span>}
        </div>
      )}
      {values.customize && (
        <CustomizeFields
          control={control}
          errors={errors}
          sodas={item.sodas}
          flavors={item.flavors}
          recipeFlavors={item.recipeFlavors}
          changes={item.changes}
          onRemoveChange={item.removeChange}
          locationId={locationId}
        />
      )}
      {item.showWater && (
        <OrderChoice
          control={control}
          name="flat_or_sparkling"
          legend="Flat or sparkling"
          error={errors.flat_or_sparkling?.message}
          options={WATER_TYPES}
        />
      )}
      <FormField label="Note" htmlFor="note" error={errors.note?.message}>
        <Textarea id="note" placeholder="Optional" rows={2} {...form.register('note')} />
      </FormField>
    </div>
  );
}

/** Below the scrolling fields: the price of the drink as chosen and Add to Order. */
function OrderItemFooter({ item }: { item: OrderItemFormState }) {
  const { values, customSoda } = item;
  const { isSubmitting } = item.form.formState;
  return (
    <div
      className="flex shrink-0 flex-col gap-3 border-t border-slate-200 pt-3"
      data-testid="order-item-footer"
    >
      {values.cup && (
        <PriceQuoteLine
          cup={Number(values.cup)}
          menuItemId={item.target.menuItemId}
          customSodaId={customSoda}
          flavorIds={values.customize ? values.custom_order_flavors : []}
          waitingForSoda={values.customize && !customSoda}
          deviceCents={
            item.sellsOffline
              ? item.devicePrice({
                  cup: Number(values.cup),
                  menuItem: item.menuItem,
                  customSodaId: customSoda,
                  flavorIds: values.customize ? values.custom_order_flavors : [],
                })
              : undefined
          }
        />
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-5 text-white" label="Adding" />}
        Add to Order
      </Button>
    </div>
  );
}
