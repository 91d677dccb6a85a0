/**
 * docs/benchmarks.svg: one bar per app row with a ceiling, its median share of the ceiling on a
 * log scale (100% = as fast as the ceiling; a time ratio r is drawn as 1/r), min-max as a whisker.
 */
import { lowerIsBetter, type Results } from './results';
import { spread } from './stats';

const WIDTH = 960;
const LABEL_W = 430;
const BAR_H = 18;
const GAP = 8;
const TOP = 56;
const DECADES = [0.001, 0.01, 0.1, 1];
const MAX = 2;
const COLORS = { pglite: '#2f7fc1', postgres: '#d9822b', none: '#888' };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderChart(results: Results): string {
  const rows = [...results.rows.values()].filter((row) => results.ratios(row).length > 0);
  const plotW = WIDTH - LABEL_W - 90;
  const x = (share: number) => {
    const clamped = Math.min(Math.max(share, DECADES[0]), MAX);
    return LABEL_W + (Math.log10(clamped / DECADES[0]) / Math.log10(MAX / DECADES[0])) * plotW;
  };
  const height = TOP + rows.length * (BAR_H + GAP) + 40;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">Share of the ceiling: median of the rounds, whisker min-max, log scale, 100% = the ceiling</text>`,
    `<rect x="12" y="32" width="12" height="12" fill="${COLORS.pglite}"/><text x="30" y="42">PGlite</text>`,
    `<rect x="90" y="32" width="12" height="12" fill="${COLORS.postgres}"/><text x="108" y="42">PostgreSQL</text>`,
    `<text x="200" y="42" fill="#555">(times and sizes drawn as ceiling / app, so longer is better everywhere)</text>`,
  ];
  const bottom = TOP + rows.length * (BAR_H + GAP);
  for (const tick of [...DECADES, MAX]) {
    const tx = x(tick).toFixed(1);
    parts.push(
      `<line x1="${tx}" y1="${TOP - 4}" x2="${tx}" y2="${bottom}" stroke="${tick === 1 ? '#333' : '#ddd'}"/>`,
      `<text x="${tx}" y="${bottom + 16}" text-anchor="middle" fill="#555">${tick * 100}%</text>`,
    );
  }
  rows.forEach((row, i) => {
    const shares = results.ratios(row).map((r) => (lowerIsBetter(row) ? 1 / r : r));
    const s = spread(shares);
    const y = TOP + i * (BAR_H + GAP);
    const mid = y + BAR_H / 2;
    const db = row.db === 'pglite' ? 'PGlite' : 'PostgreSQL';
    parts.push(
      `<text x="${LABEL_W - 8}" y="${mid + 4}" text-anchor="end">${escape(`${row.label} (${db})`)}</text>`,
      `<rect x="${LABEL_W}" y="${y}" width="${(x(s.median) - LABEL_W).toFixed(1)}" height="${BAR_H}" fill="${COLORS[row.db]}"/>`,
      `<line x1="${x(s.min).toFixed(1)}" y1="${mid}" x2="${x(s.max).toFixed(1)}" y2="${mid}" stroke="#000"/>`,
      `<text x="${(Math.max(x(s.median), x(s.max)) + 6).toFixed(1)}" y="${mid + 4}">${(s.median * 100).toFixed(s.median < 0.1 ? 2 : 1)}%</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
