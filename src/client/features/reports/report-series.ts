import { addDays } from '../../lib/date-time';
import { dayLabel, hourLabel, minutes } from './report-format';
import type { MakeTimeRow, SalesRow } from './reports-api';

/** One bar of a sales chart. */
export interface SalesPoint {
  key: string;
  label: string;
  net: number;
}

/** One point of the make-time chart, in minutes (null: nothing measured that hour). */
export interface MakeTimePoint {
  key: string;
  label: string;
  wait: number | null;
  total: number | null;
}

/** Longest range whose every day gets a bar; longer ones show only the days with sales. */
const MAX_FILLED_DAYS = 93;

const hourKey = (hour: number) => String(hour).padStart(2, '0');

/** Every hour from the first to the last one with a row, the others as `empty`. */
function everyHour<T>(rows: { key: string }[], point: (key: string) => T): T[] {
  if (rows.length === 0) return [];
  const hours = rows.map((row) => Number(row.key));
  const points: T[] = [];
  for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour++)
    points.push(point(hourKey(hour)));
  return points;
}

/** Net sales per hour of the day, the quiet hours in between at zero. */
export function salesByHour(rows: SalesRow[]): SalesPoint[] {
  const net = new Map(rows.map((row) => [row.key, row.net]));
  return everyHour(rows, (key) => ({ key, label: hourLabel(key), net: net.get(key) ?? 0 }));
}

/** Net sales per day of the range (every day of it, when it is not too long). */
export function salesByDay(rows: SalesRow[], from: string, to: string): SalesPoint[] {
  const net = new Map(rows.map((row) => [row.key, row.net]));
  const keys: string[] = [];
  for (let day = from; day <= to && keys.length <= MAX_FILLED_DAYS; day = addDays(day, 1))
    keys.push(day);
  const days = keys.length > MAX_FILLED_DAYS ? rows.map((row) => row.key) : keys;
  return days.map((key) => ({ key, label: dayLabel(key, true), net: net.get(key) ?? 0 }));
}

/** Wait and total p90 per hour, in minutes. */
export function makeTimeByHour(rows: MakeTimeRow[]): MakeTimePoint[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return everyHour(rows, (key) => ({
    key,
    label: hourLabel(key),
    wait: minutes(byKey.get(key)?.wait_p90 ?? null),
    total: minutes(byKey.get(key)?.total_p90 ?? null),
  }));
}
