/** Small statistics helpers. Percentiles are nearest-rank: always one of the measured values. */
export interface Latencies {
  p50: number;
  p99: number;
  /** How many values the percentiles were taken from. */
  count: number;
}

/** Samples below which a p99 is not quoted: with fewer, the nearest rank is the maximum or near it. */
export const MIN_P99_SAMPLES = 200;

/** Nearest-rank percentile: the smallest value with at least p of all values at or below it. */
export function percentile(values: number[], p: number): number {
  if (!values.length) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 1)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(p * sorted.length) - 1];
}

export const summary = (values: number[]): Latencies => ({
  p50: percentile(values, 0.5),
  p99: percentile(values, 0.99),
  count: values.length,
});

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1] };
}

/** A round's steps: as listed in even rounds (0, 2, ...), reversed in odd ones. */
export const inRoundOrder = <T>(steps: readonly T[], round: number): T[] =>
  round % 2 ? [...steps].reverse() : [...steps];
