import { isBlank } from '@shared/blank';
import { centsToDollars } from '@shared/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/tenders';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { formatDollars, formatMoney } from '../../lib/money';
import { quickCashCents, type SaleFigures } from './sale-figures';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

interface TenderFieldProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  tendered: string;
  onTendered: (text: string) => void;
  figures: SaleFigures;
}

/** Cash, card or other; for cash, the amount handed over (quick amounts) and the change due. */
export function TenderField({ method, onMethod, tendered, onTendered, figures }: TenderFieldProps) {
  const dollars = (cents: number) => formatDollars(centsToDollars(cents));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-800">Payment</legend>
      <RadioGroup
        aria-label="Payment method"
        value={method}
        onValueChange={(value) => onMethod(value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((value) => (
          <RadioCard key={value} value={value} label={METHOD_LABELS[value]} className="min-w-24" />
        ))}
      </RadioGroup>
      {method === 'cash' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="cash-tendered">
            Amount tendered <span className="font-normal text-slate-600">(blank: exact)</span>
          </Label>
          <Input
            id="cash-tendered"
            inputMode="decimal"
            placeholder={formatMoney(centsToDollars(figures.totalCents))}
            value={tendered}
            onChange={(event) => onTendered(event.target.value)}
            aria-invalid={!!figures.tenderError}
            aria-describedby="cash-tendered-error"
            className="max-w-48"
          />
          <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
            {quickCashCents(figures.totalCents).map((cents, index) => (
              <Button
                key={cents}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onTendered(formatMoney(centsToDollars(cents)))}
              >
                {index === 0 ? 'Exact' : dollars(cents)}
              </Button>
            ))}
          </div>
          <FieldError message={figures.tenderError} id="cash-tendered-error" />
          {figures.changeDueCents !== null && !isBlank(tendered) && (
            <p
              className="flex items-baseline justify-between rounded-lg bg-teal-50 px-4 py-2 text-2xl font-bold text-teal-950"
              aria-live="polite"
            >
              <span>Change due</span>{' '}
              <span className="tabular-nums" data-testid="change-due">
                {dollars(figures.changeDueCents)}
              </span>
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
