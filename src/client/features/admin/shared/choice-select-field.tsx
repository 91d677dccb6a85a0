import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';

interface ChoiceSelectFieldProps {
  label: string;
  id: string;
  error?: string;
  /** The empty first option, e.g. "Select a size". */
  placeholder: string;
  /** Value to display, e.g. CUP_SIZES or UNITS. */
  choices: Record<string, string>;
  registration: UseFormRegisterReturn;
}

/** A labelled native select over a fixed set of choices, with its error under it. */
export function ChoiceSelectField({
  label,
  id,
  error,
  placeholder,
  choices,
  registration,
}: ChoiceSelectFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <NativeSelect id={id} aria-invalid={!!error} {...registration}>
        <option value="">{placeholder}</option>
        {Object.entries(choices).map(([value, display]) => (
          <option key={value} value={value}>
            {display}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
