import { describe, expect, it } from 'vitest';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { subscribe } from '../helpers/live';
import { ageRotation, jwtClaims } from '../helpers/sessions';

// Issue 11: the live queue client and the base query of one tab refresh the same session at the
// same moment. Both must come out signed in, over HTTP and on the live channel.

const { server, sockets } = useTestServer({ seed: true });

/** A second caller with a copy of the client's cookies, as the live client has the tab's cookies. */
function sameCookies(client: SignedIn): SignedIn {
  const copy = Object.assign(server.client(), { userId: client.userId, email: client.email });
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('two callers refreshing with one token at once', () => {
  it('both get the current pair, then read /me and open a live socket', async () => {
    const baseQuery = await server.signIn('staff');
    const liveClient = sameCookies(baseQuery);

    const answers = await Promise.all([
      baseQuery.post('/api/users/refresh'),
      liveClient.post('/api/users/refresh'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const jti = (c: ApiClient) => jwtClaims(c.cookies.get('refresh_token')!).jti;
    expect(jti(liveClient)).toBe(jti(baseQuery));

    for (const caller of [baseQuery, liveClient]) {
      expect((await caller.get('/api/users/me')).status).toBe(200);
      const live = await subscribe(server.url, caller, sockets);
      expect(live.messages[0].pending_orders).toEqual(expect.any(Array));
    }
  });

  it('leaves neither caller a stale token that later counts as reuse', async () => {
    const baseQuery = await server.signIn('staff');
    const liveClient = sameCookies(baseQuery);
    await Promise.all([
      baseQuery.post('/api/users/refresh'),
      liveClient.post('/api/users/refresh'),
    ]);
    // Past the grace window a rotated token would revoke the session; the current one refreshes.
    await ageRotation(server, baseQuery.userId);
    expect((await liveClient.post('/api/users/refresh')).status).toBe(200);
    expect((await baseQuery.post('/api/users/refresh')).status).toBe(200);
    expect((await baseQuery.get('/api/users/me')).status).toBe(200);
    expect((await liveClient.get('/api/users/me')).status).toBe(200);
  });
});
