import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { readDataDir, writeArchive, type ArchiveEntry } from '../../src/server/db/data-dir-archive';
import { scratchWithDatabases, testDbKind, type TestDatabase } from '../helpers/database';
import { selectRows } from '../../src/server/db/select-rows';

// Issue 26 item 7: db:restore checks a backup in a scratch directory (PostgreSQL starts on it,
// the migrations table is there, users and orders can be counted) before it touches DATA_DIR.
// A damaged backup fails within seconds, with or without --force, and leaves the live data as it was.

const { scratch, savedDir, freshDatabase } = scratchWithDatabases('soda-pos-restore-check-test-');
/** TMPDIR of the restore command: its check directories must be gone when it ends. */
const checkTmp = join(scratch, 'tmp');
mkdirSync(checkTmp);
/** What the restore command left in its TMPDIR, but for tsx's cache. */
const leftInTmp = () => readdirSync(checkTmp).filter((name) => !name.startsWith('tsx-'));

/** Runs `npm run db:restore -- FILE [...]` as a child process, timing it. */
function restoreCli(env: Record<string, string>, args: string[]) {
  const started = Date.now();
  return new Promise<{ code: number | string | null; out: string; seconds: number }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/backup-cli.ts', 'restore', ...args],
      {
        env: { ...process.env, BACKUP_DIR: savedDir, TMPDIR: checkTmp, ...env },
        // Longer than any check may take, so a restore that hangs fails here rather than the run.
        timeout: 60_000,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) =>
        done({
          code: error ? ((error as { code?: number | string }).code ?? error.signal ?? null) : 0,
          out: `${stdout}${stderr}`,
          seconds: (Date.now() - started) / 1000,
        }),
    );
  });
}

const rows = <T>(database: Database, query: ReturnType<typeof sql>) =>
  selectRows<T>(database.db, query);

if (testDbKind() === 'pglite') {
  /** Every path, kind and byte under dir (the lock socket too, were it left behind). */
  function treeHash(dir: string): string {
    const hash = createHash('sha256');
    const walk = (relative: string) => {
      const items = readdirSync(join(dir, relative), { withFileTypes: true });
      for (const item of items.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const path = relative ? `${relative}/${item.name}` : item.name;
        if (item.isDirectory()) {
          hash.update(`dir ${path}\n`);
          walk(path);
        } else if (item.isFile()) {
          const data = readFileSync(join(dir, path));
          hash.update(`file ${path} ${data.length}\n`).update(data);
        } else hash.update(`other ${path}\n`);
      }
    };
    walk('');
    return hash.digest('hex');
  }

  const pack = (entries: ArchiveEntry[]) => gzipSync(writeArchive(entries));
  const replace = (entries: ArchiveEntry[], path: string, data: Buffer) =>
    entries.map((entry) => (entry.path === path ? { ...entry, data } : entry));
  const file = (path: string, data: Buffer): ArchiveEntry => ({
    path,
    type: 'file',
    mode: 0o600,
    mtime: new Date(),
    data,
  });

  describe('db:restore of a damaged PGlite backup', () => {
    let live: TestDatabase;
    let good: ArchiveEntry[];
    /** The data file of the users table in the backup, which holds one user. */
    let usersFile: string;
    let freshPglite: ArchiveEntry[];

    beforeAll(async () => {
      const source = await freshDatabase();
      const database = await source.open();
      try {
        await database.db.execute(
          sql`insert into users (email, password_hash) values ('kept@example.com', 'x')`,
        );
        const [users] = await rows<{ path: string }>(
          database,
          sql`select pg_relation_filepath('users') as path`,
        );
        usersFile = users.path;
      } finally {
        await database.close();
      }
      good = readDataDir(source.location!);

      const empty = join(scratch, 'fresh-pglite');
      const bare = new PGlite(empty); // a PGlite directory the app never opened: no migrations
      await bare.waitReady;
      await bare.close();
      freshPglite = readDataDir(empty);

      live = await freshDatabase();
      const open = await live.open();
      try {
        await open.db.execute(sql`insert into locations (name) values ('Live Shop')`);
      } finally {
        await open.close();
      }
    }, 120_000);

    const damaged: [kind: string, archive: () => Buffer, reason: RegExp][] = [
      [
        'a truncated gzip file',
        () => {
          const whole = pack(good);
          return whole.subarray(0, whole.length >> 1);
        },
        /cut short/,
      ],
      [
        'a valid tar.gz of random files (with a PG_VERSION)',
        () =>
          pack([
            file('PG_VERSION', Buffer.from('18\n')),
            file('base/1/1259', randomBytes(8192)),
            file('notes.bin', randomBytes(3000)),
          ]),
        /postgresql\.conf/,
      ],
      [
        'a data directory without global/pg_control',
        () => pack(good.filter((entry) => entry.path !== 'global/pg_control')),
        /pg_control/,
      ],
      [
        'a data directory with a garbage PG_VERSION',
        () => pack(replace(good, 'PG_VERSION', Buffer.from('garbage\n'))),
        /not a valid data directory/,
      ],
      [
        'a data directory whose base/ files are overwritten with garbage',
        () =>
          pack(
            good.map((entry) =>
              entry.path.startsWith('base/') && entry.type === 'file' && entry.data.length > 0
                ? { ...entry, data: randomBytes(entry.data.length) }
                : entry,
            ),
          ),
        /PostgreSQL cannot start on it/,
      ],
      [
        'a data directory whose users table is garbage',
        () => pack(replace(good, usersFile, randomBytes(8192))),
        /invalid page in block 0/,
      ],
      [
        'a fresh PGlite directory without the migrations table',
        () => pack(freshPglite),
        /no drizzle migrations table/,
      ],
    ];

    /** Runs the restore, which must fail fast and clearly, leaving the live data as it was. */
    async function expectRefused(backup: string, reason: RegExp, force: boolean) {
      const before = treeHash(live.location!);
      const saved = readdirSync(savedDir);
      const result = await restoreCli({ DATA_DIR: live.location!, DATABASE_URL: '' }, [
        backup,
        ...(force ? ['--force'] : []),
      ]);
      expect(result.code, result.out).toBe(1);
      expect(result.out).toContain(`The backup ${backup} is damaged or not a database backup: `);
      expect(result.out).toMatch(reason);
      expect(result.out).toMatch(/Nothing was changed\.\n$/);
      expect(result.seconds).toBeLessThan(30);
      expect(treeHash(live.location!)).toBe(before);
      expect(leftInTmp()).toEqual([]); // the check's scratch directory is removed
      expect(readdirSync(savedDir)).toEqual(saved); // --force saved nothing: it replaced nothing
    }

    /** The app still opens the live data dir, with its data. */
    async function expectLiveOpens() {
      const database = await live.open();
      try {
        expect(await rows(database, sql`select name from locations`)).toEqual([
          { name: 'Live Shop' },
        ]);
      } finally {
        await database.close();
      }
    }

    it.each(damaged)(
      'refuses %s, with or without --force, before touching DATA_DIR',
      async (kind, archive, reason) => {
        const backup = join(scratch, `${kind.replace(/\W+/g, '-')}.tar.gz`);
        writeFileSync(backup, archive());
        await expectRefused(backup, reason, true);
        await expectRefused(backup, reason, false);
        await expectLiveOpens();
      },
      90_000,
    );

    it('gives up on a backup on which PostgreSQL stalls, within the check timeout', async () => {
      // post_auth_delay makes the server wait at start: a stand-in for any backup it hangs on.
      const conf = good.find((entry) => entry.path === 'postgresql.auto.conf')!;
      const stalling = replace(
        good,
        conf.path,
        Buffer.concat([conf.data, Buffer.from('\npost_auth_delay = 600\n')]),
      );
      const backup = join(scratch, 'stalling.tar.gz');
      writeFileSync(backup, pack(stalling));
      await expectRefused(backup, /did not finish within 15 s: PostgreSQL stalls on it/, true);
      await expectLiveOpens();
    }, 90_000);

    it('still restores the good backup over the live data with --force', async () => {
      const backup = join(scratch, 'good.tar.gz');
      writeFileSync(backup, pack(good));
      const result = await restoreCli({ DATA_DIR: live.location!, DATABASE_URL: '' }, [
        backup,
        '--force',
      ]);
      expect(result.code, result.out).toBe(0);
      expect(result.out).toMatch(
        /Restored .*: 1 users, 0 orders; the replaced contents were saved/,
      );
      expect(leftInTmp()).toEqual([]);
      const database = await live.open();
      try {
        expect(await rows(database, sql`select email from users`)).toEqual([
          { email: 'kept@example.com' },
        ]);
      } finally {
        await database.close();
      }
    }, 90_000);
  });
} else {
  describe('db:restore of a damaged PostgreSQL dump', () => {
    it('refuses a file pg_restore cannot read, with or without --force, leaving the database as it was', async () => {
      const target = await freshDatabase();
      const database = await target.open();
      try {
        await database.db.execute(sql`insert into locations (name) values ('Live Shop')`);
      } finally {
        await database.close();
      }
      const junk = join(scratch, 'junk.dump');
      writeFileSync(junk, randomBytes(4096));
      for (const force of [false, true]) {
        const result = await restoreCli({ DATABASE_URL: target.location! }, [
          junk,
          ...(force ? ['--force'] : []),
        ]);
        expect(result.code, result.out).toBe(1);
        expect(result.out).toContain(`The backup ${junk} is damaged or not a database backup: `);
        expect(result.out).toMatch(/Nothing was changed\.\n$/);
      }
      const client = new pg.Client({ connectionString: target.location });
      await client.connect();
      try {
        const { rows: names } = await client.query('select name from locations');
        expect(names).toEqual([{ name: 'Live Shop' }]);
      } finally {
        await client.end();
      }
    }, 90_000);
  });
}
