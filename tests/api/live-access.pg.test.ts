import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoServers, type SignedIn } from '../helpers/fixture';
import { closeAfter, subscribe } from '../helpers/live';

// PostgreSQL only (*.pg.test.ts): access is taken away through instance A while the socket is held
// by instance B; the user_access notification closes it there within a second (issue 10 item 7).

const { a, b, sockets } = useTwoServers();
let admin: SignedIn;
beforeAll(async () => {
  admin = await a.signIn('admin');
});

/** A staff member signed in on A whose socket is on B (the cookies work on both). */
async function socketOnB() {
  const user = await a.signIn('staff');
  return { user, live: await subscribe(b.url, user, sockets) };
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
