/** The targets the bench reports against, read from the run's rows (medians over the rounds). */
import type { Results } from './results';
import { spread } from './stats';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const x = (v: number) => `${v.toFixed(2)}x`;
const msText = (v: number) => `${v.toFixed(2)} ms`;

function line(what: string, value: number | undefined, show: (v: number) => string, ok: boolean) {
  if (value === undefined) return `- ${what}: not measured`;
  return `- ${what}: ${show(value)} — ${ok ? 'met' : 'not met'}`;
}

export function targets(results: Results): string[] {
  const medianOf = (values: number[]) => (values.length ? spread(values).median : undefined);
  const ratio = (id: string) => {
    const row = results.rows.get(id);
    return medianOf(row ? results.ratios(row) : []);
  };
  const cpu = (id: string) =>
    medianOf(results.rows.get(id)?.samples.flatMap((s) => s.cpuMsPerRequest ?? []) ?? []);
  const score = (id: string) => medianOf(results.rows.get(id)?.samples.map((s) => s.score) ?? []);
  const checkoutCpu = score('checkout-cpu:postgres');
  const sales = ratio('sale:postgres');
  const checkoutP99 = ratio('checkout-p99:postgres');
  const pushes = [
    ['one instance, PostgreSQL', 'push:postgres'],
    ['across two instances, PostgreSQL', 'push-across:postgres'],
    ['one instance, PGlite', 'push:pglite'],
  ].map(([where, id]) => {
    const v = ratio(id);
    const what = `Checkout -> last of 200 subscribers p99 / (bare broadcast p99 + checkout answer p99), ${where} (<= 1.5x)`;
    return line(what, v, x, v !== undefined && v <= 1.5);
  });
  const queue = (['postgres', 'pglite'] as const).map((kind) => {
    const v = cpu(`queue-large:${kind}`);
    const limit = kind === 'postgres' ? 0.5 : 1.5;
    const what = `Queue read behind 10,000 completed orders, server CPU per request, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (<= ${limit} ms)`;
    return line(what, v, msText, v !== undefined && v <= limit);
  });
  return [
    line(
      'Checkout, server CPU per checkout, PostgreSQL (<= 1.0 ms)',
      checkoutCpu,
      msText,
      checkoutCpu !== undefined && checkoutCpu <= 1,
    ),
    line(
      'Sales/s as a share of the raw insert transaction in the same round, PostgreSQL (>= 8%)',
      sales,
      pct,
      sales !== undefined && sales >= 0.08,
    ),
    line(
      'Checkout p99 at 32 tills / add-to-cart p99 of the same round, PostgreSQL (<= 2x)',
      checkoutP99,
      x,
      checkoutP99 !== undefined && checkoutP99 <= 2,
    ),
    ...pushes,
    ...queue,
  ];
}
