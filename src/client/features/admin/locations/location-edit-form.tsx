import { locationUpdateSchema } from '@shared/location-schemas';
import type { Location } from '../../../lib/api/location-api';
import { save } from '../../../lib/save';
import { AdminForm } from '../shared/admin-form';
import { useSchemaForm } from '../shared/form-helpers';
import { FormSwitchField } from '../shared/switch-field';
import { TextField } from '../shared/text-field';
import { useUpdateLocationMutation } from './locations-api';
import { OnlineSettingsFields, type OnlineSettingsValues } from './online-settings-fields';

/** "3:00": a threshold as the bar screen's timer shows it. */
export const asMinutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface LocationValues extends OnlineSettingsValues {
  name: string;
  ticket_yellow_seconds: number;
  ticket_red_seconds: number;
  /** Percent as typed: 8.875. */
  tax_rate: string;
  prices_include_tax: boolean;
  auto_sold_out: boolean;
  time_zone: string;
  address: string;
  phone: string;
}

/** Renames a location, sets when its bar-screen tickets turn yellow and red, and its sales tax. */
export function LocationEditForm({
  location,
  onSaved,
}: {
  location: Location;
  onSaved: () => void;
}) {
  const { form, submit, isLoading } = useLocationEditForm(location, onSaved);
  const errors = form.formState.errors;
  const seconds = { valueAsNumber: true } as const;
  return (
    <AdminForm onSubmit={submit} submitLabel="Save" busy={isLoading}>
      <TextField
        label="Name"
        id="location-edit-name"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <TextField
        label="Ticket turns yellow after (seconds)"
        id="location-edit-yellow"
        inputMode="numeric"
        error={errors.ticket_yellow_seconds?.message}
        registration={form.register('ticket_yellow_seconds', seconds)}
      />
      <TextField
        label="Ticket turns red after (seconds)"
        id="location-edit-red"
        inputMode="numeric"
        error={errors.ticket_red_seconds?.message}
        registration={form.register('ticket_red_seconds', seconds)}
      />
      <TextField
        label="Sales tax (%)"
        id="location-edit-tax-rate"
        inputMode="decimal"
        placeholder="e.g. 8.875"
        error={errors.tax_rate?.message}
        registration={form.register('tax_rate')}
      />
      <TextField
        label="Time zone"
        id="location-edit-time-zone"
        placeholder="e.g. America/Denver"
        error={errors.time_zone?.message}
        registration={form.register('time_zone')}
      />
      <TextField
        label="Address (receipt header)"
        id="location-edit-address"
        error={errors.address?.message}
        registration={form.register('address')}
      />
      <TextField
        label="Phone (receipt header)"
        id="location-edit-phone"
        inputMode="tel"
        error={errors.phone?.message}
        registration={form.register('phone')}
      />
      <FormSwitchField
        control={form.control}
        name="prices_include_tax"
        id="location-edit-prices-include-tax"
        label="Menu prices include tax"
      />
      <FormSwitchField
        control={form.control}
        name="auto_sold_out"
        id="location-edit-auto-sold-out"
        label="Sell out a flavor when its stock runs out"
      />
      <OnlineSettingsFields form={form} />
    </AdminForm>
  );
}

/** The form, filled in from the location, and its save (the form stays as saved). */
function useLocationEditForm(location: Location, onSaved: () => void) {
  const [update, { isLoading }] = useUpdateLocationMutation();
  const form = useSchemaForm<LocationValues>(locationUpdateSchema, {
    name: location.name,
    ticket_yellow_seconds: location.ticket_yellow_seconds,
    ticket_red_seconds: location.ticket_red_seconds,
    tax_rate: String(location.tax_rate),
    prices_include_tax: location.prices_include_tax,
    auto_sold_out: location.auto_sold_out,
    time_zone: location.time_zone,
    address: location.address,
    phone: location.phone,
    online_ordering: location.online_ordering,
    online_slot_minutes: location.online_slot_minutes,
    online_orders_per_slot: location.online_orders_per_slot,
    online_max_drinks: location.online_max_drinks,
  });
  const submit = form.handleSubmit((values) =>
    save({
      request: () => update({ id: location.id, ...values }).unwrap(),
      form,
      reset: false,
      successMessage: 'Location updated successfully',
      onSuccess: onSaved,
    }),
  );
  return { form, submit, isLoading };
}
