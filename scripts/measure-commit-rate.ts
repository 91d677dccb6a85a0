// Commits per second of the embedded database with PGlite's defaults (fsync off) and as the app
// opens it (fsync on): npx tsx scripts/measure-commit-rate.ts [DIR] [COMMITS]
// DIR must be on the disk the app will use (a tmpfs makes fsync free). Figures: docs/decisions/010.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from '../src/server/db/durable-node-fs';

const base = process.argv[2] ?? '.';
const commits = Number(process.argv[3] ?? 500);

async function rate(label: string, open: (dir: string) => PGlite) {
  const dir = mkdtempSync(join(base, 'commit-rate-'));
  try {
    const started = performance.now();
    const pg = open(dir);
    await pg.waitReady;
    const openMs = performance.now() - started;
    await pg.exec('create table t (id serial primary key, note text not null)');
    const t0 = performance.now();
    for (let i = 0; i < commits; i++) await pg.query('insert into t (note) values ($1)', [`n${i}`]);
    const ms = performance.now() - t0;
    const t1 = performance.now();
    await pg.exec('checkpoint');
    const checkpointMs = performance.now() - t1;
    await pg.close();
    console.log(
      `${label}: ${((commits / ms) * 1000).toFixed(0)} commits/s (${(ms / commits).toFixed(2)} ms each), ` +
        `open ${openMs.toFixed(0)} ms, checkpoint ${checkpointMs.toFixed(0)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await rate('PGlite defaults (fsync off)', (dir) => new PGlite(dir));
await rate(
  'as the app opens it (fsync on)',
  (dir) =>
    new PGlite({ dataDir: dir, fs: new DurableNodeFS(dir), startParams: durableStartParams }),
);
