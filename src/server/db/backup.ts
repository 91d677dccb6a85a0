import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres } from './client';
import { extractArchive, readArchive, readDataDir, writeArchive } from './data-dir-archive';
import { lockDataDir } from './data-dir-lock';
import { requestSnapshot } from './data-dir-snapshot';
import { fsyncPath, fsyncTree } from './durable-node-fs';
import { orders, users } from './schema';

// npm run db:backup / db:restore (docs/decisions/010). The embedded database is archived as a
// gzipped tar of its directory: by the running server when one holds it (a consistent snapshot
// over the directory's local socket), else straight from the stopped directory. PostgreSQL goes
// through pg_dump / pg_restore in their custom format.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export const targetFromEnv = (env: NodeJS.ProcessEnv): Target =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR || './data') };

export function defaultBackupFile(target: Target, backupDir: string, label = 'soda-pos'): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const ext = target.kind === 'pglite' ? 'tar.gz' : 'dump';
  return join(resolve(backupDir), `${label}-${target.kind}-${stamp}.${ext}`);
}

/** Writes the backup under a temporary name, flushes it, then gives it its name. */
function writeDurably(file: string, data: Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeFileSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  if (process.platform !== 'win32') fsyncPath(dirname(file));
}

async function archiveStoppedDataDir(dataDir: string): Promise<Buffer> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${dataDir}.`);
  }
  const lock = await lockDataDir(dataDir);
  try {
    return await gzipAsync(writeArchive(readDataDir(dataDir)));
  } finally {
    await lock.release();
  }
}

export async function backup(target: Target, file: string): Promise<string> {
  if (target.kind === 'postgres') {
    await runPgTool('pg_dump', ['--format=custom', `--file=${file}.partial`], target.url, file);
    return `Backed up the PostgreSQL database to ${file}.`;
  }
  const live = await requestSnapshot(target.dataDir);
  writeDurably(file, live ?? (await archiveStoppedDataDir(target.dataDir)));
  const source = live ? 'the running server' : 'the stopped data directory';
  return `Backed up ${target.dataDir} (from ${source}) to ${file}.`;
}

async function readBackup(file: string) {
  let tar: Buffer;
  try {
    tar = await gunzipAsync(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`No file ${file}.`);
    throw new Error(`${file} is not a backup of the embedded database (not gzip).`);
  }
  const entries = readArchive(tar);
  if (!entries.some((entry) => entry.path === 'PG_VERSION' && entry.type === 'file')) {
    throw new Error(`${file} is not a backup of the embedded database (no PG_VERSION).`);
  }
  return entries;
}

export interface RestoreOptions {
  force: boolean;
  /** Where --force first saves what it replaces. */
  backupDir: string;
}

async function restorePglite(dataDir: string, file: string, options: RestoreOptions) {
  const entries = await readBackup(file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(dataDir); // refuses while the app (or anything) has it open
  let saved = '';
  try {
    const existing = readdirSync(dataDir, { withFileTypes: true }).filter((e) => !e.isSocket());
    if (existing.length > 0) {
      if (!options.force) {
        throw new Error(`${dataDir} is not empty; pass --force to replace its contents.`);
      }
      saved = defaultBackupFile({ kind: 'pglite', dataDir }, options.backupDir, 'pre-restore');
      writeDurably(saved, await gzipAsync(writeArchive(readDataDir(dataDir))));
      for (const entry of existing) rmSync(join(dataDir, entry.name), { recursive: true });
    }
    extractArchive(entries, dataDir);
    fsyncTree(dataDir);
  } finally {
    await lock.release();
  }
  return saved;
}

/** Opens the restored database as the app will (WAL replay, newer migrations) and counts rows. */
async function summary(target: Target, saved: string) {
  const database =
    target.kind === 'pglite' ? await openPglite(target.dataDir) : await openPostgres(target.url);
  try {
    const [people] = await database.db.select({ n: count() }).from(users);
    const [sales] = await database.db.select({ n: count() }).from(orders);
    const counts = `${people.n} users, ${sales.n} orders`;
    return saved ? `${counts}; the replaced contents were saved to ${saved}` : counts;
  } finally {
    await database.close();
  }
}

async function restorePostgres(url: string, file: string, options: RestoreOptions) {
  if (!existsSync(file)) throw new Error(`No file ${file}.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*) from pg_tables
                where schemaname not in ('pg_catalog', 'information_schema'))::int as tables,
              (select count(*) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid())::int as sessions`,
    );
    const { tables, sessions } = rows[0];
    if (sessions > 0 && !options.force) {
      throw new Error(
        `${sessions} other sessions are connected to the database (is the app running?); ` +
          'stop them, or pass --force.',
      );
    }
    if (tables > 0 && !options.force) {
      throw new Error('The database is not empty; pass --force to replace its contents.');
    }
    let saved = '';
    if (tables > 0) {
      saved = defaultBackupFile({ kind: 'postgres', url }, options.backupDir, 'pre-restore');
      await backup({ kind: 'postgres', url }, saved);
    }
    const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
    const args = ['--no-owner', '--exit-on-error', '--single-transaction', ...clean, file];
    await runPgTool('pg_restore', args, url);
    return saved;
  } finally {
    await client.end();
  }
}

export async function restore(target: Target, file: string, options: RestoreOptions) {
  const saved =
    target.kind === 'pglite'
      ? await restorePglite(target.dataDir, file, options)
      : await restorePostgres(target.url, file, options);
  const counts = await summary(target, saved);
  const into = target.kind === 'pglite' ? target.dataDir : 'the PostgreSQL database';
  return `Restored ${file} into ${into}: ${counts}.`;
}

/**
 * Runs pg_dump or pg_restore against url; the password goes through the environment, not the
 * command line. With `output`, the tool wrote `${output}.partial`, which is flushed and renamed.
 */
async function runPgTool(tool: string, args: string[], url: string, output?: string) {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  if (output) mkdirSync(dirname(output), { recursive: true });
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(tool, [...args, `--dbname=${connection}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH. Install the PostgreSQL client tools ` +
                '(the same major version as the server, or newer) to back up or restore PostgreSQL.',
            )
          : error,
      ),
    );
    child.on('close', done);
  });
  if (code !== 0) {
    if (output) rmSync(`${output}.partial`, { force: true });
    throw new Error(`${tool} failed (exit ${code}): ${Buffer.concat(stderr).toString().trim()}`);
  }
  if (output) {
    fsyncPath(`${output}.partial`);
    renameSync(`${output}.partial`, output);
    if (process.platform !== 'win32') fsyncPath(dirname(output));
  }
}
