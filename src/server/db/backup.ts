import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres } from './client';
import {
  extractArchive,
  readArchive,
  readDataDir,
  writeArchive,
  type ArchiveEntry,
} from './data-dir-archive';
import { lockDataDir } from './data-dir-lock';
import { requestSnapshot } from './data-dir-snapshot';
import { fsyncPath, fsyncTree } from './durable-node-fs';
import { orders, users } from './schema';

// npm run db:backup / db:restore (docs/decisions/010). The embedded database is archived as a
// gzipped tar of its directory: by the running server when one holds it (a consistent snapshot
// over the directory's local socket), else straight from the stopped directory. PostgreSQL goes
// through pg_dump / pg_restore in their custom format. A restore checks the backup before it
// touches the database it replaces: a damaged one changes nothing.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The app's database; on PostgreSQL as the tables' owner when there is one (the app role may not dump them). */
export const targetFromEnv = (env: NodeJS.ProcessEnv): Target =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_MIGRATION_URL || env.DATABASE_URL }
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

/** The error of a restore refused because of the backup itself, before anything was touched. */
const damaged = (file: string, reason: string) =>
  new Error(
    `The backup ${file} is damaged or not a database backup: ${reason.replace(/[.\s]+$/, '')}. ` +
      'Nothing was changed.',
  );

async function readBackup(file: string) {
  let compressed: Buffer;
  try {
    compressed = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`No file ${file}.`);
    throw error;
  }
  let tar: Buffer;
  try {
    tar = await gunzipAsync(compressed);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw damaged(
      file,
      code === 'Z_BUF_ERROR'
        ? 'the file is cut short (its gzip data ends early)'
        : message === 'incorrect header check'
          ? 'it is not gzip data'
          : `its gzip data is corrupt (${message})`,
    );
  }
  let entries: ArchiveEntry[];
  try {
    entries = readArchive(tar);
  } catch (error) {
    throw damaged(file, (error as Error).message);
  }
  if (!entries.some((entry) => entry.path === 'PG_VERSION' && entry.type === 'file')) {
    throw damaged(file, 'it holds no PG_VERSION, so it is no copy of an embedded database');
  }
  return entries;
}

/** How long the check of a backup may take (--check-timeout): PGlite can stall on a damaged one. */
export const DEFAULT_CHECK_TIMEOUT_MS = 15_000;

interface CheckReply {
  /** False when PostgreSQL did not start on the copy. */
  started: boolean;
  /** Why the copy is unusable; none when it passed. */
  problem?: string;
}

/**
 * The check's own process, plain JavaScript so that it starts at once (no TypeScript loader):
 * `node --input-type=module --eval CHECK_SCRIPT <PGlite's module URL> <copy>`. It opens the copy,
 * reads what a restore relies on (the migrations table, users and orders) and sends a CheckReply
 * to its parent. With debug 1, PostgreSQL's own complaints reach the output, which the parent
 * reads when PGlite only says it failed to start. It never closes PGlite, which may be wedged
 * after an abort: the copy is thrown away.
 */
const CHECK_SCRIPT = `
const [, pgliteUrl, dir] = process.argv;
async function inspect() {
  const { PGlite } = await import(pgliteUrl);
  const client = new PGlite(dir, { debug: 1 });
  try {
    await client.waitReady;
  } catch (error) {
    return { started: false, problem: String(error?.message ?? error) };
  }
  const one = async (query) => (await client.query(query)).rows[0].n;
  const migrations = 'drizzle.__drizzle_migrations';
  if (!(await one("select to_regclass('" + migrations + "') is not null as n")) ||
      !(await one('select count(*)::int as n from ' + migrations))) {
    const problem = 'it has no drizzle migrations table, so it is not a database of this app ' +
      '(a PGlite directory the app never opened?)';
    return { started: true, problem };
  }
  await one('select count(*)::int as n from users');
  await one('select count(*)::int as n from orders');
  return { started: true };
}
const reply = await inspect().catch((error) => ({
  started: true,
  problem: String(error?.message ?? error),
}));
process.send(reply, () => process.exit(0));
`;

/** PostgreSQL's first FATAL or PANIC (with its DETAIL) in PGlite's output, or its startup complaint. */
function postgresComplaint(output: string): string | undefined {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => /\b(?:FATAL|PANIC):\s/.test(line));
  if (at >= 0) {
    const text = lines[at].replace(/^.*?\b(?:FATAL|PANIC):\s+/, '').trim();
    const detail = /\bDETAIL:\s+(.*)$/.exec(lines[at + 1] ?? '')?.[1].trim();
    return detail ? `${text} (${detail.replace(/\.$/, '')})` : text;
  }
  return lines.find((line) => line.startsWith('postgres: '))?.slice('postgres: '.length);
}

/**
 * Opens the backup in a scratch directory, in a child process killed after timeoutMs (PGlite can
 * hang or abort on a damaged directory), and checks that PostgreSQL starts on it, that the app's
 * migrations table is there and that users and orders can be counted. Throws `damaged` if not.
 */
async function checkBackup(file: string, entries: ArchiveEntry[], timeoutMs: number) {
  // The copy holds password hashes and .jwt-secret: gone even if the command is interrupted.
  const scratch = mkdtempSync(join(tmpdir(), 'soda-pos-restore-check-'));
  const stop = new AbortController();
  const interrupted = (signal: NodeJS.Signals) => {
    stop.abort();
    rmSync(scratch, { recursive: true, force: true });
    process.kill(process.pid, signal); // this listener is gone: the signal ends the command
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    try {
      extractArchive(entries, scratch);
    } catch (error) {
      throw new Error(
        `Could not unpack ${file} in ${tmpdir()} to check it: ${(error as Error).message}. ` +
          'Nothing was changed.',
      );
    }
    const { reply, output, timedOut, exit } = await runCheck(scratch, timeoutMs, stop.signal);
    if (timedOut) {
      throw damaged(
        file,
        `the check of it did not finish within ${timeoutMs / 1000} s: PostgreSQL stalls on it ` +
          '(if the backup is large and this machine slow, retry with a longer --check-timeout SECONDS)',
      );
    }
    if (!reply) {
      throw damaged(
        file,
        `the check of it stopped (${exit}): ` +
          (postgresComplaint(output) ?? output.trim().split('\n').slice(-3).join(' ')),
      );
    }
    if (!reply.started) {
      throw damaged(
        file,
        `PostgreSQL cannot start on it: ${postgresComplaint(output) ?? reply.problem}`,
      );
    }
    if (reply.problem) throw damaged(file, reply.problem);
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs CHECK_SCRIPT on dir in a child process, killed after timeoutMs or on `stop`. */
function runCheck(dir: string, timeoutMs: number, stop: AbortSignal) {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  return new Promise<{ reply?: CheckReply; output: string; timedOut: boolean; exit: string }>(
    (done, fail) => {
      const child = spawn(
        process.execPath,
        ['--input-type=module', '--eval', CHECK_SCRIPT, pglite, dir],
        { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], signal: stop, killSignal: 'SIGKILL' },
      );
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      let reply: CheckReply | undefined;
      child.on('message', (message: CheckReply) => (reply = message));
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        fail(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        done({ reply, output, timedOut, exit: signal ? `signal ${signal}` : `exit ${code}` });
      });
    },
  );
}

export interface RestoreOptions {
  force: boolean;
  /** Where --force first saves what it replaces. */
  backupDir: string;
  /** How long the check of the backup may take; DEFAULT_CHECK_TIMEOUT_MS if not given. */
  checkTimeoutMs?: number;
}

async function restorePglite(dataDir: string, file: string, options: RestoreOptions) {
  const entries = await readBackup(file);
  await checkBackup(file, entries, options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS);
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
  await checkDump(file);
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
  const { code, stderr } = await spawnPgTool(tool, [...args, `--dbname=${connection}`], env);
  if (code !== 0) {
    if (output) rmSync(`${output}.partial`, { force: true });
    throw new Error(`${tool} failed (exit ${code}): ${stderr}`);
  }
  if (output) {
    fsyncPath(`${output}.partial`);
    renameSync(`${output}.partial`, output);
    if (process.platform !== 'win32') fsyncPath(dirname(output));
  }
}

/** Before a PostgreSQL restore: pg_restore reads the dump's table of contents, with no server. */
async function checkDump(file: string) {
  const { code, stderr } = await spawnPgTool('pg_restore', ['--list', file], process.env, 'ignore');
  if (code !== 0) throw damaged(file, `pg_restore cannot read it (${stderr})`);
}

async function spawnPgTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: 'inherit' | 'ignore' = 'inherit',
) {
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', stdout, 'pipe'] });
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
  return { code, stderr: Buffer.concat(stderr).toString().trim() };
}
