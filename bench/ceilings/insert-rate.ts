/**
 * Ceiling process: `BEGIN; INSERT; COMMIT` on the bench's PostgreSQL database with node-postgres,
 * CONNECTIONS transactions in flight for SECONDS, into a plain table shaped like order_items (a
 * TEMP table would skip the WAL flush at commit and so measure less than an app write must do).
 * Prints one JSON line: the transaction rate and its latency percentiles in ms.
 */
import pg from 'pg';
import { summary } from '../stats';

const connections = Number(process.env.CONNECTIONS);
const seconds = Number(process.env.SECONDS);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: connections });
await pool.query(`create table if not exists bench_insert (
  id serial primary key, order_id integer not null, note text not null default '',
  price_cents integer not null, created_at timestamptz not null default now())`);

const latencies: number[] = [];
const started = performance.now();
const end = started + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async (_, worker) => {
    const client = await pool.connect();
    try {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        await client.query('begin');
        await client.query('insert into bench_insert (order_id, price_cents) values ($1, $2)', [
          worker,
          i,
        ]);
        await client.query('commit');
        latencies.push(performance.now() - t0);
      }
    } finally {
      client.release();
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
await pool.end();
const { p50, p99 } = summary(latencies);
console.log(
  JSON.stringify({
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50,
    p99,
    samples: latencies.length,
    failures: 0,
  }),
);
