import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, is, sql, SQL, type Query } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { databaseConfigFromEnv } from '../platform';
import { grantAppRole } from './app-role';
import { openDataDir, type DataDirOptions } from './pglite-data-dir';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: everything that can run a query. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** One statement as a named prepared statement (see Database.runPrepared). */
export type RunPrepared = <Row>(name: string, statement: SQL | Query) => Promise<Row[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Number of SQL statements issued so far (used by the N+1 tests). */
  queryCount(): number;
  /**
   * Calls `listener` with the table name each time this process is about to run an INSERT,
   * UPDATE, DELETE or TRUNCATE, so its own caches drop at once (other processes learn by NOTIFY).
   */
  onWrite(listener: (table: string) => void): () => void;
  /** Calls `listener` with the text of every statement this process is about to run (tests). */
  onStatement(listener: (query: string) => void): () => void;
  /**
   * Runs one statement outside any transaction as a named prepared statement where the driver
   * keeps them (node-postgres: parsed and planned once per connection; plainly on PGlite). For
   * the hottest writes; `name` must always come with the same SQL text.
   */
  runPrepared: RunPrepared;
  /**
   * Runs `work` with one connection held for all its prepared statements, still outside any
   * transaction (each statement commits on its own). For a write of several statements in a
   * rush: each statement through runPrepared waits for a free connection again, behind every
   * request that asked meanwhile. `work` must not use the pool itself (it could wait for its own
   * connection).
   */
  onOneConnection<T>(work: (run: RunPrepared) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel; the callback gets the payload. `onReconnect` runs after a
   * dropped LISTEN connection is back (notifications sent meanwhile are lost). Returns an unsubscribe.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found');
    dir = parent;
  }
  return dir;
}

const migrationsFolder = () => join(projectRoot(), 'drizzle');

const WRITE_STATEMENT =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)/i;

const dialect = new PgDialect();

/**
 * A statement whose text is built on first use and then kept: its values are drizzle placeholders
 * (sql.placeholder), filled in at each run. For hot statements, where building the same text
 * again for every request would be most of their CPU.
 */
export function compiled<Values extends object>(build: () => SQL): (values: Values) => Query {
  let query: Query | undefined;
  return (values) => {
    query ??= dialect.sqlToQuery(build());
    return {
      sql: query.sql,
      params: fillPlaceholders(query.params, values as Record<string, unknown>),
    };
  };
}

/**
 * A drizzle prepared query, built once per database (or transaction) that runs it: its text is
 * not built again on each run, and node-postgres prepares it once per connection by its name.
 */
export function preparedPerDatabase<Query>(build: (db: Tx) => Query): (db: Tx) => Query {
  const built = new WeakMap<Tx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** Counts statements and tells write listeners which table a statement is about to change. */
function counter() {
  let n = 0;
  const writeListeners = new Set<(table: string) => void>();
  const statementListeners = new Set<(query: string) => void>();
  const logQuery = (query: string) => {
    n++;
    for (const listener of statementListeners) listener(query);
    const table = WRITE_STATEMENT.exec(query)?.[1];
    if (table) for (const listener of writeListeners) listener(table);
  };
  return {
    logger: { logQuery },
    /** The statement's text and parameters, counted like drizzle's own. */
    toQuery: (statement: SQL | Query): Query => {
      const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
      logQuery(query.sql);
      return query;
    },
    count: () => n,
    onWrite: (listener: (table: string) => void) => {
      writeListeners.add(listener);
      return () => void writeListeners.delete(listener);
    },
    onStatement: (listener: (query: string) => void) => {
      statementListeners.add(listener);
      return () => void statementListeners.delete(listener);
    },
  };
}

/**
 * PGlite stored under dataDir (or in memory when dataDir is 'memory://'), held by this process
 * alone, with every commit flushed to disk (docs/decisions/010). Migrated on open.
 */
export async function openPglite(dataDir: string, options?: DataDirOptions): Promise<Database> {
  const stored = dataDir.startsWith('memory://')
    ? null
    : await openDataDir(resolve(dataDir), options);
  const client = stored?.client ?? new PGlite({ extensions: pgliteExtensions });
  const close = stored?.close ?? (() => client.close());
  const queries = counter();
  const db = drizzlePglite({ client, schema, logger: queries.logger }) as unknown as Db;
  const runPrepared: RunPrepared = async <Row>(_name: string, statement: SQL | Query) => {
    const { sql: text, params } = queries.toQuery(statement);
    return (await client.query<Row>(text, params)).rows;
  };
  try {
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return {
    kind: 'pglite',
    db,
    queryCount: queries.count,
    onWrite: queries.onWrite,
    onStatement: queries.onStatement,
    runPrepared,
    onOneConnection: (work) => work(runPrepared),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      // UNLISTEN on a closed PGlite rejects from inside its own queue: skip it, nothing listens anymore.
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    ping: async () => void (await client.query('select 1')),
    close,
  };
}

/**
 * Connections per instance (DATABASE_POOL_SIZE). Measured with 32 tills adding at once: 4, 10 and
 * 32 connections gave the same add rate on this project's 2-core machine (decision 022).
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * bigint (money in cents, counts, sums) as a JS number, as PGlite gives it: every amount the API
 * accepts and every sum of them is far below 2^53 cents. Set on node-postgres' global parsers,
 * the ones drizzle falls back to for every type it does not parse itself.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** Runs the committed migrations over `client` under the advisory lock every instance takes. */
async function migrateLocked(client: pg.PoolClient | pg.Client, then?: () => Promise<void>) {
  await client.query('select pg_advisory_lock(727274)');
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
    await then?.();
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
  }
}

/**
 * DATABASE_MIGRATION_URL: migrations run as the tables' owner, who then grants the
 * role of `app` (an app connection) what the app needs, under the same lock (app-role.ts).
 */
async function migrateAsOwner(migrationUrl: string, app: pg.ClientBase) {
  const owner = new pg.Client({ connectionString: migrationUrl });
  await owner.connect();
  try {
    await migrateLocked(owner, () => grantAppRole(owner, app));
  } finally {
    await owner.end().catch(() => {});
  }
}

/**
 * node-postgres against a PostgreSQL server; migrations run under an advisory lock, as the
 * owner of `migrationUrl` when given (DATABASE_MIGRATION_URL), else as the app's own role.
 */
export async function openPostgres(
  url: string,
  poolSize = DEFAULT_POOL_SIZE,
  migrationUrl?: string,
): Promise<Database> {
  // Every connection is opened at start and kept: a rush after a quiet spell would otherwise wait
  // for new connections (and their first parse of each prepared statement).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize });
  pool.on('error', () => {}); // idle-client errors are surfaced on the next query instead
  const queries = counter();
  const db = drizzlePg({ client: pool, schema, logger: queries.logger }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await (migrationUrl ? migrateAsOwner(migrationUrl, lock) : migrateLocked(lock));
  } catch (error) {
    lock.release();
    await pool.end().catch(() => {});
    throw error;
  }
  lock.release();
  const opened = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
  opened.forEach((client) => client.release());
  const listener = new PgListener(url);
  return {
    kind: 'postgres',
    db,
    queryCount: queries.count,
    onWrite: queries.onWrite,
    onStatement: queries.onStatement,
    runPrepared: preparedOn(pool, queries),
    onOneConnection: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await work(preparedOn(client, queries));
      } catch (error) {
        // An error the server answered leaves the connection usable; any other may not.
        if (!(error instanceof pg.DatabaseError)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload, onReconnect) =>
      listener.subscribe(channel, { onPayload, onReconnect }),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}

/** runPrepared on node-postgres: the pool's next free connection, or one held connection. */
function preparedOn(on: pg.Pool | pg.PoolClient, queries: ReturnType<typeof counter>): RunPrepared {
  return async <Row>(name: string, statement: SQL | Query) => {
    const { sql: text, params } = queries.toQuery(statement);
    return (await on.query({ name, text, values: params })).rows as Row[];
  };
}

interface Subscription {
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
}

/**
 * One dedicated LISTEN connection per process for every channel; it re-connects with backoff
 * when it drops, listens again to every channel, and then tells each subscriber.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private stopped = false;
  private retryMs = 100;
  private readonly channels = new Map<string, Set<Subscription>>();

  constructor(private readonly url: string) {}

  async subscribe(channel: string, subscription: Subscription): Promise<() => Promise<void>> {
    const known = this.channels.get(channel);
    this.channels.set(channel, (known ?? new Set()).add(subscription));
    if (this.connecting) await this.connecting;
    if (!this.client)
      await (this.connecting = this.connect().finally(() => (this.connecting = null)));
    else if (!known) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      const set = this.channels.get(channel);
      set?.delete(subscription);
      if (set?.size === 0) {
        this.channels.delete(channel);
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const s of this.channels.get(msg.channel) ?? []) s.onPayload(msg.payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    for (const channel of this.channels.keys())
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.retryMs = 100;
  }

  private reconnect(dead: pg.Client) {
    if (this.stopped || this.client !== dead) return;
    this.client = null;
    const attempt = () => {
      if (this.stopped) return;
      this.connect().then(
        () => {
          for (const set of this.channels.values()) for (const s of set) s.onReconnect?.();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 5000);
          setTimeout(attempt, this.retryMs);
        },
      );
    };
    setTimeout(attempt, this.retryMs);
  }

  async stop() {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

function poolSize(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${value}").`);
  return size;
}

export async function openDatabase(env: {
  DATABASE_URL?: string;
  DATABASE_MIGRATION_URL?: string;
  DATABASE_POOL_SIZE?: string;
  DATA_DIR?: string;
}): Promise<Database> {
  const { url, migrationUrl, dataDir } = databaseConfigFromEnv(env);
  if (url) return openPostgres(url, poolSize(env.DATABASE_POOL_SIZE), migrationUrl);
  return openPglite(dataDir);
}

export const notify = (tx: Tx, channel: string, payload: string) =>
  tx.execute(sql`select pg_notify(${channel}, ${payload})`);
