/**
 * Every date and time the client shows, on a shop's clock: `timeZone` is the location's IANA zone
 * (its `time_zone`), never the device's. One format on every page: 'Nov 26, 2026', '3:05 PM',
 * 'Nov 26, 2026, 3:05 PM'. Days as the API and the date inputs spell them are 'YYYY-MM-DD'.
 */

type Instant = string | number | Date;

const LOCALE = 'en-US';
const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is slow next to using one: a page of rows shares one per zone. */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

// Newer ICU puts a narrow no-break space before AM/PM and thin spaces in ranges; browsers and
// Node disagree on it, so the text is the same everywhere with plain spaces.
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

const format = (at: Instant, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  plainSpaces(formatter(timeZone, options).format(new Date(at)));

/** 'Nov 26, 2026': the day `at` falls on in `timeZone`. */
export const formatDate = (at: Instant, timeZone: string) => format(at, timeZone, DATE);

/** '3:05 PM' on the clock of `timeZone`. */
export const formatTime = (at: Instant, timeZone: string) => format(at, timeZone, TIME);

/** 'Nov 26, 2026, 3:05 PM'; with `zone`, the zone's short name after it ('… 3:05 PM MST'). */
export function formatDateTime(at: Instant, timeZone: string, { zone = false } = {}) {
  const text = `${formatDate(at, timeZone)}, ${formatTime(at, timeZone)}`;
  return zone ? `${text} ${zoneName(at, timeZone)}` : text;
}

/** The zone's short name at that moment: 'MST', 'MDT', 'UTC', or 'GMT+14' when it has none. */
export function zoneName(at: Instant, timeZone: string) {
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(new Date(at));
  return plainSpaces(parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone);
}

/** The day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayInZone(at: Instant, timeZone: string) {
  const parts = formatter(timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today (YYYY-MM-DD) in the shop's zone: what "today" means for its history and reports. */
export const today = (timeZone: string, now: Instant = Date.now()) => dayInZone(now, timeZone);

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar day (YYYY-MM-DD, already a shop's day) in the same words as formatDate:
 * 'Nov 26, 2026'; `weekday` adds 'Thu, ', `year: false` leaves the year out (chart axes).
 */
export function formatDay(day: string, { weekday = false, year = true } = {}) {
  return format(`${day}T00:00:00Z`, 'UTC', {
    ...DATE,
    weekday: weekday ? 'short' : undefined,
    year: year ? 'numeric' : undefined,
  });
}

/** A range of days in words: 'Jun 3, 2026', 'Jun 1 – Jun 9, 2026', 'Dec 30, 2025 – Jan 2, 2026'. */
export function formatDayRange(from: string, to: string) {
  if (from === to) return formatDay(from);
  return `${formatDay(from, { year: from.slice(0, 4) !== to.slice(0, 4) })} – ${formatDay(to)}`;
}

/** The device's own zone: only where no shop is known (no location chosen, or it failed to load). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
