import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { afterAll, inject } from 'vitest';

/** Which database the API suite runs on: set per vitest project (pglite or postgres). */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.API_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** The PGlite directory or the PostgreSQL URL. */
  location?: string;
  /** Opens a connection (a second one for a second server instance on PostgreSQL). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** The run's migrated database (tests/helpers/template-database.global.ts), when there is one. */
const template = (): string | undefined =>
  // The money soak opens its databases here too, outside Vitest: it migrates them itself.
  process.env.VITEST ? inject('templateDatabase') : undefined;

/**
 * A fresh database for one test file: a PGlite directory or a new PostgreSQL database, copied from
 * the run's migrated template when the project has one (migrated on open otherwise). `empty`: a
 * database with nothing in it, as a restore's target must be.
 */
export async function createTestDatabase(
  kind = testDbKind(),
  { empty = false } = {},
): Promise<TestDatabase> {
  const migrated = empty ? undefined : template();
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'soda-pos-'));
    if (migrated) cpSync(migrated, dir, { recursive: true });
    return {
      kind,
      location: dir,
      // Test databases skip the fsyncs (PGlite's default) for speed; backup.test.ts covers them.
      open: () => openPglite(dir, { durable: false }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const name = `soda_pos_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${migrated}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    location: url.toString(),
    open: () => openPostgres(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * For the backup and restore tests: a scratch directory with a `saved` folder for backups, and
 * fresh databases; all are removed after the file's tests.
 */
export function scratchWithDatabases(prefix: string) {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  const savedDir = join(scratch, 'saved');
  mkdirSync(savedDir);
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
    rmSync(scratch, { recursive: true, force: true });
  });
  const freshDatabase = async (options: { empty?: boolean } = {}) => {
    const db = await createTestDatabase(testDbKind(), options);
    databases.push(db);
    return db;
  };
  return { scratch, savedDir, freshDatabase };
}
