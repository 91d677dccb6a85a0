import { centsToDollars } from '@shared/money';
import { tipPercentCents } from '@shared/pricing';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { formatDollars } from '../../lib/money';
import { TIP_PERCENTS, type TipChoice } from './sale-figures';

interface TipFieldProps {
  choice: TipChoice;
  onChoice: (choice: TipChoice) => void;
  custom: string;
  onCustom: (text: string) => void;
  /** The discounted subtotal the percents apply to. */
  baseCents: number;
  error?: string;
}

/** No tip, 10%, 15%, 20% of the discounted subtotal, or an amount typed in. */
export function TipField({ choice, onChoice, custom, onCustom, baseCents, error }: TipFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-800">Tip</legend>
      <RadioGroup
        aria-label="Tip"
        value={String(choice)}
        onValueChange={(value) =>
          onChoice(value === 'custom' ? 'custom' : (Number(value) as TipChoice))
        }
      >
        {TIP_PERCENTS.map((percent) => (
          <RadioCard
            key={percent}
            value={String(percent)}
            label={
              percent === 0
                ? 'No tip'
                : `${percent}% (${formatDollars(centsToDollars(tipPercentCents(baseCents, percent)))})`
            }
          />
        ))}
        <RadioCard value="custom" label="Custom" />
      </RadioGroup>
      {choice === 'custom' && (
        <Input
          aria-label="Tip amount"
          inputMode="decimal"
          placeholder="0.00"
          value={custom}
          onChange={(event) => onCustom(event.target.value)}
          aria-invalid={!!error}
          className="max-w-40"
        />
      )}
      <FieldError message={error} />
    </fieldset>
  );
}
