import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { seedReferenceCatalogue } from '../../src/server/db/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { closeAfter, LiveClient } from '../helpers/live';
import { LOCATION } from '../helpers/orders';
import { startServerOn, type TestServer } from '../helpers/server';

// PostgreSQL only (*.pg.test.ts): access is taken away through instance A while the socket is held
// by instance B; the user_access notification closes it there within a second (issue 10 item 7).

let testDb: TestDatabase;
let databases: Database[];
let a: TestServer;
let b: TestServer;
let admin: Awaited<ReturnType<TestServer['signIn']>>;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase('postgres');
  databases = [await testDb.open(), await testDb.open()];
  await seedReferenceCatalogue(databases[0].db);
  a = await startServerOn(databases[0]);
  b = await startServerOn(databases[1]);
  admin = await a.signIn('admin');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await a.close();
  await b.close();
  await Promise.all(databases.map((d) => d.close()));
  await testDb.drop();
});

/** A staff member signed in on A whose socket is on B (the cookies work on both). */
async function socketOnB() {
  const user = await a.signIn('staff');
  const live = LiveClient.connect(b.url, user, LOCATION, { userId: user.userId });
  sockets.push(live);
  await live.next();
  return { user, live };
}

describe('access changes across instances', () => {
  it('closes a socket on B within a second of a logout on A (4001)', async () => {
    const { user, live } = await socketOnB();
    const closed = await closeAfter(live, () => user.get('/api/users/logout'));
    expect(closed).toMatchObject({ code: 4001, reason: 'Not signed in.' });
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes a socket on B within a second of a deactivation on A (4001)', async () => {
    const { user, live } = await socketOnB();
    const closed = await closeAfter(live, () =>
      admin.patch(`/api/users/${user.userId}`, { is_active: false }),
    );
    expect(closed).toMatchObject({ code: 4001 });
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes a socket on B within a second of a staff role removal on A (4003)', async () => {
    const { user, live } = await socketOnB();
    const closed = await closeAfter(live, () =>
      admin.patch(`/api/users/${user.userId}`, { is_staff: false }),
    );
    expect(closed).toMatchObject({ code: 4003, reason: 'Staff or admin role required.' });
    expect(closed.ms).toBeLessThan(1000);
  });
});
