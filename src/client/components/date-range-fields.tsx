import { FormField } from './ui/form-field';
import { Input } from './ui/input';

interface DateRangeFieldsProps {
  /** Ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
  /** Shown under To when the range is the wrong way round. */
  error?: string;
  fieldClassName?: string;
}

/** 'From' and 'To' day fields, each bounded by the other so the picker offers only a valid range. */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  onChange,
  error,
  fieldClassName,
}: DateRangeFieldsProps) {
  const invalid = error !== undefined || undefined;
  return (
    <>
      <FormField label="From" htmlFor={`${idPrefix}-from`} className={fieldClassName}>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to || undefined}
          aria-invalid={invalid}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label="To" htmlFor={`${idPrefix}-to`} className={fieldClassName} error={error}>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={invalid}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
}
