/** The bench's two databases: a temporary PGlite directory and a fresh PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite } from '../src/server/db/client';
import { ADMIN_URL } from './config';

export type PostgresBenchDb = { kind: 'postgres'; url: string };
export type BenchDb = { kind: 'pglite'; dataDir: string } | PostgresBenchDb;

export function createPgliteDb(): BenchDb {
  return { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'soda-bench-')) };
}

async function onAdmin(statement: string, adminUrl = ADMIN_URL) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database beside `adminUrl`'s (BENCH_DATABASE_URL's by default). */
export async function createPostgresDb(adminUrl = ADMIN_URL): Promise<PostgresBenchDb> {
  const name = `soda_bench_${randomBytes(6).toString('hex')}`;
  try {
    await onAdmin(`create database ${name}`, adminUrl);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${adminUrl} is needed (set BENCH_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

export async function dropDb(db: BenchDb, adminUrl = ADMIN_URL) {
  if (db.kind === 'pglite') rmSync(db.dataDir, { recursive: true, force: true });
  else
    await onAdmin(
      `drop database if exists ${new URL(db.url).pathname.slice(1)} with (force)`,
      adminUrl,
    );
}

/**
 * Runs SQL directly (the bench's data set-up). PGlite is held by one process at a time, so its
 * server must be stopped while this runs.
 */
export async function runSql(db: BenchDb, statements: string[]) {
  if (db.kind === 'postgres') {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const database = await openPglite(db.dataDir);
  try {
    for (const statement of statements) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}
