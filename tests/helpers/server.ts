import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app/app';
import { createUser } from '../../src/server/auth/users-repo';
import { configFromEnv, type AppConfig } from '../../src/server/platform/config';
import type { Database } from '../../src/server/db/client';
import { seedReferenceCatalogue } from '../../src/server/db/seed';
import { createTestDatabase, type TestDatabase } from './database';
import { ApiClient } from './http';

export type Role = 'admin' | 'staff' | 'none';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  port: number;
  config: AppConfig;
  /** A fresh, signed-out client. */
  client(): ApiClient;
  /** Creates a user with the role and returns a signed-in client. */
  signIn(role: Role, email?: string): Promise<ApiClient & { userId: number; email: string }>;
  close(): Promise<void>;
}

let userCounter = 0;
export const TEST_PASSWORD = 'correct-horse-1';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({ JWT_SECRET: 'test-secret-test-secret-test-secret', LOG: 'false' }),
    ...overrides,
  };
}

/** Starts a real server on a random port over an open database. */
export async function startServerOn(
  database: Database,
  overrides: Partial<AppConfig> = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const app = await buildApp(database, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    url,
    port,
    config,
    client: () => new ApiClient(url),
    async signIn(role, email) {
      const address = email ?? `user${++userCounter}-${Date.now()}@example.com`;
      const user = await createUser(database.db, {
        email: address,
        password: TEST_PASSWORD,
        isStaff: role !== 'none',
        isAdmin: role === 'admin',
      });
      const client = new ApiClient(url);
      const res = await client.post('/api/users/login', {
        email: address,
        password: TEST_PASSWORD,
      });
      if (res.status !== 200)
        throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return Object.assign(client, { userId: user.id, email: address });
    },
    close: () => app.close(),
  };
}

/** Opens a connection to `testDb` and a server on it for `use`, then closes both. */
export async function withServerOn<T>(
  testDb: TestDatabase,
  use: (server: TestServer) => Promise<T>,
): Promise<T> {
  const database = await testDb.open();
  const server = await startServerOn(database);
  try {
    return await use(server);
  } finally {
    await server.close();
    await database.close();
  }
}

/** A fresh client of `server` signing in as an existing user (the test password), and the answer. */
export async function signInAs(server: TestServer, email: string) {
  const client = server.client();
  const login = await client.post('/api/users/login', { email, password: TEST_PASSWORD });
  return { client, login };
}

export interface TestContext extends TestServer {
  testDb: TestDatabase;
}

/** A fresh database (PGlite or PostgreSQL per the suite) and a server on it; `seed` loads the reference catalogue. */
export async function startTestServer(
  opts: { seed?: boolean; config?: Partial<AppConfig> } = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const database = await testDb.open();
  if (opts.seed) await seedReferenceCatalogue(database.db);
  const server = await startServerOn(database, opts.config);
  return {
    ...server,
    testDb,
    async close() {
      await server.close();
      await database.close();
      await testDb.drop();
    },
  };
}
