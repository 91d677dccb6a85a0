import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@shared/validation';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useAppDispatch } from '../lib/api/dispatch';
import { locationApi } from '../lib/api/location-api';
import { applySaveError } from '../lib/save';
import { emptyOption, toOptions, type SelectOption } from '../lib/select';
import { chooseLocation } from '../lib/state/session-store';
import { AsyncSelect } from './ui/async-select';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';

const locationFormSchema = z.object({
  locationId: z
    .object({ value: z.number(), label: z.string() })
    .refine((option) => option.value > 0, 'Required'),
});
type LocationForm = z.infer<typeof locationFormSchema>;

const PLACEHOLDER = 'Select a location';

/** 'Update Location' dropdown (options load on focus) and 'Set Location'; stores the choice in the cookie. */
export function LocationPicker({ id = 'location', onDone }: { id?: string; onDone?: () => void }) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const form = useForm<LocationForm>({
    resolver: zodResolver(locationFormSchema),
    defaultValues: { locationId: emptyOption(PLACEHOLDER) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const loadOptions = async (search: string): Promise<SelectOption[]> => {
    const { results } = await dispatch(
      locationApi.endpoints.locationAutocomplete.initiate(search, { subscribe: false }),
    ).unwrap();
    return toOptions(results);
  };

  const submit = form.handleSubmit(async ({ locationId }) => {
    setLoading(true);
    try {
      await chooseLocation(locationId.value);
      form.reset();
      onDone?.();
    } catch (error) {
      applySaveError(error, form.setError);
    } finally {
      setLoading(false);
    }
  });

  const inputId = `${id}-select`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <FormField
        label="Update Location"
        htmlFor={inputId}
        error={form.formState.errors.locationId?.message}
      >
        <Controller
          control={form.control}
          name="locationId"
          render={({ field, fieldState }) => (
            <AsyncSelect
              inputId={inputId}
              name={field.name}
              value={field.value.value ? field.value : null}
              onChange={(option) => field.onChange(option ?? emptyOption(PLACEHOLDER))}
              onBlur={field.onBlur}
              loadOptions={loadOptions}
              placeholder={PLACEHOLDER}
              invalid={!!fieldState.error}
            />
          )}
        />
      </FormField>
      <Button type="submit" disabled={isLoading}>
        Set Location
      </Button>
    </form>
  );
}
