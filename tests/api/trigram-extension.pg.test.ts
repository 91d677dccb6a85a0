import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';

// The history search's migration creates pg_trgm. It is a trusted extension: a migration role that
// is no superuser creates it with CREATE on the database, which the migrations' own schema
// (drizzle) needs already; the database's owner has it. PostgreSQL only (roles).

const suffix = randomBytes(5).toString('hex');
const owner = `soda_pos_owner_${suffix}`;
const databaseName = `soda_pos_trgm_${suffix}`;

async function asAdmin(...statements: string[]) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlAs(user: string, database: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

afterAll(async () => {
  await asAdmin(
    `drop database if exists ${databaseName} with (force)`,
    `drop role if exists ${owner}`,
  );
});

describe('pg_trgm where the migrations run', () => {
  it("is created by the database's owner, no superuser", async () => {
    await asAdmin(
      `create role ${owner} login nosuperuser`,
      `create database ${databaseName} owner ${owner}`,
    );
    const database = await openDatabase({
      DATABASE_URL: urlAs(owner, databaseName),
      DATABASE_POOL_SIZE: '1',
    });
    const client = new pg.Client({ connectionString: urlAs(owner, databaseName) });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select e.extname, r.rolname from pg_extension e join pg_roles r on r.oid = e.extowner
         where e.extname = 'pg_trgm'`,
      );
      expect(rows).toEqual([{ extname: 'pg_trgm', rolname: owner }]);
    } finally {
      await client.end();
      await database.close();
    }
  });
});
