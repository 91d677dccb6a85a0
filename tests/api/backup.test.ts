import { execFile, spawn } from 'node:child_process';
import fs, { mkdirSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from '../../src/server/db/client';
import { scratchWithDatabases, testDbKind, type TestDatabase } from '../helpers/database';
import { signInAs, withServerOn } from '../helpers/server';
import { selectRows } from '../../src/server/db/select-rows';

const execFileAsync = promisify(execFile);
const { scratch, savedDir, freshDatabase } = scratchWithDatabases('soda-pos-backup-');

const envFor = (db: TestDatabase) =>
  db.kind === 'pglite'
    ? { DATA_DIR: db.location!, DATABASE_URL: '' }
    : { DATABASE_URL: db.location! };

/** Runs the backup command as `npm run db:backup` / `db:restore` would, without blocking. */
async function cli(db: TestDatabase, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args],
      { env: { ...process.env, BACKUP_DIR: savedDir, ...envFor(db), ...env }, timeout: 90_000 },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

const rows = <T>(database: Database, query: ReturnType<typeof sql>) =>
  selectRows<T>(database.db, query);

describe('npm run db:backup and db:restore', () => {
  it('back up while the server runs and writes, then restore into a fresh database with the data', async () => {
    const source = await freshDatabase();
    const file = join(scratch, `${source.kind}-live.backup`);
    let written = 0;
    await withServerOn(source, async (server) => {
      const admin = await server.signIn('admin', 'keeper@example.com');
      expect((await admin.post('/api/locations', { name: 'Harbour' })).status).toBe(201);
      let writing = true;
      const writer = (async () => {
        while (writing) {
          const res = await admin.post('/api/locations', { name: `Kiosk ${written + 1}` });
          expect(res.status).toBe(201);
          written++;
        }
      })();
      const result = await cli(source, ['backup', '--out', file]).finally(() => (writing = false));
      await writer;
      expect(written).toBeGreaterThan(0); // the backup ran while the app was writing
      expect(result.code, result.out).toBe(0);
      if (source.kind === 'pglite') expect(result.out).toMatch(/from the running server/);
    });

    const target = await freshDatabase({ empty: true });
    const restored = await cli(target, ['restore', file]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Restored .*: 1 users, 0 orders\./);

    await withServerOn(target, async (second) => {
      const { client, login } = await signInAs(second, 'keeper@example.com');
      expect(login.status).toBe(200);
      const names: string[] = (await client.get('/api/locations')).body.map(
        (l: { name: string }) => l.name,
      );
      // Whatever the backup caught of the writes running meanwhile, it caught whole commits.
      expect(names).toContain('Harbour');
      expect(names.length).toBeLessThanOrEqual(1 + written);
      expect(names.filter((n) => n !== 'Harbour').sort()).toEqual(
        Array.from({ length: names.length - 1 }, (_, i) => `Kiosk ${i + 1}`).sort(),
      );
    });
  }, 180_000);

  if (testDbKind() === 'pglite') {
    it('flushes every commit to disk: fsync is on and the WAL file is fsynced at commit', async () => {
      const dir = join(scratch, 'durable');
      const database = await openPglite(dir); // as the app opens it
      try {
        const [settings] = await rows<{ fsync: string; method: string }>(
          database,
          sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
        );
        expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
        await database.db.execute(sql`create table kept (n int)`);

        const synced: string[] = [];
        const fsyncSync = fs.fsyncSync;
        const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
          synced.push(readlinkSync(`/proc/self/fd/${fd}`));
          fsyncSync(fd);
        });
        try {
          await database.db.execute(sql`insert into kept values (1)`);
        } finally {
          spy.mockRestore();
        }
        expect(synced.some((path) => path.includes('/pg_wal/'))).toBe(true);
      } finally {
        await database.close();
      }
    });

    it('checkpoints by itself, so the log kept and replayed after a crash stays bounded', async () => {
      // Single-user PostgreSQL never checkpoints on its own; the app does it on a timer.
      const dir = join(scratch, 'checkpoints');
      const database = await openPglite(dir, { durable: false, checkpointEveryMs: 100 });
      try {
        const redo = async () =>
          (
            await rows<{ lsn: string }>(
              database,
              sql`select redo_lsn::text as lsn from pg_control_checkpoint()`,
            )
          )[0].lsn;
        const before = await redo();
        await database.db.execute(sql`insert into locations (name) values ('Pier')`);
        const deadline = Date.now() + 10_000;
        while ((await redo()) === before && Date.now() < deadline) {
          await new Promise((tick) => setTimeout(tick, 20));
        }
        expect(await redo()).not.toBe(before);
      } finally {
        await database.close();
      }
    });

    it('loses no commit to kill -9 and leaves no lock behind', async () => {
      const dir = join(scratch, 'killed');
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '--eval',
          `const { openPglite } = await import('./src/server/db/client.ts');
           const database = await openPglite(${JSON.stringify(dir)});
           await database.db.$client.exec('create table kept (n int)');
           for (let i = 1; i <= 20; i++) await database.db.$client.query('insert into kept values ($1)', [i]);
           console.log('committed');
           setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise((done) => child.once('exit', done));
      await new Promise<void>((done, fail) => {
        const deadline = setTimeout(() => fail(new Error('the child never committed')), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('committed')) {
            clearTimeout(deadline);
            done();
          }
        });
      });
      await expect(openPglite(dir)).rejects.toThrow(/in use by another running process/);
      child.kill('SIGKILL');
      await exited;

      const database = await openPglite(dir);
      try {
        const [kept] = await rows<{ n: number }>(
          database,
          sql`select count(*)::int as n from kept`,
        );
        expect(kept.n).toBe(20);
      } finally {
        await database.close();
      }
    }, 120_000);

    it('refuses to restore into a directory in use, or a non-empty one without --force', async () => {
      const source = await freshDatabase();
      const database = await source.open();
      await database.db.execute(sql`insert into locations (name) values ('Old Town')`);
      await database.close();
      const file = join(scratch, 'stopped.backup');
      const made = await cli(source, ['backup', '--out', file]);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toMatch(/from the stopped data directory/);

      const target = await freshDatabase();
      const open = await target.open();
      try {
        expect(await cli(target, ['restore', file])).toMatchObject({
          code: 1,
          out: expect.stringMatching(/in use by another running process/),
        });
      } finally {
        await open.close();
      }
      expect(await cli(target, ['restore', file])).toMatchObject({
        code: 1,
        out: expect.stringMatching(/is not empty; pass --force/),
      });

      const forced = await cli(target, ['restore', file, '--force']);
      expect(forced.code, forced.out).toBe(0);
      expect(forced.out).toMatch(/the replaced contents were saved to .*pre-restore-pglite-/);
      expect(readdirSync(savedDir).some((name) => name.startsWith('pre-restore-pglite-'))).toBe(
        true,
      );
      const copy = await target.open();
      try {
        const names = await rows<{ name: string }>(copy, sql`select name from locations`);
        expect(names).toEqual([{ name: 'Old Town' }]);
      } finally {
        await copy.close();
      }

      const junk = join(scratch, 'junk.tar.gz');
      writeFileSync(junk, 'not a backup');
      const empty = join(scratch, 'empty');
      mkdirSync(empty);
      const refused = await cli(source, ['restore', junk], { DATA_DIR: empty });
      expect(refused).toMatchObject({
        code: 1,
        out: expect.stringMatching(/is damaged or not a database backup: it is not gzip data/),
      });
      expect(readdirSync(empty).filter((name) => !name.startsWith('.'))).toEqual([]);
    }, 180_000);
  } else {
    it('refuses to restore over a database in use or not empty, and names a missing pg_dump', async () => {
      const source = await freshDatabase();
      const database = await source.open();
      const file = join(scratch, 'pg-busy.backup');
      try {
        const noTools = join(scratch, 'no-tools');
        mkdirSync(noTools, { recursive: true });
        expect(await cli(source, ['backup', '--out', file], { PATH: noTools })).toMatchObject({
          code: 1,
          out: expect.stringMatching(/pg_dump was not found on PATH/),
        });
        expect((await cli(source, ['backup', '--out', file])).code).toBe(0);
        // A connection held open for the check: the pool's idle clients may have closed by now.
        const app = new pg.Client({ connectionString: source.location });
        await app.connect();
        try {
          expect(await cli(source, ['restore', file])).toMatchObject({
            code: 1,
            out: expect.stringMatching(/other sessions are connected/),
          });
        } finally {
          await app.end();
        }
      } finally {
        await database.close();
      }
      expect(await cli(source, ['restore', file])).toMatchObject({
        code: 1,
        out: expect.stringMatching(/database is not empty; pass --force/),
      });
      const forced = await cli(source, ['restore', file, '--force']);
      expect(forced.code, forced.out).toBe(0);
      expect(forced.out).toMatch(/the replaced contents were saved to .*pre-restore-postgres-/);
    }, 180_000);
  }
});
