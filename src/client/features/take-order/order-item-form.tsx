import type { MenuItem } from '@shared/catalogue-types';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { FlavorPicker } from './flavor-picker';
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
  locationId: number;
  /** The cup chosen when the dialog opens (a menu card opens it with its first cup). */
  initialCup?: number;
  onDone: () => void;
}

/** The order dialog's form (SPEC sections 2, 4 and 5). */
export function OrderItemForm({ menuItem, locationId, initialCup, onDone }: OrderItemFormProps) {
  const {
    form,
    values,
    target,
    cups,
    sodas,
    flavors,
    toggleCustomize,
    submit,
    showWater,
    customSoda,
  } = useOrderItemForm(menuItem, locationId, onDone, initialCup);
  const { control } = form;
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Order item">
      <OrderChoice
        control={control}
        name="cup"
        legend="Cup size"
        error={errors.cup?.message}
        options={cups.map((cup) => ({ value: String(cup.id), label: cup.size.display }))}
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
            onCheckedChange={toggleCustomize}
            disabled={!values.cup}
          />
          <Label htmlFor="customize">Customize</Label>
          {!values.cup && <span className="text-sm text-slate-500">Choose a cup size first</span>}
        </div>
      )}
      {values.customize && (
        <>
          <OrderChoice
            control={control}
            name="custom_order__soda"
            legend="Soda"
            error={errors.custom_order__soda?.message}
            options={sodas.map((soda) => ({ value: String(soda.id), label: soda.name }))}
          />
          <Controller
            control={control}
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
