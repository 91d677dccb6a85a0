import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { AsyncSelect } from '../../../components/ui/async-select';
import { FormField } from '../../../components/ui/form-field';
import type { SelectOption } from '../../../lib/select';

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  loadOptions: (search: string) => Promise<SelectOption[]>;
  placeholder?: string;
  /** Render the menu in document.body (inside sheets). */
  menuPortal?: boolean;
}

/** An async dropdown bound to a form field holding a {value, label} option; 0 means nothing chosen. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  loadOptions,
  placeholder,
  menuPortal,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as SelectOption | null;
        return (
          <FormField label={label} htmlFor={id} error={fieldState.error?.message}>
            <AsyncSelect
              inputId={id}
              name={field.name}
              value={value && value.value !== 0 ? value : null}
              onChange={(option) => field.onChange(option ?? { value: 0, label: 'Select...' })}
              onBlur={field.onBlur}
              loadOptions={loadOptions}
              placeholder={placeholder}
              invalid={!!fieldState.error}
              menuPortal={menuPortal}
            />
          </FormField>
        );
      }}
    />
  );
}
