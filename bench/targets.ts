/** The "Must show" lines of issue 12, read from the run's ratios. */
import type { Results } from './results';
import { spread } from './stats';

export function targets(results: Results): string[] {
  const median = (id: string) => {
    const row = results.rows.get(id);
    const ratios = row ? results.ratios(row) : [];
    return ratios.length ? spread(ratios).median : undefined;
  };
  const p99At32 = (id: string) => {
    const values = results.rows.get(id)?.samples.flatMap((s) => (s.atN ? [s.atN.p99] : [])) ?? [];
    return values.length ? spread(values).median : undefined;
  };
  const line = (
    what: string,
    value: number | undefined,
    show: (v: number) => string,
    ok: (v: number) => boolean,
    extra = '',
  ) =>
    `- ${what}: ${value === undefined ? 'not measured' : `${show(value)} — ${ok(value) ? 'met' : 'not met'}${extra}`}`;
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const x = (v: number) => `${v.toFixed(2)}x`;
  const addP99 = p99At32('add:postgres');
  const cpu = (id: string) => {
    const values = results.rows.get(id)?.samples.flatMap((s) => s.cpuMsPerRequest ?? []) ?? [];
    return values.length ? spread(values).median : undefined;
  };
  const [logged, unlogged] = [cpu('menu-logged:postgres'), cpu('menu-nolog:postgres')];
  return [
    line(
      'Menu list / bare JSON route, PostgreSQL (>= 50%)',
      median('menu:postgres'),
      pct,
      (v) => v >= 0.5,
    ),
    line(
      'Menu list / bare JSON route, PGlite (>= 30%)',
      median('menu:pglite'),
      pct,
      (v) => v >= 0.3,
    ),
    line(
      'Add to cart / raw insert at 32 users, PostgreSQL (>= 20%; stretch 30%)',
      median('add:postgres'),
      pct,
      (v) => v >= 0.2,
      (() => {
        const v = median('add:postgres');
        return v !== undefined && v < 0.3
          ? `; ${((0.3 - v) * 100).toFixed(1)} points short of 30%`
          : '';
      })(),
    ),
    line(
      'Add to cart p99 at 32 users, PostgreSQL (<= 60 ms; stretch 20 ms)',
      addP99,
      (v) => `${v.toFixed(1)} ms`,
      (v) => v <= 60,
      addP99 !== undefined && addP99 > 20 ? `; ${(addP99 - 20).toFixed(1)} ms above 20 ms` : '',
    ),
    line(
      'Checkout -> last of 200 subscribers p99 / bare broadcast, one instance, PostgreSQL (<= 2x)',
      median('push:postgres'),
      x,
      (v) => v <= 2,
    ),
    line('Same on PGlite (<= 2x)', median('push:pglite'), x, (v) => v <= 2),
    line(
      'Same across two instances, PostgreSQL (<= 2x)',
      median('push-across:postgres'),
      x,
      (v) => v <= 2,
    ),
    line(
      'Logging: server CPU per menu read, fresh instance with the default logging / without a logger, PostgreSQL (<= 1.02x)',
      logged !== undefined && unlogged ? logged / unlogged : undefined,
      x,
      (v) => v <= 1.02,
    ),
    ...(['postgres', 'pglite'] as const).map((kind) =>
      line(
        `Queue read at 10,000 completed orders / at 10, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (rate >= 1/1.2 = 83.3%)`,
        median(`queue-large:${kind}`),
        pct,
        (v) => v >= 1 / 1.2,
      ),
    ),
  ];
}
