import { idFromText, type LocationId } from '@shared/ids';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, today } from '../../lib/date-time';

export const PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];
const DEFAULT_PRESET: Preset = 'last-7-days';

const isPreset = (value: string | null): value is Preset =>
  PRESETS.some((preset) => preset.value === value);
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The days a named preset covers, counted from `current` (today). */
export function presetDays(preset: Exclude<Preset, 'custom'>, current: string) {
  switch (preset) {
    case 'today':
      return { from: current, to: current };
    case 'yesterday':
      return { from: addDays(current, -1), to: addDays(current, -1) };
    case 'last-7-days':
      return { from: addDays(current, -6), to: current };
    case 'this-month':
      return { from: `${current.slice(0, 8)}01`, to: current };
  }
}

export interface ReportFilters {
  preset: Preset;
  /** The custom range as the address has it (named presets compute theirs). */
  from: string;
  to: string;
  /** A shop's id, or null for all shops. */
  location: LocationId | null;
}

/**
 * The page's choice lives in the address, so it survives a reload: `preset`, and for a custom
 * range its `from` and `to`; `location` for one shop. A named preset is computed afresh each day.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const preset = params.get('preset');
  const filters: ReportFilters = {
    preset: isPreset(preset) ? preset : DEFAULT_PRESET,
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    location: idFromText(params.get('location')) ?? null,
  };
  const update = useCallback(
    (changes: Partial<Record<'preset' | 'from' | 'to' | 'location', string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (next.get('preset') !== 'custom') {
            next.delete('from');
            next.delete('to');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}

const ordered = (from: string, to: string) => (from <= to ? { from, to } : null);

/** The days to report: the preset's, counted in `timeZone`, or the custom ones (null if unusable). */
export function rangeDays(filters: ReportFilters, timeZone: string, now: number = Date.now()) {
  const current = today(timeZone, now);
  if (filters.preset !== 'custom') return presetDays(filters.preset, current);
  return ordered(filters.from || current, filters.to || current);
}

/**
 * A custom range with both days given needs no time zone: its days (null if unusable), so the
 * page reads them without waiting for the shop's zone. Undefined for any other range.
 */
export function givenDays(filters: ReportFilters) {
  if (filters.preset !== 'custom' || !filters.from || !filters.to) return undefined;
  return ordered(filters.from, filters.to);
}
