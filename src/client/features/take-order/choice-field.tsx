import type { ReactNode } from 'react';
import { FieldError } from '../../components/ui/form-field';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';

interface ChoiceFieldProps {
  id: string;
  legend: ReactNode;
  /** `soldOut`: shown greyed with 'Sold out', and cannot be chosen. */
  options: { value: string; label: ReactNode; soldOut?: boolean }[];
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
          <RadioCard
            key={option.value}
            value={option.value}
            disabled={option.soldOut}
            label={
              option.soldOut ? (
                <>
                  {option.label}{' '}
                  <span className="text-sm font-semibold text-slate-600">Sold out</span>
                </>
              ) : (
                option.label
              )
            }
          />
        ))}
      </RadioGroup>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
