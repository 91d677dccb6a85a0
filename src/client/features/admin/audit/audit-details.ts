import type { AuditEntry } from '@shared/audit-schemas';
import { formatDateTime } from '../../../lib/date-time';

/** How the Audit tab words an entry's action and details. */

/** 'price_change' -> 'Price change'. */
export const actionLabel = (action: string) =>
  action.charAt(0).toUpperCase() + action.slice(1).replaceAll('_', ' ');

/** 'is_admin' -> 'admin', 'ticket_red_seconds' -> 'ticket red seconds'. */
const fieldLabel = (key: string) => key.replace(/^is_/, '').replaceAll('_', ' ');

const MONEY = new Set([
  'price',
  'cup_prices',
  'amount',
  'total',
  'approval_threshold',
  'counted_cash',
  'opening_float',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value of a field: money in dollars, rates in percent, times on the clock of `timeZone`. */
function valueText(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    // No location assignments: the user works at every location.
    if (key === 'locations' && value.length === 0) return 'all';
    return value.length ? value.join(', ') : 'none';
  }
  if (typeof value === 'number') {
    if (MONEY.has(key)) return `$${value.toFixed(2)}`;
    if (key === 'tax_rate') return `${value}%`;
    // A discount's percent is a fraction: 0.2 is 20%.
    if (key === 'percent') return `${Math.round(value * 100_000) / 1000}%`;
  }
  if (typeof value === 'string' && key.endsWith('_at') && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value, timeZone, { zone: true });
  return String(value);
}

/**
 * The changed fields of an entry, 'price: $3.50 → $3.75'; a field holding several values (the
 * prices by cup size) gives one line per value that changed, 'cup prices 16 oz: …'. A record
 * created (no `before`) gives its values alone.
 */
function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  timeZone: string,
  money = false,
  prefix = '',
): string[] {
  return Object.keys(after).flatMap((key) => {
    const [was, is] = [before?.[key], after[key]];
    const label = `${prefix}${fieldLabel(key)}`;
    const moneyField = money || MONEY.has(key);
    if (isRecord(is) || isRecord(was)) {
      return changeLines(
        before === null ? null : isRecord(was) ? was : {},
        isRecord(is) ? is : {},
        timeZone,
        moneyField,
        `${label} `,
      );
    }
    const text = (value: unknown) => valueText(moneyField ? 'price' : key, value, timeZone);
    return before === null ? `${label}: ${text(is)}` : `${label}: ${text(was)} → ${text(is)}`;
  });
}

/**
 * The details of an entry in words. A change (`before` and `after`) reads
 * 'name: Small; price: $3.50 → $3.75'; other details 'reason: Wrong drink, amount: $5.40'.
 */
export function detailsText(details: AuditEntry['details'], timeZone: string): string {
  const { before, after, ...context } = details;
  const shown = (entries: [string, unknown][]) =>
    entries
      .filter(
        ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && !value.length),
      )
      .map(([key, value]) => `${fieldLabel(key)}: ${valueText(key, value, timeZone)}`);
  if (!isRecord(after)) return shown(Object.entries(details)).join(', ');
  const created = !isRecord(before);
  return [
    ...shown(Object.entries(context)),
    ...(created ? ['created'] : []),
    ...changeLines(created ? null : before, after, timeZone),
  ].join('; ');
}
