import type { LocationId } from '@shared/ids';
import type { Flavor, Soda } from '@shared/catalogue-types';
import type { ItemChange } from '@shared/item-changes';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { isSoldOut, useAvailability } from '../../lib/sold-out/use-availability';
import { ChangeChips } from './change-chips';
import { FlavorPicker } from './flavor-picker';
import { OrderChoice } from './order-item-fields';
import type { OrderItemFormValues } from './order-item-form-schema';

interface CustomizeFieldsProps {
  control: Control<OrderItemFormValues>;
  errors: FieldErrors<OrderItemFormValues>;
  sodas: Soda[];
  flavors: Flavor[];
  recipeFlavors: Flavor[];
  changes: ItemChange[];
  onRemoveChange: (change: ItemChange) => void;
  locationId: LocationId;
}

/** Customize: the changes as chips at the top, the soda, then the flavors (recipe first). */
export function CustomizeFields(props: CustomizeFieldsProps) {
  const { control, errors } = props;
  const { availability } = useAvailability(props.locationId);
  return (
    <div className="flex flex-col gap-3.5" data-testid="customize">
      <ChangeChips changes={props.changes} onRemove={props.onRemoveChange} />
      <OrderChoice
        control={control}
        name="custom_order__soda"
        legend="Soda"
        error={errors.custom_order__soda?.message}
        options={props.sodas.map((soda) => ({
          value: String(soda.id),
          label: soda.name,
          soldOut: isSoldOut(availability, 'soda', soda.id),
        }))}
      />
      <Controller
        control={control}
        name="custom_order_flavors"
        render={({ field }) => (
          <FlavorPicker
            flavors={props.flavors}
            recipe={props.recipeFlavors}
            value={field.value}
            onChange={field.onChange}
            error={errors.custom_order_flavors?.message}
            soldOut={(id) => isSoldOut(availability, 'flavor', id)}
          />
        )}
      />
    </div>
  );
}
