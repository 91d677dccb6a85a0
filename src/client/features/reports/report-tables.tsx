import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { dayLabel, duration, reportDollars, hourLabel } from './report-format';
import type { MakeTimeRow, SalesRow } from './reports-api';

export interface Column<R> {
  heading: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  /** Shown from the sm breakpoint up: a phone's table keeps the columns that matter most. */
  wide?: boolean;
}

interface DataTableProps<R> {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** Read by screen readers only: the text behind a chart. */
  hidden?: boolean;
  testId?: string;
}

/** A plain table of report rows; the first column names the row. */
export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  hidden,
  testId,
}: DataTableProps<R>) {
  const table = (
    <table className="w-full text-left" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-sm text-slate-700">
        <tr>
          {columns.map((column) => (
            <th
              key={column.heading}
              scope="col"
              className={cn(
                'px-2 py-2 font-semibold',
                column.numeric && 'text-right',
                column.wide && 'hidden sm:table-cell',
              )}
            >
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-[0.9375rem]">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th
                  key={column.heading}
                  scope="row"
                  className="px-2 py-2 font-medium text-slate-900"
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.heading}
                  className={cn(
                    'px-2 py-2 text-slate-800',
                    column.numeric && 'text-right whitespace-nowrap tabular-nums',
                    column.wide && 'hidden sm:table-cell',
                  )}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A table is never narrower than its content: the screen readers' copy is clipped in a box.
  if (hidden) return <div className="sr-only">{table}</div>;
  // On a phone the table scrolls sideways: keyboard users reach and scroll it with a Tab stop.
  return (
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {table}
    </div>
  );
}

const ORDERS: Column<{ orders: number }> = {
  heading: 'Orders',
  cell: (row) => row.orders,
  numeric: true,
};
export const NET: Column<SalesRow> = {
  heading: 'Net sales',
  cell: (row) => reportDollars(row.net),
  numeric: true,
};

/** The text of a sales chart: one row per hour or day that had sales. */
export function SalesTable({ rows, by }: { rows: SalesRow[]; by: 'hour' | 'day' }) {
  const first: Column<SalesRow> =
    by === 'hour'
      ? { heading: 'Hour', cell: (row) => hourLabel(row.key) }
      : { heading: 'Day', cell: (row) => dayLabel(row.key) };
  return (
    <DataTable
      caption={`Sales by ${by}`}
      columns={[first, ORDERS, NET]}
      rows={rows}
      rowKey={(row) => row.key}
      hidden
    />
  );
}

/** Make times per hour or per shop: wait and total percentiles. */
export function MakeTimeTable({
  rows,
  by,
  hidden,
}: {
  rows: MakeTimeRow[];
  by: 'hour' | 'location';
  hidden?: boolean;
}) {
  const first: Column<MakeTimeRow> =
    by === 'hour'
      ? { heading: 'Hour', cell: (row) => hourLabel(row.key) }
      : { heading: 'Shop', cell: (row) => row.label };
  const seconds = (heading: string, field: keyof MakeTimeRow): Column<MakeTimeRow> => ({
    heading,
    cell: (row) => duration(row[field] as number | null),
    numeric: true,
  });
  return (
    <DataTable
      caption={by === 'hour' ? 'Make time by hour' : 'Make times by shop'}
      testId={hidden ? undefined : 'make-times'}
      columns={[
        first,
        ORDERS,
        seconds('Wait p50', 'wait_p50'),
        seconds('Wait p90', 'wait_p90'),
        seconds('Make p90', 'make_p90'),
        seconds('Total p90', 'total_p90'),
      ]}
      rows={rows}
      rowKey={(row) => row.key}
      hidden={hidden}
    />
  );
}
