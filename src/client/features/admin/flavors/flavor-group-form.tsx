import { DecimalField, TextField } from '../shared/text-field';
import { UNITS } from '@shared/catalogue';
import { flavorGroupSchema, type FlavorGroupPayload } from '@shared/catalogue-schemas';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceSelectField } from '../shared/choice-select-field';
import { rawResolver } from '../shared/form-helpers';

interface FlavorGroupValues {
  name: string;
  uom: string;
  price: string;
}

export const emptyFlavorGroup: FlavorGroupValues = { name: '', uom: '', price: '' };

interface FlavorGroupFormProps {
  idPrefix: string;
  defaultValues: FlavorGroupValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (
    values: FlavorGroupPayload,
    form: UseFormReturn<FlavorGroupValues>,
  ) => Promise<unknown>;
}

/** Name, unit of measure and price per unit, validated with the server's flavor group schema. */
export function FlavorGroupForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: FlavorGroupFormProps) {
  const form = useForm<FlavorGroupValues>({
    resolver: rawResolver<FlavorGroupValues>(flavorGroupSchema),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        // The resolver has checked the values against flavorGroupSchema: uom is a unit.
        onSubmit(values as FlavorGroupPayload, form),
      )}
      noValidate
      className="flex flex-col gap-4"
    >
      <TextField
        label="Name"
        id={id('name')}
        placeholder="Enter flavor group name"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <ChoiceSelectField
        label="Unit of measure"
        id={id('uom')}
        error={errors.uom?.message}
        placeholder="Select a unit"
        choices={UNITS}
        registration={form.register('uom')}
      />
      <DecimalField
        label="Price per unit"
        id={id('price')}
        error={errors.price?.message}
        registration={form.register('price')}
      />
      <Button type="submit" className="self-start" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
