import type { LocationId } from '@shared/ids';
import type {
  MakeTimeRow,
  SalesReport,
  SalesRow,
  UsageReport,
  UsageRow,
} from '@shared/report-schemas';
import { api } from '../../lib/api/api';
import type { Location } from '../../lib/api/location-api';

export type { MakeTimeRow, SalesReport, SalesRow, UsageRow };

/** The groupings by what was sold, which carry cost and margin. */
export const ITEM_GROUPS = ['item', 'soda', 'cup', 'flavor'] as const;
export type ItemGroup = (typeof ITEM_GROUPS)[number];
/** The groupings this page asks for (the API has more). */
export type SalesGroup = 'hour' | 'day' | ItemGroup;
export type MakeTimeGroup = 'hour' | 'location';

/** A report's range and shop: YYYY-MM-DD days in each shop's time zone; no location, all shops. */
export interface ReportRange {
  from: string;
  to: string;
  location: LocationId | null;
}

type ReportArgs<G> = ReportRange & { group_by: G };

/** The report's address; with `csv`, the same report as a CSV download. */
export function reportUrl(
  report: 'sales' | 'make-times' | 'usage',
  { from, to, location, group_by }: ReportArgs<string>,
  csv = false,
) {
  const params = new URLSearchParams({ from, to });
  if (location !== null) params.set('location', String(location));
  params.set('group_by', group_by);
  if (csv) params.set('format', 'csv');
  return `/api/reports/${report}?${params}`;
}

/** The admins' reports (read-only, always fetched afresh) and the shops to choose from. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesReport: build.query<SalesReport, ReportArgs<SalesGroup>>({
      query: (args) => reportUrl('sales', args),
    }),
    makeTimeReport: build.query<{ rows: MakeTimeRow[] }, ReportArgs<MakeTimeGroup>>({
      query: (args) => reportUrl('make-times', args),
    }),
    usageReport: build.query<UsageReport, ReportArgs<'item'>>({
      query: (args) => reportUrl('usage', args),
    }),
    reportLocations: build.query<Location[], void>({
      query: () => '/api/locations',
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const {
  useSalesReportQuery,
  useMakeTimeReportQuery,
  useUsageReportQuery,
  useReportLocationsQuery,
} = reportsApi;
