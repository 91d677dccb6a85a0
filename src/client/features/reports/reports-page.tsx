import { Page } from '../../components/ui/page';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDayRange } from '../../lib/date-time';
import { errorMessage, FALLBACK_ERROR } from '../../lib/error-body';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { ReportFiltersBar } from './report-filters';
import { ReportFigures } from './report-figures';
import { givenDays, rangeDays, useReportFilters } from './report-range';
import { ReportSections } from './report-sections';
import {
  type ReportRange,
  useMakeTimeReportQuery,
  useReportLocationsQuery,
  useSalesReportQuery,
} from './reports-api';
import { LoadFailure } from '../../components/load-failure';

/** Sales, margins, make times and stock used over a range of days, in one shop or the chain. */
export function ReportsPage() {
  return (
    <Page
      title="Reports"
      description="Sales, margins, make times and stock used, per shop and across the chain"
    >
      <Reports />
    </Page>
  );
}

function Reports() {
  const { filters, update } = useReportFilters();
  const locations = useReportLocationsQuery();
  const shop = locations.data?.find((location) => location.id === filters.location);
  // A named preset counts days in the chosen shop's time zone; for all shops, in that of the
  // shop this device works at. Either way the range waits for the zone, unless both days are given.
  const deviceShopZone = useShopTimeZone();
  const zone =
    filters.location === null
      ? deviceShopZone
      : (shop?.time_zone ?? (locations.isLoading ? undefined : deviceShopZone));
  const given = givenDays(filters);
  const known = given !== undefined || zone !== undefined;
  const days = given !== undefined ? given : zone ? rangeDays(filters, zone) : null;
  const shopName = filters.location === null ? 'All shops' : (shop?.name ?? '');

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
        <p className="text-slate-600" data-testid="report-range">
          {days ? formatDayRange(days.from, days.to) : ''}
          {days && shopName ? ` · ${shopName}` : ''}
        </p>
      </div>
      <ReportFiltersBar
        filters={filters}
        update={update}
        days={days}
        locations={locations.data ?? []}
      />
      {days ? (
        <ReportBody range={{ ...days, location: filters.location }} />
      ) : known ? (
        <p className="text-slate-700">Choose a From day on or before the To day.</p>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * The figures, then the charts and tables; the sales by hour carry the totals. The sections' own
 * reads wait until both of the figures' reads are in, so that they do not share the server and
 * the database with them (the figures are what staff look for first).
 */
function ReportBody({ range }: { range: ReportRange }) {
  const sales = useSalesReportQuery({ ...range, group_by: 'hour' }, FRESH);
  const waits = useMakeTimeReportQuery({ ...range, group_by: 'location' }, FRESH);

  if (sales.isError)
    return (
      <LoadFailure error={sales.error}>
        <p role="alert" className="text-red-700">
          Could not load the sales report: {errorMessage(sales.error) ?? FALLBACK_ERROR}
        </p>
      </LoadFailure>
    );
  if (!sales.data) return <PageSpinner />;
  const empty = sales.data.rows.length === 0;
  return (
    <div
      aria-busy={sales.isFetching}
      className={cn('flex flex-col gap-5', sales.isFetching && 'opacity-60')}
    >
      <ReportFigures
        totals={sales.data.totals}
        waits={waits.data?.rows}
        oneShop={range.location !== null}
      />
      {empty ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700"
        >
          No sales in this range
        </p>
      ) : waits.data || waits.isError ? (
        <ReportSections range={range} byHour={sales.data.rows} waits={waits} />
      ) : (
        <div className="flex justify-center p-8">
          <Spinner label="Loading the charts and tables" />
        </div>
      )}
    </div>
  );
}
