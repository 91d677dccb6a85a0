import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { lazyRetrying, retryingImport } from '../../lib/lazy-retrying';
import { ReportCard } from './report-card';
import { makeTimeByHour, salesByDay, salesByHour } from './report-series';
import { StockUsageCard, TopItemsCard } from './report-margins';
import { MakeTimeTable, SalesTable } from './report-tables';
import {
  type MakeTimeRow,
  type ReportRange,
  type SalesRow,
  reportUrl,
  useMakeTimeReportQuery,
  useSalesReportQuery,
} from './reports-api';

// The charting library comes with the first chart, after the figures are on screen.
const loadCharts = retryingImport(() => import('./report-charts'));
const SalesChart = lazyRetrying(async () => (await loadCharts()).SalesChart);
const MakeTimeChart = lazyRetrying(async () => (await loadCharts()).MakeTimeChart);

const FRESH = { refetchOnMountOrArgChange: true } as const;

interface QueryState {
  data?: unknown;
  isError: boolean;
}
const stateOf = (query: QueryState) =>
  query.isError ? ('error' as const) : query.data ? ('ready' as const) : ('loading' as const);

/** A chart's drawing: hidden from screen readers, which read the table that comes with it. */
function ChartFrame({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden className="h-[260px] w-full">
      <Suspense
        fallback={
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading the chart" />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}

interface SectionsProps {
  range: ReportRange;
  /** The sales by hour, which the page has loaded for its figures. */
  byHour: SalesRow[];
  /** The make times by shop, loaded for the p90 wait figure. */
  waits: QueryState & { data?: { rows: MakeTimeRow[] } };
}

/** The charts and tables of a range that had sales, each with its CSV. */
export function ReportSections({ range, byHour, waits }: SectionsProps) {
  const byDay = useSalesReportQuery({ ...range, group_by: 'day' }, FRESH);
  const times = useMakeTimeReportQuery({ ...range, group_by: 'hour' }, FRESH);
  const csv = (report: 'sales' | 'make-times', group_by: string) =>
    reportUrl(report, { ...range, group_by }, true);

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ReportCard
        id="sales-by-hour"
        title="Sales by hour"
        description="Net sales in each hour of the day, shop time"
        csvHref={csv('sales', 'hour')}
        state="ready"
      >
        <ChartFrame>
          <SalesChart data={salesByHour(byHour)} />
        </ChartFrame>
        <SalesTable rows={byHour} by="hour" />
      </ReportCard>

      <ReportCard
        id="sales-by-day"
        title="Sales by day"
        description="Net sales on each day of the range"
        csvHref={csv('sales', 'day')}
        state={stateOf(byDay)}
        error="Could not load the sales by day."
      >
        {byDay.data && (
          <>
            <ChartFrame>
              <SalesChart data={salesByDay(byDay.data.rows, range.from, range.to)} />
            </ChartFrame>
            <SalesTable rows={byDay.data.rows} by="day" />
          </>
        )}
      </ReportCard>

      <ReportCard
        id="make-time-by-hour"
        title="Make time by hour"
        description="90th percentile, in minutes: paid to started (wait) and paid to completed (total)"
        csvHref={csv('make-times', 'hour')}
        state={stateOf(times)}
        error="Could not load the make times by hour."
      >
        {times.data && <MakeTimesByHour rows={times.data.rows} />}
      </ReportCard>

      <TopItemsCard range={range} />

      <ReportCard
        id="make-times-by-shop"
        title="Make times by shop"
        description="Wait: paid to started. Make: started to completed. Total: paid to completed."
        csvHref={csv('make-times', 'location')}
        state={stateOf(waits)}
        error="Could not load the make times."
        className="lg:col-span-2"
      >
        {waits.data && <MakeTimeTable rows={waits.data.rows} by="location" />}
      </ReportCard>

      <StockUsageCard range={range} />
    </div>
  );
}

/** The make times' chart, its table for screen readers, or a line when nothing was made. */
function MakeTimesByHour({ rows }: { rows: MakeTimeRow[] }) {
  if (rows.length === 0)
    return <p className="text-slate-600">No drinks were made in this range.</p>;
  return (
    <>
      <ChartFrame>
        <MakeTimeChart data={makeTimeByHour(rows)} />
      </ChartFrame>
      <MakeTimeTable rows={rows} by="hour" hidden />
    </>
  );
}
