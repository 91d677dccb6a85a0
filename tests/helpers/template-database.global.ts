/**
 * Vitest global setup of the API projects: one migrated database per run, which every test file's
 * fresh database copies (a PGlite directory copied, a PostgreSQL `create database ... template`),
 * instead of each running every migration again (3.2 s against 0.3 s a database on PGlite).
 * migrations.test.ts still migrates from nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated PGlite directory, or the name of the migrated PostgreSQL database. */
    templateDatabase: string;
  }
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.API_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const name = `soda_pos_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    await database.close();
    project.provide('templateDatabase', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'soda-pos-template-'));
  const database = await openPglite(dir, { durable: false });
  await database.close();
  project.provide('templateDatabase', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
