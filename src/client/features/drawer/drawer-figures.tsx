import type { DrawerReport } from '@shared/drawer-schemas';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDollars } from '../../lib/money';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');
/** An amount taken off: '-$3.50', and '$0.00' for nothing. */
const minus = (amount: number) => (amount > 0 ? `-${formatDollars(amount)}` : formatDollars(0));

interface RowProps {
  label: string;
  children: ReactNode;
  strong?: boolean;
  /** Starts a new group: a rule above it. */
  first?: boolean;
}

function Row({ label, children, strong, first }: RowProps) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'font-bold',
        first && 'mt-1 border-t border-slate-200 pt-2',
      )}
    >
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** A drawer's figures, running while open and final (the Z report) once closed. */
export function DrawerFigures({ report }: { report: DrawerReport }) {
  const overShort = report.over_short;
  return (
    <dl className="drawer-figures flex flex-col gap-1.5">
      <Row label="Location">{report.location_name}</Row>
      <Row label="Opened">
        {when(report.opened_at)} by {report.opened_by.name}
      </Row>
      {report.closed_by && (
        <Row label="Closed">
          {when(report.closed_at)} by {report.closed_by.name}
        </Row>
      )}
      <Row label="Opening float">{formatDollars(report.opening_float)}</Row>
      <Row label="Orders" first>
        {report.orders}
      </Row>
      <Row label="Gross sales">{formatDollars(report.gross_sales)}</Row>
      <Row label="Discounts">{minus(report.discounts)}</Row>
      <Row label="Net sales" strong>
        {formatDollars(report.net_sales)}
      </Row>
      <Row label="Tax">{formatDollars(report.tax)}</Row>
      <Row label="Tips">{formatDollars(report.tips)}</Row>
      <Row label="Cash" first>
        {formatDollars(report.payment_methods.cash)}
      </Row>
      <Row label="Card">{formatDollars(report.payment_methods.card)}</Row>
      <Row label="Other">{formatDollars(report.payment_methods.other)}</Row>
      <Row label="Paid in">{formatDollars(report.paid_in)}</Row>
      <Row label="Paid out">{minus(report.paid_out)}</Row>
      {report.cash_refunds > 0 && <Row label="Cash refunds">{minus(report.cash_refunds)}</Row>}
      <Row label="Expected cash" strong>
        {formatDollars(report.expected_cash)}
      </Row>
      {report.counted_cash !== null && overShort !== null && (
        <>
          <Row label="Counted cash">{formatDollars(report.counted_cash)}</Row>
          <Row label="Over/short" strong>
            <span data-testid="over-short" className={overShort < 0 ? 'text-red-700' : undefined}>
              {overShort < 0 ? minus(-overShort) : formatDollars(overShort)}
            </span>
          </Row>
        </>
      )}
      {report.note && <Row label="Note">{report.note}</Row>}
      {report.movements.length > 0 && (
        <>
          {report.movements.map((m, index) => (
            <Row
              key={m.id}
              first={index === 0}
              label={`${m.kind === 'paid_in' ? 'Paid in' : 'Paid out'}: ${m.reason}`}
            >
              {formatDollars(m.amount)}
            </Row>
          ))}
        </>
      )}
    </dl>
  );
}
