import { describe, expect, it } from 'vitest';
import { givenDays, presetDays, rangeDays } from './report-range';
import { averageOrder, duration, hourLabel, marginPercent, stockUnits } from './report-format';
import { salesByDay, salesByHour } from './report-series';

const row = (key: string, net: number) => ({
  key,
  label: key,
  orders: 1,
  items: 1,
  gross: net,
  discounts: 0,
  refunds: 0,
  net,
  tax: 0,
  tips: 0,
});

describe('report ranges', () => {
  it('counts a preset from today in the shop time zone', () => {
    const moment = Date.parse('2026-06-01T03:30:00Z');
    const today = { preset: 'today' as const, from: '', to: '', location: null };
    expect(rangeDays(today, 'UTC', moment)).toEqual({ from: '2026-06-01', to: '2026-06-01' });
    expect(rangeDays(today, 'America/Denver', moment)).toEqual({
      from: '2026-05-31',
      to: '2026-05-31',
    });
  });

  it('gives each preset its days', () => {
    expect(presetDays('today', '2026-06-03')).toEqual({ from: '2026-06-03', to: '2026-06-03' });
    expect(presetDays('yesterday', '2026-06-01')).toEqual({ from: '2026-05-31', to: '2026-05-31' });
    expect(presetDays('last-7-days', '2026-06-03')).toEqual({
      from: '2026-05-28',
      to: '2026-06-03',
    });
    expect(presetDays('this-month', '2026-06-03')).toEqual({
      from: '2026-06-01',
      to: '2026-06-03',
    });
  });

  it('keeps a custom range, and refuses one that ends before it starts', () => {
    const custom = { preset: 'custom' as const, location: null };
    expect(rangeDays({ ...custom, from: '2026-05-01', to: '2026-05-31' }, 'UTC')).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(rangeDays({ ...custom, from: '2026-06-02', to: '2026-06-01' }, 'UTC')).toBeNull();
  });

  it('knows a custom range with both days without a time zone, and only that one', () => {
    const custom = { preset: 'custom' as const, location: 4 };
    expect(givenDays({ ...custom, from: '2026-05-01', to: '2026-05-31' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(givenDays({ ...custom, from: '2026-06-02', to: '2026-06-01' })).toBeNull();
    expect(givenDays({ ...custom, from: '2026-06-02', to: '' })).toBeUndefined();
    expect(givenDays({ ...custom, preset: 'today', from: '', to: '' })).toBeUndefined();
  });
});

describe('report figures and series', () => {
  it('formats hours, waits and the average order in exact cents', () => {
    expect(['00', '09', '12', '23'].map(hourLabel)).toEqual(['12 AM', '9 AM', '12 PM', '11 PM']);
    expect([null, 44.6, 245].map(duration)).toEqual(['—', '45s', '4m 05s']);
    expect(averageOrder(10, 3)).toBe(3.33);
    expect(averageOrder(0, 0)).toBeNull();
  });

  it('formats margin percents and stock units', () => {
    expect([83.25, -12.5, 0, null].map(marginPercent)).toEqual(['83.3%', '-12.5%', '0.0%', '—']);
    expect([1250.5, 3, 0.125].map((units) => stockUnits(units))).toEqual(['1,250.5', '3', '0.13']);
    expect([2, -1.5, 0].map((units) => stockUnits(units, true))).toEqual(['+2', '-1.5', '0']);
  });

  it('fills the quiet hours and days at zero', () => {
    expect(salesByHour([row('09', 5), row('11', 7)]).map((p) => [p.key, p.net])).toEqual([
      ['09', 5],
      ['10', 0],
      ['11', 7],
    ]);
    expect(
      salesByDay([row('2026-06-02', 4)], '2026-06-01', '2026-06-03').map((p) => p.net),
    ).toEqual([0, 4, 0]);
  });
});
