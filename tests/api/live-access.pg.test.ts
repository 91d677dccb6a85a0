import { describe, it } from 'vitest';
import { useTwoServers } from '../helpers/fixture';
import { ACCESS_ENDINGS, expectEndingCloses, subscribe } from '../helpers/live';

// PostgreSQL only (*.pg.test.ts): access is taken away through instance A while the socket is held
// by instance B; the user_access notification closes it there within a second (issue 10 item 7).

const { a, b, sockets, admin } = useTwoServers({ signIn: ['admin'] });

/** A staff member signed in on A whose socket is on B (the cookies work on both). */
async function socketOnB() {
  const user = await a.signIn('staff');
  return { user, live: await subscribe(b.url, user, sockets) };
}

describe('access changes across instances', () => {
  for (const ending of Object.values(ACCESS_ENDINGS)) {
    it(`closes a socket on B within a second of ${ending.what} on A (${ending.close.code})`, async () => {
      const { user, live } = await socketOnB();
      await expectEndingCloses(ending, live, user, admin);
    });
  }
});
