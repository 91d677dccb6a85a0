import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { signInAs, withServerOn } from '../helpers/server';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
});

describe('restart', () => {
  it('keeps every user, session role and location after the server and database are reopened', async () => {
    const testDb = await createTestDatabase();
    databases.push(testDb);

    await withServerOn(testDb, async (first) => {
      const admin = await first.signIn('admin', 'keeper@example.com');
      expect((await admin.post('/api/locations', { name: 'Harbour' })).status).toBe(201);
    });

    await withServerOn(testDb, async (second) => {
      const { client, login } = await signInAs(second, 'keeper@example.com');
      expect(login.status).toBe(200);
      expect(login.body.is_admin).toBe(true);
      const locations = await client.get('/api/locations');
      expect(locations.body.map((l: { name: string }) => l.name)).toEqual(['Harbour']);
    });
  });
});

describe('user:create command', () => {
  it('creates the first admin, who can then sign in; refuses bad input and duplicates', async () => {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    const target =
      testDb.kind === 'pglite'
        ? { DATA_DIR: testDb.location!, DATABASE_URL: '' }
        : { DATABASE_URL: testDb.location! };
    const run = (...args: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync(
            process.execPath,
            ['--import', 'tsx', 'src/server/cli/create-user.ts', ...args],
            {
              env: { ...process.env, ...target },
              encoding: 'utf8',
              stdio: 'pipe',
            },
          ),
        };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { code: e.status, out: e.stderr };
      }
    };
    expect(run('--email', 'Boss@Example.com', '--password', 'boss-pass-1', '--admin').out).toMatch(
      /admin: true/,
    );
    expect(run('--email', 'boss@example.com', '--password', 'boss-pass-1').code).toBe(1);
    expect(run('--email', 'nope', '--password', '1').code).toBe(2);

    await withServerOn(testDb, async (server) => {
      const client = server.client();
      expect(
        (
          await client.post('/api/users/login', {
            email: 'boss@example.com',
            password: 'boss-pass-1',
          })
        ).status,
      ).toBe(200);
      expect((await client.get('/api/users/me')).body).toMatchObject({
        is_admin: true,
        is_staff: true,
      });
    });
  }, 180_000);
});
