/** The tables of docs/benchmarks.md, from the run's results. */
import { CONCURRENCY } from './config';
import type { WireBytes } from './browser-bytes';
import { rssSummary, type RssSeries } from './memory';
import { lowerIsBetter, type Results, type Row } from './results';
import { MIN_P99_SAMPLES, spread, type Latencies, type Spread } from './stats';

export const DB_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL', none: '-' };

export const num = (v: number) => v.toFixed(v >= 100 ? 0 : v >= 10 ? 1 : v >= 1 ? 2 : 3);
export const pct = (v: number) => `${(v * 100).toFixed(v < 0.1 ? 2 : 1)}%`;
const times = (v: number) => `${v.toFixed(2)}x`;
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A ratio in the row's sense: a share of the ceiling's rate, or a multiple of its time or size. */
export const ratioText = (row: Row, v: number) => (lowerIsBetter(row) ? times(v) : pct(v));
const spreadText = (row: Row, s: Spread) =>
  `${ratioText(row, s.min)} / **${ratioText(row, s.median)}** / ${ratioText(row, s.max)}`;

export const medianOf = (row: Row, pick: (s: Row['samples'][number]) => number | undefined) => {
  const values = row.samples.map(pick).filter((v): v is number => v !== undefined);
  return values.length ? spread(values).median : undefined;
};

/** Median p50 / p99 over the rounds, with the fewest samples a round's p99 came from. */
const latencyText = (row: Row, pick: (s: Row['samples'][number]) => Latencies | undefined) => {
  const all = row.samples.map(pick).filter((l): l is Latencies => l !== undefined);
  if (!all.length) return '-';
  const fewest = Math.min(...all.map((l) => l.count));
  const p99 = spread(all.map((l) => l.p99)).median;
  const p99Text = fewest < MIN_P99_SAMPLES ? `(${ms(p99)}: too few)` : ms(p99);
  return `${ms(spread(all.map((l) => l.p50)).median)} / ${p99Text} ms (n >= ${fewest})`;
};

const cpuText = (row: Row) => {
  const cpu = medianOf(row, (s) => s.cpuMsPerRequest);
  return cpu === undefined ? '-' : cpu.toFixed(3);
};

export function comparedTable(results: Results): string[] {
  const lines = [
    '| Scenario | Database | Median result | Server CPU ms per request | Ratio to ceiling, min / **median** / max | Ceiling |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    if (row.db === 'none' || row.id === 'raw-insert') continue;
    const ratios = results.ratios(row);
    const ceiling = row.ceiling ? results.rows.get(row.ceiling) : undefined;
    const median = num(spread(row.samples.map((s) => s.score)).median);
    const ratio = ratios.length ? spreadText(row, spread(ratios)) : '-';
    lines.push(
      `| ${row.label} | ${DB_NAMES[row.db]} | ${median} ${row.unit} | ${cpuText(row)} | ${ratio} | ${ceiling?.label ?? '-'} |`,
    );
  }
  return lines;
}

export function latencyTable(results: Results): string[] {
  const lines = [
    `| Row | Database | p50 / p99 at 1 connection | p50 / p99 at ${CONCURRENCY} | Failed requests |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    const timed = row.samples.some((s) => (s.at1 || s.atN) && !s.answer);
    if (!timed || row.id.startsWith('menu-bytes')) continue;
    const failures = row.samples.reduce((sum, s) => sum + (s.failures ?? 0), 0);
    lines.push(
      `| ${row.label} | ${DB_NAMES[row.db]} | ${latencyText(row, (s) => s.at1)} | ${latencyText(row, (s) => s.atN)} | ${failures} |`,
    );
  }
  return lines;
}

export function pushTable(results: Results): string[] {
  const lines = [
    '| Push | Database | Change -> last subscriber, p50 / p99 | Change -> its HTTP answer, p50 / p99 |',
    '| --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    if (!row.samples.some((s) => s.answer)) continue;
    lines.push(
      `| ${row.label} | ${DB_NAMES[row.db]} | ${latencyText(row, (s) => s.at1)} | ${latencyText(row, (s) => s.answer)} |`,
    );
  }
  return lines;
}

export function ceilingTable(results: Results): string[] {
  const lines = [
    '| Ceiling | min | median | max | Server CPU ms per request |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    if (row.db !== 'none' && row.id !== 'raw-insert') continue;
    const s = spread(row.samples.map((x) => x.score));
    lines.push(
      `| ${row.label} | ${num(s.min)} | ${num(s.median)} ${row.unit} | ${num(s.max)} | ${cpuText(row)} |`,
    );
  }
  return lines;
}

export function browserLines(browser: WireBytes | undefined): string[] {
  if (!browser) return ['Not measured in this run (see the failed steps).'];
  const types = Object.entries(browser.byType)
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([type, t]) => `${type} ${t.requests} (${kb(t.bytes)})`);
  return [
    `**${kb(browser.bytes)}** in ${browser.requests} requests, of which ${kb(browser.headerBytes)} status lines and headers.`,
    `By kind: ${types.join(', ')}.`,
  ];
}

export function memoryTable(series: RssSeries[]): string[] {
  const lines = [
    '| Server process | Sampled for | Start | After 5 min | End | Peak |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const mb = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(0)} MB`);
  for (const s of series) {
    const r = rssSummary(s);
    lines.push(
      `| ${s.label} | ${r.seconds.toFixed(0)} s | ${mb(r.start)} | ${mb(r.afterFiveMin)} | ${mb(r.end)} | ${mb(r.peak)} |`,
    );
  }
  return lines;
}
