import type { ReactNode } from 'react';
import { averageOrder, duration, reportDollars } from './report-format';
import type { MakeTimeRow, SalesReport } from './reports-api';

function FigureCard({
  label,
  testId,
  note,
  children,
}: {
  label: string;
  testId: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd
        className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-2xl"
        data-testid={testId}
      >
        {children}
      </dd>
      {note && <dd className="line-clamp-2 text-sm break-words text-slate-600">{note}</dd>}
    </div>
  );
}

/**
 * The p90 wait (paid to started): the shop's when one is chosen. Percentiles do not add up across
 * shops, so for all of them it is the busiest shop's (most orders), named.
 */
function waitFigure(rows: MakeTimeRow[], oneShop: boolean) {
  const measured = rows.filter((row) => row.orders > 0);
  if (measured.length === 0) return { value: duration(null), note: undefined };
  const busiest = measured.reduce((best, row) => (row.orders > best.orders ? row : best));
  return {
    value: duration(busiest.wait_p90),
    note: oneShop ? 'Paid to started' : `Busiest shop: ${busiest.label}`,
  };
}

/** The headline figures: cards, two across on a phone, six on a desktop. */
export function ReportFigures({
  totals,
  waits,
  oneShop,
}: {
  totals: SalesReport['totals'];
  waits: MakeTimeRow[] | undefined;
  oneShop: boolean;
}) {
  const average = averageOrder(totals.net, totals.orders);
  const wait = waits ? waitFigure(waits, oneShop) : { value: '…', note: undefined };
  return (
    <section aria-labelledby="key-figures">
      <h2 id="key-figures" className="sr-only">
        Key figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <FigureCard label="Net sales" testId="figure-net-sales">
          {reportDollars(totals.net)}
        </FigureCard>
        <FigureCard label="Orders" testId="figure-orders">
          {totals.orders}
        </FigureCard>
        <FigureCard label="Average order" testId="figure-average">
          {average === null ? '—' : reportDollars(average)}
        </FigureCard>
        <FigureCard label="Discounts" testId="figure-discounts">
          {reportDollars(totals.discounts)}
        </FigureCard>
        <FigureCard label="Tips" testId="figure-tips">
          {reportDollars(totals.tips)}
        </FigureCard>
        <FigureCard label="p90 wait" testId="figure-wait" note={wait.note}>
          {wait.value}
        </FigureCard>
      </dl>
    </section>
  );
}
