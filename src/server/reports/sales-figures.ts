import { centsToDollars } from '../../shared/money';
import type { SALES_GROUPS, SalesReport, SalesRow } from '../../shared/report-schemas';

export type SalesGroup = (typeof SALES_GROUPS)[number];
/** The groupings by what was sold rather than by order. */
export const ITEM_GROUPS = ['item', 'soda', 'cup', 'flavor'] as const;
export type ItemSalesGroup = (typeof ITEM_GROUPS)[number];
export const isItemGroup = (group: SalesGroup): group is ItemSalesGroup =>
  (ITEM_GROUPS as readonly string[]).includes(group);

/** A sales row as SQL gives it: money in cents; `key` null for a totals row. */
export interface CentsRow {
  key: string | null;
  label: string | null;
  orders: number;
  items: number;
  gross: number;
  discounts: number;
  refunds: number;
  tax: number;
  tips: number;
  quantity?: number;
  /** Item groupings only: the drinks' stored costs. */
  cost?: number;
}

const MONEY = ['gross', 'discounts', 'refunds', 'net', 'tax', 'tips'] as const;

/** Margin as a percent of net sales, to a tenth (halves away from 0); null when net is 0. */
export function marginPercent(netCents: number, marginCents: number): number | null {
  if (netCents === 0) return null;
  const tenths = (marginCents * 1000) / netCents;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

/** Cost, margin (net sales less cost) and margin percent, from cents. */
export function costFigures(netCents: number, costCents: number) {
  return {
    cost: centsToDollars(costCents),
    margin: centsToDollars(netCents - costCents),
    margin_percent: marginPercent(netCents, netCents - costCents),
  };
}

function toDollars(row: CentsRow) {
  const net = row.gross - row.discounts - row.refunds;
  return {
    orders: row.orders,
    items: row.items,
    gross: centsToDollars(row.gross),
    discounts: centsToDollars(row.discounts),
    refunds: centsToDollars(row.refunds),
    net: centsToDollars(net),
    tax: centsToDollars(row.tax),
    tips: centsToDollars(row.tips),
    ...(row.quantity === undefined ? {} : { quantity: Number(row.quantity) }),
    ...(row.cost === undefined ? {} : costFigures(net, Number(row.cost))),
  };
}

/** The sum of the rows, added in cents so that no float error creeps in. */
function totalsOf(rows: SalesRow[], costed: boolean): SalesReport['totals'] {
  const cents = (field: (typeof MONEY)[number] | 'cost') =>
    rows.reduce((sum, row) => sum + Math.round((row[field] ?? 0) * 100), 0);
  return {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    items: rows.reduce((sum, row) => sum + row.items, 0),
    ...(Object.fromEntries(MONEY.map((f) => [f, centsToDollars(cents(f))])) as Record<
      (typeof MONEY)[number],
      number
    >),
    ...(costed ? costFigures(cents('net'), cents('cost')) : {}),
  };
}

/**
 * The report from SQL rows: time-keyed rows keep the SQL's order, the others come by net sales,
 * highest first (then by label). The totals are the sum of the rows, unless SQL gave a totals
 * row (key null) because the rows overlap (flavors: a drink has several; each pump is in one row).
 * `costed` (the item groupings, whose rows have `cost`): the totals have cost and margin too.
 */
export function centsRowsToReport(
  rows: CentsRow[],
  timeOrdered: boolean,
  costed = false,
): SalesReport {
  const totalsRow = rows.find((row) => row.key === null);
  const report = rows
    .filter((row) => row.key !== null)
    .map((row) => ({ key: row.key!, label: row.label ?? row.key!, ...toDollars(row) }));
  if (!timeOrdered) {
    report.sort((a, b) => b.net - a.net || a.label.localeCompare(b.label));
  }
  const totals = totalsRow
    ? {
        ...toDollars(totalsRow),
        quantity: Math.round(report.reduce((sum, row) => sum + (row.quantity ?? 0) * 100, 0)) / 100,
      }
    : totalsOf(report, costed);
  return { rows: report, totals };
}
