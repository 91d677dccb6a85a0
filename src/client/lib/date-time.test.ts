import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatTime,
  today,
  zoneName,
} from './date-time';

describe('dates and times on the shop’s clock', () => {
  it('shows the shop’s date for a moment near midnight UTC, whatever the device’s zone', () => {
    // 02:30 UTC on June 1 is still May 31 in Denver and already June 1 in Tokyo.
    const moment = '2026-06-01T02:30:00.000Z';
    expect(formatDate(moment, 'America/Denver')).toBe('May 31, 2026');
    expect(formatTime(moment, 'America/Denver')).toBe('8:30 PM');
    expect(formatDate(moment, 'Asia/Tokyo')).toBe('Jun 1, 2026');
    expect(formatTime(moment, 'Asia/Tokyo')).toBe('11:30 AM');
    expect(formatDateTime(moment, 'UTC')).toBe('Jun 1, 2026, 2:30 AM');
    expect(today('America/Denver', Date.parse(moment))).toBe('2026-05-31');
    expect(today('UTC', Date.parse(moment))).toBe('2026-06-01');
    // A day apart and more: the zones at either end of the calendar.
    expect(dayInZone('2026-06-01T10:59:00Z', 'Pacific/Kiritimati')).toBe('2026-06-02');
    expect(dayInZone('2026-06-01T10:59:00Z', 'Pacific/Pago_Pago')).toBe('2026-05-31');
  });

  it('follows daylight saving: the clock and the zone’s name change at 2 AM', () => {
    // Denver springs forward on March 8, 2026 (2:00 MST becomes 3:00 MDT) ...
    expect(formatDateTime('2026-03-08T08:59:00Z', 'America/Denver', { zone: true })).toBe(
      'Mar 8, 2026, 1:59 AM MST',
    );
    expect(formatDateTime('2026-03-08T09:00:00Z', 'America/Denver', { zone: true })).toBe(
      'Mar 8, 2026, 3:00 AM MDT',
    );
    // ... and falls back on November 1: 1:30 happens twice, an hour apart.
    expect(formatTime('2026-11-01T07:30:00Z', 'America/Denver')).toBe('1:30 AM');
    expect(formatTime('2026-11-01T08:30:00Z', 'America/Denver')).toBe('1:30 AM');
    expect(zoneName('2026-11-01T07:30:00Z', 'America/Denver')).toBe('MDT');
    expect(zoneName('2026-11-01T08:30:00Z', 'America/Denver')).toBe('MST');
    // Local midnight after the change is 06:00 UTC, not 07:00: the day turns with the clock.
    expect(dayInZone('2026-03-09T06:00:00Z', 'America/Denver')).toBe('2026-03-09');
    expect(dayInZone('2026-03-09T05:59:00Z', 'America/Denver')).toBe('2026-03-08');
  });

  it('writes plain spaces, so the text is the same in every browser', () => {
    const text = formatDateTime('2026-06-01T15:05:00Z', 'UTC', { zone: true });
    expect(text).toBe('Jun 1, 2026, 3:05 PM UTC');
    expect(text).not.toMatch(/[\u202f\u2009\u00a0]/);
  });

  it('words calendar days and ranges in the same format', () => {
    expect(formatDay('2026-06-03')).toBe('Jun 3, 2026');
    expect(formatDay('2026-06-03', { weekday: true })).toBe('Wed, Jun 3, 2026');
    expect(formatDay('2026-06-03', { year: false })).toBe('Jun 3');
    expect(formatDayRange('2026-06-03', '2026-06-03')).toBe('Jun 3, 2026');
    expect(formatDayRange('2026-06-01', '2026-06-09')).toBe('Jun 1 – Jun 9, 2026');
    expect(formatDayRange('2025-12-30', '2026-01-02')).toBe('Dec 30, 2025 – Jan 2, 2026');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
