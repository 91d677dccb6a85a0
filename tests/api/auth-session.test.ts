import { describe, expect, it } from 'vitest';
import { ageRotation, jwtClaims } from '../helpers/sessions';
import type { AppConfig } from '../../src/server/platform/config';
import { useTestServer } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { startServerOn } from '../helpers/server';

const { server } = useTestServer();

/** A staff session refreshed `times` times; `tokens` are its refresh tokens, oldest first. */
async function rotated(times: number) {
  const client = await server.signIn('staff');
  const tokens = [client.cookies.get('refresh_token')!];
  for (let i = 0; i < times; i++) {
    expect((await client.post('/api/users/refresh')).status).toBe(200);
    tokens.push(client.cookies.get('refresh_token')!);
  }
  return { client, tokens };
}

/** Presents `token` from another client: refused as reuse, which revokes `client`'s session. */
async function expectReuseRevokes(client: ApiClient, token: string) {
  const thief = server.client();
  thief.cookies.set('refresh_token', token);
  expect((await thief.post('/api/users/refresh')).status).toBe(401);
  expect((await client.get('/api/users/me')).status).toBe(401);
  expect((await client.post('/api/users/refresh')).status).toBe(401);
}

describe('refresh grace window', () => {
  it('10 simultaneous refreshes with one token all succeed and keep the session', async () => {
    const client = await server.signIn('staff');
    const all = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/users/refresh')),
    );
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    // Every answer carries the one current refresh token id.
    const jtis = new Set(
      all.map((r) => {
        const cookie = r.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
        return jwtClaims(cookie.split(';')[0].slice('refresh_token='.length)).jti;
      }),
    );
    expect(jtis.size).toBe(1);
    expect((await client.get('/api/users/me')).status).toBe(200);
    expect((await client.post('/api/users/refresh')).status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('a token presented again within the window yields the current pair, not a new rotation', async () => {
    const {
      client,
      tokens: [old, current],
    } = await rotated(1);

    const otherTab = server.client();
    otherTab.cookies.set('refresh_token', old);
    expect((await otherTab.post('/api/users/refresh')).status).toBe(200);
    expect(jwtClaims(otherTab.cookies.get('refresh_token')!).jti).toBe(jwtClaims(current).jti);
    expect((await otherTab.get('/api/users/me')).status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('after the window, the rotated token counts as reuse and revokes the session', async () => {
    const { client, tokens } = await rotated(1);
    await ageRotation(server, client.userId);
    await expectReuseRevokes(client, tokens[0]);
  });

  it('only the last rotated token has the grace: an older one revokes at once', async () => {
    const { client, tokens } = await rotated(2);
    await expectReuseRevokes(client, tokens[0]);
  });
});

/** A GET /api/users/logout with the session's cookies and exactly these headers. */
const rawLogout = (client: { cookieHeader(): string }, headers: Record<string, string>) =>
  fetch(`${server.url}/api/users/logout`, {
    headers: { cookie: client.cookieHeader(), ...headers },
  });

describe('logout', () => {
  it('POST logs out: cookies cleared with their attributes and the session revoked', async () => {
    const client = await server.signIn('staff');
    const copy = server.client();
    copy.cookies.set('access_token', client.cookies.get('access_token')!);
    const out = await client.post('/api/users/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    const cleared = out.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
    }
    expect(client.cookies.size).toBe(0);
    expect((await copy.get('/api/users/me')).status).toBe(401);
  });

  it('POST from another origin is refused and the session goes on', async () => {
    const client = await server.signIn('staff');
    const res = await client.post('/api/users/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toHaveLength(0);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('GET from a cross-site link (or with no origin at all) is 403 and clears nothing', async () => {
    const client = await server.signIn('staff');
    for (const headers of <Record<string, string>[]>[
      {},
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await rawLogout(client, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-origin request refused.' });
      expect(res.headers.getSetCookie()).toHaveLength(0);
    }
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it("GET from the app's own pages still logs out (Sec-Fetch-Site or Origin)", async () => {
    const byFetchSite = await server.signIn('staff');
    const res = await rawLogout(byFetchSite, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toHaveLength(2);
    expect((await byFetchSite.get('/api/users/me')).status).toBe(401);

    const byOrigin = await server.signIn('staff');
    expect((await byOrigin.get('/api/users/logout')).status).toBe(200);
    expect(byOrigin.cookies.size).toBe(0);
  });
});

describe('COOKIE_SECURE', () => {
  /** The cookies of a refresh and a logout on a second server (same database) with `config`. */
  const cookiesOf = async (config: Partial<AppConfig>, headers = {}) => {
    const other = await startServerOn(server.database, config);
    try {
      const client = await other.signIn('staff');
      const res = await client.post('/api/users/refresh', undefined, headers);
      const out = await client.post('/api/users/logout', undefined, headers);
      return [...res.headers.getSetCookie(), ...out.headers.getSetCookie()];
    } finally {
      await other.close();
    }
  };

  it('true gives Secure cookies over plain http, also when clearing them', async () => {
    const cookies = await cookiesOf({ cookieSecure: true });
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('auto over plain http gives none', async () => {
    const cookies = await cookiesOf({}, { 'x-forwarded-proto': 'https' });
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/i);
  });

  it('auto in production trusts a proxy saying https, without TRUST_PROXY', async () => {
    const behindTls = await cookiesOf({ production: true }, { 'x-forwarded-proto': 'https' });
    for (const cookie of behindTls) expect(cookie).toMatch(/;\s*Secure/i);
    const plain = await cookiesOf({ production: true });
    for (const cookie of plain) expect(cookie).not.toMatch(/Secure/i);
  });
});
