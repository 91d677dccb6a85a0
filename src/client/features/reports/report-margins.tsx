import { useState } from 'react';
import { NativeSelect } from '../../components/ui/native-select';
import { Label } from '../../components/ui/label';
import { ReportCard } from './report-card';
import { marginPercent, reportDollars, stockUnits } from './report-format';
import { DataTable, NET, type Column } from './report-tables';
import {
  type ItemGroup,
  type ReportRange,
  type SalesRow,
  type UsageRow,
  reportUrl,
  useSalesReportQuery,
  useUsageReportQuery,
} from './reports-api';

const FRESH = { refetchOnMountOrArgChange: true } as const;
const TOP = 10;

/** Each grouping by what was sold: its choice in the select and its first column. */
const GROUPS: Record<ItemGroup, { option: string; heading: string }> = {
  item: { option: 'Menu item', heading: 'Item' },
  soda: { option: 'Soda', heading: 'Soda' },
  cup: { option: 'Cup size', heading: 'Cup' },
  flavor: { option: 'Flavor', heading: 'Flavor' },
};

const dollars = (heading: string, field: 'cost' | 'margin', wide?: true): Column<SalesRow> => ({
  heading,
  cell: (row) => reportDollars(row[field] ?? 0),
  numeric: true,
  wide,
});

/** The best sellers by net sales with cost and margin; a phone shows item, net and margin %. */
export function TopItemsTable({ rows, by }: { rows: SalesRow[]; by: ItemGroup }) {
  return (
    <DataTable
      caption={`Top ${GROUPS[by].heading.toLowerCase()}s by net sales`}
      testId="top-items"
      columns={[
        { heading: GROUPS[by].heading, cell: (row) => row.label },
        { heading: 'Drinks', cell: (row) => row.items, numeric: true, wide: true },
        NET,
        dollars('Cost', 'cost', true),
        dollars('Margin', 'margin', true),
        { heading: 'Margin %', cell: (row) => marginPercent(row.margin_percent), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}

/** Top items (or sodas, cups, flavors): net sales, what the drinks cost and the margin. */
export function TopItemsCard({ range }: { range: ReportRange }) {
  const [by, setBy] = useState<ItemGroup>('item');
  const items = useSalesReportQuery({ ...range, group_by: by }, FRESH);
  return (
    <ReportCard
      id="top-items"
      title="Top items"
      description={`The ${TOP} best sellers by net sales, with their cost and margin`}
      csvHref={reportUrl('sales', { ...range, group_by: by }, true)}
      state={items.isError ? 'error' : items.data ? 'ready' : 'loading'}
      error="Could not load the top items."
    >
      <div className="flex items-center gap-2">
        <Label htmlFor="top-items-by">By</Label>
        <NativeSelect
          id="top-items-by"
          value={by}
          onChange={(event) => setBy(event.target.value as ItemGroup)}
          className="h-9 w-40 text-sm"
        >
          {Object.entries(GROUPS).map(([value, group]) => (
            <option key={value} value={value}>
              {group.option}
            </option>
          ))}
        </NativeSelect>
      </div>
      {items.data && <TopItemsTable rows={items.data.rows.slice(0, TOP)} by={by} />}
    </ReportCard>
  );
}

const units = (heading: string, field: 'used' | 'wasted'): Column<UsageRow> => ({
  heading,
  cell: (row) => stockUnits(row[field]),
  numeric: true,
});

/** The stock the range used, wasted and found short or over by counts, per item. */
export function StockUsageCard({ range }: { range: ReportRange }) {
  const usage = useUsageReportQuery({ ...range, group_by: 'item' }, FRESH);
  const rows = usage.data?.rows ?? [];
  return (
    <ReportCard
      id="stock-usage"
      title="Stock used"
      description="Units used by sales (less voids put back), wasted, and counted over or short"
      csvHref={reportUrl('usage', { ...range, group_by: 'item' }, true)}
      state={usage.isError ? 'error' : usage.data ? 'ready' : 'loading'}
      error="Could not load the stock used."
      className="lg:col-span-2"
    >
      {rows.length === 0 ? (
        <p className="text-slate-600">No stock moved in this range.</p>
      ) : (
        <DataTable
          caption="Stock used"
          testId="stock-usage"
          columns={[
            {
              heading: 'Item',
              cell: (row) => (
                <>
                  {row.name} <span className="text-sm font-normal text-slate-600">{row.uom}</span>
                </>
              ),
            },
            units('Used', 'used'),
            units('Wasted', 'wasted'),
            {
              heading: 'Count variance',
              cell: (row) => stockUnits(row.variance, true),
              numeric: true,
            },
          ]}
          rows={rows}
          rowKey={(row) => `${row.kind}-${row.id}`}
        />
      )}
    </ReportCard>
  );
}
