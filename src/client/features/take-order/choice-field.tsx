import type { ReactNode } from 'react';
import { FieldError } from '../../components/ui/form-field';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';

interface ChoiceFieldProps {
  id: string;
  legend: ReactNode;
  options: { value: string; label: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A labelled group of radio chips with its error underneath. */
export function ChoiceField({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
}: ChoiceFieldProps) {
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-semibold text-slate-800">
        {legend}
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        aria-invalid={!!error || undefined}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
      >
        {options.map((option) => (
          <RadioCard key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
