import { centsToDollars, dollarsToCents } from '@shared/money';
import { formatDay } from '../../lib/date-time';

/** Dollars with thousands separators, as owners read sales: '$4,964.05'. */
export const reportDollars = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An hour key ('00'..'23') as '9 AM' / '2 PM'. */
export function hourLabel(key: string): string {
  const hour = Number(key);
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A day key (YYYY-MM-DD) as 'Wed, Jun 3, 2026'; `short` gives 'Jun 3' (chart axes). */
export const dayLabel = (key: string, short = false) =>
  short ? formatDay(key, { year: false }) : formatDay(key, { weekday: true });

/** Whole dollars for a money axis: '$1,250'. */
export const axisDollars = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

/** Net per order in exact cents, or null without orders. */
export const averageOrder = (net: number, orders: number) =>
  orders > 0 ? centsToDollars(Math.round(dollarsToCents(net) / orders)) : null;

/** Seconds as '45s' or '4m 05s'; a dash when nothing was measured. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** Seconds in minutes with one decimal (chart values), null kept. */
export const minutes = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds / 6) / 10;

/** A margin percent to a tenth, '83.3%'; a dash where there were no net sales. */
export const marginPercent = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '—' : `${percent.toFixed(1)}%`;

/** Stock units with up to 2 decimals, '1,250.5'; `signed` gives '+2' and '-1.5' (count variance). */
export const stockUnits = (units: number, signed = false) =>
  units.toLocaleString('en-US', {
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  });
