import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface DecimalFieldProps {
  label: string;
  id: string;
  error?: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled decimal input (prices, conversion factors) with its error under it. */
export function DecimalField({
  label,
  id,
  error,
  placeholder = '0.00',
  registration,
}: DecimalFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        aria-invalid={!!error}
        {...registration}
      />
    </FormField>
  );
}
