import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import {
  ACCESS_ENDINGS,
  closeAfter,
  closedWithin,
  expectClosedWithinASecond,
  expectEndingCloses,
  LiveClient,
  queueShows,
  subscribe,
} from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import type { TestServer } from '../helpers/server';

// Issue 10 item 7: a live socket lives no longer than the access that opened it.

const { server, admin, sockets: open } = useTestServer({ seed: true, signIn: ['admin'] });

/** A staff member (or a second session of one) with an admitted socket that has its first queue. */
async function subscribed(client?: SignedIn, on: TestServer = server) {
  const user = client ?? (await on.signIn('staff'));
  return { user, live: await subscribe(on.url, user, open) };
}

describe('sockets close when access is taken away', () => {
  it('closes the socket of a session within a second of its logout (4001)', async () => {
    const { user, live } = await subscribed();
    await expectEndingCloses(ACCESS_ENDINGS.logout, live, user, admin);
  });

  it('keeps the sockets of the same user on other sessions and of other users', async () => {
    const { user, live: ending } = await subscribed();
    const otherSession = Object.assign(server.client(), { userId: user.userId, email: user.email });
    expect(
      (
        await otherSession.post('/api/users/login', {
          email: user.email,
          password: 'correct-horse-1',
        })
      ).status,
    ).toBe(200);
    const { live: kept } = await subscribed(otherSession);
    const { live: bystander } = await subscribed();

    await closeAfter(ending, () => user.get('/api/users/logout'));
    const mark = [kept.messages.length, bystander.messages.length];
    const paid = await payNewOrder(await server.signIn('staff'));
    await kept.next(queueShows(paid), mark[0]);
    await bystander.next(queueShows(paid), mark[1]);
  });

  it('closes the sockets of a deactivated user within a second (4001)', async () => {
    const { user, live } = await subscribed();
    await expectEndingCloses(ACCESS_ENDINGS.deactivation, live, user, admin);
  });

  it('closes the sockets of a user who lost the staff role within a second (4003)', async () => {
    const { user, live } = await subscribed();
    await expectEndingCloses(ACCESS_ENDINGS.staffRoleRemoval, live, user, admin);
    // And the user cannot come back.
    const again = LiveClient.connect(server.url, user, LOCATION, { userId: user.userId });
    open.push(again);
    expect((await again.closed).code).toBe(4003);
  });

  it('closes the socket of a staff member taken off its location within a second (4003)', async () => {
    const other = await admin.post('/api/locations', { name: `Elsewhere ${Date.now()}` });
    expect(other.status).toBe(201);
    const { user, live } = await subscribed();
    await expectClosedWithinASecond(
      live,
      () => admin.patch(`/api/users/${user.userId}`, { locations: [other.body.id] }),
      { code: 4003, reason: 'You are not assigned to this location.' },
    );
  });

  it('keeps the socket open when a change still allows it', async () => {
    const { user, live } = await subscribed();
    const kept = { locations: [LOCATION] };
    expect((await admin.patch(`/api/users/${user.userId}`, kept)).status).toBe(200);
    expect(
      (await admin.patch(`/api/users/${user.userId}`, { is_admin: true, is_staff: false })).status,
    ).toBe(200);
    const mark = live.messages.length;
    const paid = await payNewOrder(await server.signIn('staff'));
    await live.next(queueShows(paid), mark);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
  });
});

describe('the access token expiry', () => {
  const { server: short } = useTestServer({ seed: true, config: { accessTtlSeconds: 2 } });

  it('closes the socket with 4001 when the access token that opened it expires', async () => {
    const { user, live } = await subscribed(undefined, short);
    const exp = decodeJwt(user.cookies.get('access_token')!).exp! * 1000;
    const closed = await closedWithin(live, exp - Date.now() + 3000);
    const at = Date.now();
    expect(closed).toEqual({ code: 4001, reason: 'The access token expired.' });
    expect(at).toBeGreaterThanOrEqual(exp - 50);
    expect(at - exp).toBeLessThan(1000);

    // The client's answer to 4001: refresh, then reconnect with the new token.
    expect((await user.post('/api/users/refresh')).status).toBe(200);
    const next = LiveClient.connect(short.url, user, LOCATION, { userId: user.userId });
    open.push(next);
    await next.next();
  });
});
