import type { DrawerReport } from '@shared/drawer-schemas';
import { Link } from 'react-router';
import { Figure } from '../../components/figure';
import { formatDateTime } from '../../lib/date-time';
import { formatDollars, minusDollars } from '../../lib/money';

/** A signed amount: '-$1.00' red when short, '$0.50' when over. */
function OverShort({ amount, testId }: { amount: number; testId: string }) {
  return (
    <span data-testid={testId} className={amount < 0 ? 'text-red-700' : undefined}>
      {amount < 0 ? minusDollars(-amount) : formatDollars(amount)}
    </span>
  );
}

/**
 * Cash sales made offline while the drawer was open and synced after it closed: the counted
 * figures above stay as they were at the close, so each late sale is a line of its own (its order,
 * amount and the time it reached the server, on the shop's clock), then their total and the
 * over/short with them counted in. Nothing while there are none.
 */
export function LateSales({ report, timeZone }: { report: DrawerReport; timeZone: string }) {
  if (report.late_sales.length === 0) return null;
  return (
    <section
      aria-labelledby="late-sales-heading"
      className="mt-3 border-t border-slate-300 pt-3"
      data-testid="late-sales"
    >
      <h2 id="late-sales-heading" className="mb-2 text-base font-bold text-slate-900">
        Late sales (synced after close)
      </h2>
      <dl className="flex flex-col gap-1.5">
        {report.late_sales.map((sale) => (
          <Figure
            key={sale.order}
            label={
              <>
                <Link to={`/orders/${sale.order}`} className="font-medium text-teal-800 underline">
                  Order #{sale.order}
                </Link>
                <span className="block text-xs">
                  synced {formatDateTime(sale.synced_at, timeZone)}
                </span>
              </>
            }
          >
            {formatDollars(sale.amount)}
          </Figure>
        ))}
        <Figure label="Late cash" first>
          <span data-testid="late-cash">{formatDollars(report.late_cash)}</span>
        </Figure>
        {report.over_short_after_late !== null && (
          <Figure label="Over/short after late sales" strong>
            <OverShort amount={report.over_short_after_late} testId="over-short-after-late" />
          </Figure>
        )}
      </dl>
    </section>
  );
}
