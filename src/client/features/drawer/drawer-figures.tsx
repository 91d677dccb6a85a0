import type { DrawerReport } from '@shared/drawer-schemas';
import { Figure } from '../../components/figure';
import { formatDateTime } from '../../lib/date-time';
import { formatDollars, minusDollars } from '../../lib/money';

/** A drawer's figures, running while open and final (the Z report) once closed; times are on
 * the clock of its shop (`timeZone`). */
export function DrawerFigures({ report, timeZone }: { report: DrawerReport; timeZone: string }) {
  const overShort = report.over_short;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '');
  return (
    <dl className="drawer-figures flex flex-col gap-1.5">
      <Figure label="Location">{report.location_name}</Figure>
      <Figure label="Opened">
        {when(report.opened_at)} by {report.opened_by.name}
      </Figure>
      {report.closed_by && (
        <Figure label="Closed">
          {when(report.closed_at)} by {report.closed_by.name}
        </Figure>
      )}
      <Figure label="Opening float">{formatDollars(report.opening_float)}</Figure>
      <Figure label="Orders" first>
        {report.orders}
      </Figure>
      <Figure label="Gross sales">{formatDollars(report.gross_sales)}</Figure>
      <Figure label="Discounts">{minusDollars(report.discounts)}</Figure>
      <Figure label="Net sales" strong>
        {formatDollars(report.net_sales)}
      </Figure>
      <Figure label="Tax">{formatDollars(report.tax)}</Figure>
      <Figure label="Tips">{formatDollars(report.tips)}</Figure>
      <Figure label="Cash" first>
        {formatDollars(report.payment_methods.cash)}
      </Figure>
      <Figure label="Card">{formatDollars(report.payment_methods.card)}</Figure>
      <Figure label="Other">{formatDollars(report.payment_methods.other)}</Figure>
      <Figure label="Paid in">{formatDollars(report.paid_in)}</Figure>
      <Figure label="Paid out">{minusDollars(report.paid_out)}</Figure>
      {report.cash_refunds > 0 && (
        <Figure label="Cash refunds">{minusDollars(report.cash_refunds)}</Figure>
      )}
      {report.voids_from_other_drawers.map((v) => (
        <Figure key={v.order} label={v.label}>
          {v.payment_method === 'cash'
            ? minusDollars(v.total)
            : `${formatDollars(v.total)} (${v.payment_method})`}
        </Figure>
      ))}
      <Figure label="Expected cash" strong>
        {formatDollars(report.expected_cash)}
      </Figure>
      {report.counted_cash !== null && overShort !== null && (
        <>
          <Figure label="Counted cash">{formatDollars(report.counted_cash)}</Figure>
          <Figure label="Over/short" strong>
            <span data-testid="over-short" className={overShort < 0 ? 'text-red-700' : undefined}>
              {overShort < 0 ? minusDollars(-overShort) : formatDollars(overShort)}
            </span>
          </Figure>
        </>
      )}
      {report.note && <Figure label="Note">{report.note}</Figure>}
      {report.movements.length > 0 && (
        <>
          {report.movements.map((m, index) => (
            <Figure
              key={m.id}
              first={index === 0}
              label={`${m.kind === 'paid_in' ? 'Paid in' : 'Paid out'}: ${m.reason}`}
            >
              {formatDollars(m.amount)}
            </Figure>
          ))}
        </>
      )}
    </dl>
  );
}
