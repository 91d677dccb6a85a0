import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedReferenceCatalogue } from '../../src/server/db/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { startServerOn, type TestServer } from '../helpers/server';

// Issue 26: with DATABASE_MIGRATION_URL the app connects as a role of its own that cannot
// rewrite the audit log: the tables belong to the migration role, and the app's role may only
// read and append to the log. PostgreSQL only (roles).

const INSUFFICIENT_PRIVILEGE = '42501';
const suffix = randomBytes(5).toString('hex');
const appRole = `soda_pos_app_${suffix}`;

let testDb: TestDatabase;
let ownerUrl: string;
let appUrl: string;
let database: Database;
let server: TestServer;

/** A URL of the test database as `user`. */
function urlAs(user: string) {
  const url = new URL(ownerUrl);
  url.username = user;
  url.password = '';
  return url.toString();
}

/** Runs `use` on a connection of its own to `url`. */
async function connected<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Runs SQL on the server's own PostgreSQL as the admin of TEST_DATABASE_URL. */
const asAdmin = (statement: string) =>
  connected(process.env.TEST_DATABASE_URL!, (client) => client.query(statement));

const open = (env: Record<string, string>) => openDatabase({ DATABASE_POOL_SIZE: '2', ...env });

beforeAll(async () => {
  testDb = await createTestDatabase('postgres');
  ownerUrl = testDb.location!;
  await asAdmin(`create role ${appRole} login`);
  appUrl = urlAs(appRole);
  database = await open({ DATABASE_URL: appUrl, DATABASE_MIGRATION_URL: ownerUrl });
  await seedReferenceCatalogue(database.db);
  server = await startServerOn(database);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  await testDb?.drop();
  await asAdmin(`drop role if exists ${appRole}`);
  await asAdmin(`drop role if exists ${appRole}_super`);
});

describe('the app role', () => {
  it('the app works as its own role: sign-in, a price change and its audit entry', async () => {
    const user = await connected(appUrl, async (c) => (await c.query('select current_user')).rows);
    expect(user).toEqual([{ current_user: appRole }]);
    const admin = await server.signIn('admin');
    const cup = (await admin.get('/api/cups/1')).body;
    const changed = await admin.put('/api/cups/1', {
      size: cup.size.value,
      price: cup.price + 1,
      conversion_factor: cup.conversion_factor,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const log = await admin.get('/api/audit-log?action=price_change');
    expect(log.body.results[0]).toMatchObject({
      user: { id: admin.userId },
      target: 'cup 1',
      details: { before: { price: cup.price }, after: { price: cup.price + 1 } },
    });
    const signIns = await admin.get(`/api/audit-log?action=sign_in&user=${admin.userId}`);
    expect(signIns.body.count).toBe(1);
  });

  it('owns nothing: the tables, the schema and the migrations are the migration role’s', async () => {
    const owners = await connected(ownerUrl, async (c) => {
      const { rows } = await c.query(
        `select distinct tableowner from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      return rows.map((r) => r.tableowner);
    });
    expect(owners).toEqual(['postgres']);
  });

  it('cannot disable the log’s triggers, nor update, delete or truncate it; may insert and read', async () => {
    await connected(appUrl, async (c) => {
      const refused = async (statement: string) => {
        const error = await c.query(statement).then(
          () => null,
          (e: { code?: string; message: string }) => e,
        );
        expect(error, statement).not.toBeNull();
        expect([statement, error!.code]).toEqual([statement, INSUFFICIENT_PRIVILEGE]);
      };
      await refused('alter table audit_log disable trigger all');
      await refused('alter table audit_log disable trigger audit_log_append_only');
      await refused('alter table audit_log disable trigger user');
      await refused('alter table audit_log owner to current_user');
      await refused('drop table audit_log');
      await refused('delete from audit_log');
      await refused(`update audit_log set action = 'x'`);
      await refused('truncate audit_log');
      await refused(`select setval(pg_get_serial_sequence('audit_log', 'id'), 1)`);
      await refused('create table audit_log_copy (id int)');

      const before = Number((await c.query('select count(*) from audit_log')).rows[0].count);
      expect(before).toBeGreaterThan(0);
      await c.query(`insert into audit_log (action, target) values ('sign_out', 'by hand')`);
      const after = Number((await c.query('select count(*) from audit_log')).rows[0].count);
      expect(after).toBe(before + 1);
      // The rest of the data stays the app's to change.
      await c.query('update cups set price_cents = price_cents where id = 1');
    });
  });

  it('grants again on every start (idempotent), the same privileges and no more', async () => {
    const privileges = () =>
      connected(ownerUrl, async (c) => {
        const { rows } = await c.query(
          `select table_name, string_agg(privilege_type, ' ' order by privilege_type) as granted
             from information_schema.role_table_grants
             where grantee = $1 and table_name in ('audit_log', 'orders')
             group by table_name order by table_name`,
          [appRole],
        );
        return rows;
      });
    const first = await privileges();
    expect(first).toEqual([
      { table_name: 'audit_log', granted: 'INSERT SELECT' },
      { table_name: 'orders', granted: 'DELETE INSERT SELECT UPDATE' },
    ]);
    const again = await open({ DATABASE_URL: appUrl, DATABASE_MIGRATION_URL: ownerUrl });
    try {
      await again.ping();
      expect(await privileges()).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('without DATABASE_MIGRATION_URL the app role migrates itself, as before: refused here', async () => {
    // The app's role may not create the migrations' schema: migrating is the owner's business.
    await expect(open({ DATABASE_URL: appUrl })).rejects.toThrow();
  });

  it('refuses an app role that could rewrite the log anyway (a superuser)', async () => {
    await asAdmin(`create role ${appRole}_super login superuser`);
    await expect(
      open({ DATABASE_URL: urlAs(`${appRole}_super`), DATABASE_MIGRATION_URL: ownerUrl }),
    ).rejects.toThrow(/is a superuser/);
  });
});
