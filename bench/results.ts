/** Every measurement of the run, per row and round, with the ceiling each app row is compared to. */
import type { LoadResult } from './load-job';
import type { Latencies } from './stats';

export type DbKind = 'pglite' | 'postgres' | 'none';

export interface RowDef {
  id: string;
  label: string;
  db: DbKind;
  /** What `score` is: a rate (higher is better) or a time or size (lower is better). */
  unit: 'req/s' | 'sales/s' | 'tx/s' | 'ms' | 'MB';
  /** The id of the ceiling row this row is compared to, round by round. */
  ceiling?: string;
}

export interface Sample {
  score: number;
  at1?: Latencies;
  atN?: Latencies;
  /** At CONCURRENCY connections, per kind of request (a sale run's adds and checkouts apart). */
  byKindAtN?: LoadResult['byKind'];
  /** Server CPU (user + system, /proc) per request, or per sale, at CONCURRENCY connections. */
  cpuMsPerRequest?: number;
  /** Added to the ceiling's score before the ratio: a push's own HTTP answer p99 (ms). */
  ceilingPlus?: number;
  /** A push's HTTP answer times, change sent -> answer (ms). */
  answer?: Latencies;
  failures?: number;
  /** Set by Results.add: the round it was measured in. */
  round?: number;
}

export interface Row extends RowDef {
  samples: Sample[];
}

export const lowerIsBetter = (row: RowDef) => row.unit === 'ms' || row.unit === 'MB';

/** The order of the report's rows and the chart's bars; ceilings (db none) come last. */
const ORDER = [
  'menu',
  'menu-bytes',
  'price',
  'queue-small',
  'queue-large',
  'add',
  'sale',
  'checkout-cpu',
  'add-p99',
  'checkout-p99',
  'push',
  'push-across',
  'start',
  'rss',
  'report-day',
  'report-item',
  'report-flavor',
  'report-shop',
  'report-waits',
  'raw-insert',
];
const rank = (row: RowDef) => {
  const i = ORDER.indexOf(row.id.split(':')[0]);
  return (row.db === 'none' ? 100 : 0) + (i < 0 ? 50 : i) * 2 + (row.db === 'postgres' ? 1 : 0);
};

export class Results {
  private readonly byId = new Map<string, Row>();
  /** The round being measured; samples are paired with their ceiling's by round. */
  round = 0;
  /** Steps that threw, so the report says what is missing. */
  readonly problems: string[] = [];

  get rows(): Map<string, Row> {
    return new Map([...this.byId].sort(([, a], [, b]) => rank(a) - rank(b)));
  }

  add(def: RowDef, sample: Sample) {
    const row = this.byId.get(def.id) ?? { ...def, samples: [] };
    row.samples.push({ ...sample, round: this.round });
    this.byId.set(def.id, row);
  }

  /**
   * Round-by-round ratios of a row to its ceiling: for rates app / ceiling (1 = at the ceiling),
   * for times and sizes also app / ceiling (1 = as fast or small as the ceiling). A sample's
   * ceilingPlus is added to the ceiling's score first.
   */
  ratios(row: Row): number[] {
    const ceiling = row.ceiling ? this.byId.get(row.ceiling) : undefined;
    if (!ceiling) return [];
    return row.samples.flatMap((sample) => {
      const base = ceiling.samples.find((c) => c.round === sample.round);
      return base ? [sample.score / (base.score + (sample.ceilingPlus ?? 0))] : [];
    });
  }
}
