import { centsToDollars } from '@shared/money';
import type { ReactNode } from 'react';
import { formatDollars } from '../../lib/money';
import type { SaleFigures } from './sale-figures';

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

function Line({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between rounded-lg bg-slate-100 px-4 py-2 text-2xl'
          : 'flex items-baseline justify-between'
      }
    >
      <dt className={strong ? 'font-semibold text-slate-700' : 'text-slate-600'}>{label}</dt>
      <dd
        className={strong ? 'font-bold text-slate-900 tabular-nums' : 'text-slate-900 tabular-nums'}
      >
        {children}
      </dd>
    </div>
  );
}

interface SaleSummaryProps {
  figures: SaleFigures;
  /** The chosen discount's name, when one is chosen. */
  discountName?: string;
  /** The location's rate in percent, and whether prices hold the tax. */
  taxRate: number;
  pricesIncludeTax: boolean;
}

/** Subtotal, discount, tax and tip; the total is SaleTotal, beside the payment. */
export function SaleSummary({
  figures,
  discountName,
  taxRate,
  pricesIncludeTax,
}: SaleSummaryProps) {
  const taxLabel = `Tax (${taxRate}%${pricesIncludeTax ? ', included' : ''})`;
  return (
    <section aria-label="Summary">
      <dl className="flex flex-col gap-1.5">
        <Line label="Subtotal">{dollars(figures.subtotalCents)}</Line>
        {discountName && figures.discountCents > 0 && (
          <Line label={`Discount (${discountName})`}>-{dollars(figures.discountCents)}</Line>
        )}
        <Line label={taxLabel}>{dollars(figures.taxCents)}</Line>
        <Line label="Tip">{dollars(figures.tipCents)}</Line>
      </dl>
      {discountName && figures.discountCents === 0 && (
        <p className="mt-2 text-sm text-amber-800">This discount does not apply to these items</p>
      )}
    </section>
  );
}

/** The total to charge, at the top of the payment. */
export function SaleTotal({ figures }: { figures: SaleFigures }) {
  return (
    <dl>
      <Line label="Total" strong>
        <span data-testid="checkout-total">{dollars(figures.totalCents)}</span>
      </Line>
    </dl>
  );
}
