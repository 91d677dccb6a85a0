import type { HTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface TextFieldProps {
  label: string;
  id: string;
  error?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  registration: UseFormRegisterReturn;
}

/** A labelled text input bound to a form field, with its error under it. */
export function TextField({
  label,
  id,
  error,
  placeholder,
  inputMode,
  registration,
}: TextFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={!!error}
        {...registration}
      />
    </FormField>
  );
}

/** A labelled decimal input (prices, conversion factors, percents). */
export function DecimalField({
  placeholder = '0.00',
  ...props
}: Omit<TextFieldProps, 'inputMode'>) {
  return <TextField inputMode="decimal" placeholder={placeholder} {...props} />;
}
