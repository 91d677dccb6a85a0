import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/server/platform/config';
import type { Database } from '../../src/server/db/client';
import { seedReferenceCatalogue } from '../../src/server/db/seed';
import { createTestDatabase } from './database';
import { ApiClient } from './http';
import type { LiveClient } from './live';
import { startServerOn, startTestServer, type TestContext, type TestServer } from './server';

export type SignedIn = Awaited<ReturnType<TestServer['signIn']>>;
type Role = 'admin' | 'staff';

/** One placeholder client per role, filled by the beforeAll that signs them in. */
const signedOut = <R extends Role>(roles: R[] = []) =>
  Object.fromEntries(roles.map((role) => [role, new ApiClient('') as SignedIn])) as Record<
    R,
    SignedIn
  >;

/**
 * One server for a test file: registers the beforeAll that starts it (on a fresh database, seeded
 * with the reference catalogue when `seed`) and signs in one user per role in `signIn`, in that
 * order, and the afterAll that closes the `sockets` a test opened, then the server.
 * The objects exist at once, so the file can destructure them at the top; beforeAll fills them.
 */
export function useTestServer<R extends Role = never>(
  opts: { seed?: boolean; config?: Partial<AppConfig>; signIn?: R[] } = {},
): { server: TestContext; sockets: LiveClient[] } & Record<R, SignedIn> {
  const server = {} as TestContext;
  const sockets: LiveClient[] = [];
  const users = signedOut(opts.signIn);
  beforeAll(async () => {
    Object.assign(server, await startTestServer(opts));
    for (const role of opts.signIn ?? []) Object.assign(users[role], await server.signIn(role));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await (server as Partial<TestContext>).close?.();
  });
  return { server, sockets, ...users };
}

/**
 * Two server instances (`a`, `b`) on one seeded PostgreSQL database, each with its own
 * connection, as when the app is scaled out; `databases` are those two connections. One user per
 * role in `signIn` is signed in through `a` (the cookies work on both).
 */
export function useTwoServers<R extends Role = never>(
  opts: { signIn?: R[] } = {},
): {
  a: TestServer;
  b: TestServer;
  databases: Database[];
  sockets: LiveClient[];
} & Record<R, SignedIn> {
  const [a, b] = [{} as TestServer, {} as TestServer];
  const users = signedOut(opts.signIn);
  const databases: Database[] = [];
  const sockets: LiveClient[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const testDb = await createTestDatabase('postgres');
    drop = () => testDb.drop();
    databases.push(await testDb.open(), await testDb.open());
    await seedReferenceCatalogue(databases[0].db);
    Object.assign(a, await startServerOn(databases[0]));
    Object.assign(b, await startServerOn(databases[1]));
    for (const role of opts.signIn ?? []) Object.assign(users[role], await a.signIn(role));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const server of [a, b] as Partial<TestServer>[]) await server.close?.();
    await Promise.all(databases.map((d) => d.close()));
    await drop();
  });
  return { a, b, databases, sockets, ...users };
}

/**
 * No work on a timer (the rollup fold, the due-orders sweep): for tests that count the statements
 * a request runs, which a timer firing in between would add to.
 */
export const NO_BACKGROUND_WORK = {
  rollupFoldEveryMs: 0,
  stockFoldEveryMs: 0,
  dueSweepEveryMs: 0,
  vacuumEveryMs: 0,
};
