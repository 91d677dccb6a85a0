import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../src/server/auth/login-limit';
import { ageRotation } from '../helpers/sessions';
import { useTestServer } from '../helpers/fixture';
import { startTestServer, TEST_PASSWORD } from '../helpers/server';

const { server } = useTestServer({
  config: { loginLimit: { perAccount: 3, perAddress: 1000, windowSeconds: 900 } },
});

const registration = (email: string) => ({
  first_name: 'Kim',
  last_name: 'Lee',
  email,
  password: 'secret-pass',
});

describe('register', () => {
  it('creates a user with no role, lower-cases the email and answers 201', async () => {
    const res = await server
      .client()
      .post('/api/users/register', registration('New.Person@Example.com'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new.person@example.com',
      is_staff: false,
      is_admin: false,
    });
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('refuses a duplicate email in any case', async () => {
    const res = await server
      .client()
      .post('/api/users/register', registration('NEW.PERSON@example.com'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['A user with this email already exists.'] });
  });

  it('refuses the second of two simultaneous registrations of one email with 400', async () => {
    const body = registration('twice@example.com');
    const both = await Promise.all([
      server.client().post('/api/users/register', body),
      server.client().post('/api/users/register', { ...body, email: 'TWICE@example.com' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.status === 400)!.body).toEqual({
      email: ['A user with this email already exists.'],
    });
  });

  it('gives the spec messages for a bad email and a short password', async () => {
    const res = await server
      .client()
      .post('/api/users/register', { ...registration('not-an-email'), password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(['Invalid Email']);
    expect(res.body.password).toEqual(['Password must be at least 6 characters long']);
  });

  it('answers Required for missing fields', async () => {
    const res = await server.client().post('/api/users/register', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      first_name: ['Required'],
      last_name: ['Required'],
      email: ['Required'],
      password: ['Required'],
    });
  });
});

describe('login, me, verify', () => {
  it('signs in, sets HttpOnly SameSite=Strict cookies and returns the user', async () => {
    await server.client().post('/api/users/register', registration('login@example.com'));
    const client = server.client();
    const res = await client.post('/api/users/login', {
      email: 'LOGIN@example.com',
      password: 'secret-pass',
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
    }
    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'login@example.com', is_staff: false, is_admin: false });
    expect((await client.get('/api/users/verify')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with 401', async () => {
    const wrong = await server
      .client()
      .post('/api/users/login', { email: 'login@example.com', password: 'wrong-pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/credentials/);
    expect(wrong.headers.getSetCookie()).toHaveLength(0);
    const unknown = await server
      .client()
      .post('/api/users/login', { email: 'nobody@example.com', password: 'wrong-pass' });
    expect(unknown.status).toBe(401);
  });

  it('validates the login payload with the spec messages', async () => {
    const res = await server.client().post('/api/users/login', { email: 'nope', password: '1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['Invalid Email'],
      password: ['Password must be at least 6 characters long'],
    });
  });

  it('answers 401 on me and verify without a session or with a forged token', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/users/me')).status).toBe(401);
    expect((await anonymous.get('/api/users/verify')).status).toBe(401);
    anonymous.cookies.set('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
    expect((await anonymous.get('/api/users/verify')).status).toBe(401);
  });

  it('answers 401 once the access token has expired', async () => {
    // The server's clock is the test's: time passes without the test waiting for it. It starts on
    // a whole second, as a token's expiry is one (NumericDate): the token then lives exactly 3 s.
    let clock = Math.floor(Date.now() / 1000) * 1000;
    const shortLived = await startTestServer({ config: { accessTtlSeconds: 3, now: () => clock } });
    try {
      const client = await shortLived.signIn('staff');
      expect((await client.get('/api/users/verify')).status).toBe(200);
      clock += 2_900;
      expect((await client.get('/api/users/verify')).status).toBe(200);
      clock += 200;
      expect((await client.get('/api/users/verify')).status).toBe(401);
      expect((await client.post('/api/users/refresh')).status).toBe(200);
      expect((await client.get('/api/users/verify')).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; after the grace window the old one is reuse and ends the session', async () => {
    const client = await server.signIn('staff');
    const oldRefresh = client.cookies.get('refresh_token')!;
    const first = await client.post('/api/users/refresh');
    expect(first.status).toBe(200);
    const newRefresh = client.cookies.get('refresh_token')!;
    expect(newRefresh).not.toBe(oldRefresh);
    await ageRotation(server, client.userId);

    const thief = server.client();
    thief.cookies.set('refresh_token', oldRefresh);
    expect((await thief.post('/api/users/refresh')).status).toBe(401);
    // Reuse of a rotated token revokes the session: the rightful holder must sign in again.
    expect((await client.post('/api/users/refresh')).status).toBe(401);
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('refresh without a cookie is 401', async () => {
    expect((await server.client().post('/api/users/refresh')).status).toBe(401);
  });

  it('logout revokes the session on the server: a copied access token stops working', async () => {
    const client = await server.signIn('staff');
    const copy = server.client();
    copy.cookies.set('access_token', client.cookies.get('access_token')!);
    copy.cookies.set('refresh_token', client.cookies.get('refresh_token')!);
    expect((await copy.get('/api/users/me')).status).toBe(200);
    const out = await client.get('/api/users/logout');
    expect(out.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect((await copy.get('/api/users/me')).status).toBe(401);
    expect((await copy.post('/api/users/refresh')).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after repeated failures for one account, even with the right password', async () => {
    await server.client().post('/api/users/register', registration('limited@example.com'));
    for (let i = 0; i < 3; i++) {
      const res = await server
        .client()
        .post('/api/users/login', { email: 'limited@example.com', password: 'bad-password' });
      expect(res.status).toBe(401);
    }
    const blocked = await server
      .client()
      .post('/api/users/login', { email: 'limited@example.com', password: 'secret-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    // Other accounts are unaffected.
    const other = await server.signIn('staff');
    expect((await other.get('/api/users/me')).status).toBe(200);
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    const strict = await startTestServer({
      config: { loginLimit: { perAccount: 100, perAddress: 4, windowSeconds: 900 } },
    });
    try {
      for (let i = 0; i < 4; i++) {
        // A made-up X-Forwarded-For does not give the caller a new address (no proxy is trusted).
        const res = await strict
          .client()
          .post(
            '/api/users/login',
            { email: `x${i}@example.com`, password: 'bad-password' },
            { 'x-forwarded-for': `203.0.113.${i + 1}` },
          );
        expect(res.status).toBe(401);
      }
      const res = await strict
        .client()
        .post('/api/users/login', { email: 'fresh@example.com', password: TEST_PASSWORD });
      expect(res.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('users and roles', () => {
  it('lists users and changes roles for admins only, taking effect at once', async () => {
    const admin = await server.signIn('admin');
    const staff = await server.signIn('staff');
    const nobody = await server.signIn('none');
    expect((await server.client().get('/api/users')).status).toBe(401);
    expect((await staff.get('/api/users')).status).toBe(403);
    expect((await nobody.patch(`/api/users/${staff.userId}`, { is_admin: true })).status).toBe(403);

    const list = await admin.get('/api/users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { email: string }) => u.email)).toContain(staff.email);

    expect((await nobody.get('/api/locations')).status).toBe(403);
    const granted = await admin.patch(`/api/users/${nobody.userId}`, { is_staff: true });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ is_staff: true, is_admin: false });
    expect((await nobody.get('/api/locations')).status).toBe(200);

    expect((await admin.patch(`/api/users/${nobody.userId}`, { is_staff: false })).status).toBe(
      200,
    );
    expect((await nobody.get('/api/locations')).status).toBe(403);
  });

  it('an admin cannot remove their own admin role or deactivate themselves', async () => {
    const admin = await server.signIn('admin');
    const res = await admin.patch(`/api/users/${admin.userId}`, { is_admin: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ is_admin: ['You cannot remove your own admin role.'] });
    expect((await admin.patch(`/api/users/${admin.userId}`, { is_active: false })).status).toBe(
      400,
    );
    expect((await admin.get('/api/users/me')).body.is_admin).toBe(true);
  });

  it('deactivating a user ends their sessions and blocks sign-in', async () => {
    const admin = await server.signIn('admin');
    const staff = await server.signIn('staff');
    expect((await admin.patch(`/api/users/${staff.userId}`, { is_active: false })).status).toBe(
      200,
    );
    expect((await staff.get('/api/users/me')).status).toBe(401);
    const again = await server
      .client()
      .post('/api/users/login', { email: staff.email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
  });

  it('validates role changes and answers 404 for unknown users', async () => {
    const admin = await server.signIn('admin');
    expect((await admin.patch('/api/users/999999', { is_staff: true })).status).toBe(404);
    expect((await admin.patch('/api/users/abc', { is_staff: true })).status).toBe(404);
    const bad = await admin.patch(`/api/users/${admin.userId}`, { is_staff: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.is_staff).toEqual(['Expected boolean, received string']);
    expect((await admin.patch(`/api/users/${admin.userId}`, { password: 'x' })).status).toBe(400);
  });
});
