import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REGISTRATIONS } from '../../src/server/auth/login-limit';
import { createUser } from '../../src/server/auth/users-repo';
import { useTestServer } from '../helpers/fixture';
import { startServerOn, TEST_PASSWORD } from '../helpers/server';

// Behind a trusted proxy on loopback, X-Forwarded-For names the client, so one test can play
// several addresses.
const { server } = useTestServer({
  config: {
    trustProxy: '127.0.0.1',
    loginLimit: { perAccount: 5, perAddress: 20, windowSeconds: 900 },
    registerLimit: { perAddress: 3, windowSeconds: 600 },
  },
});

let counter = 0;
async function account() {
  const email = `limits${++counter}@example.com`;
  await createUser(server.database.db, { email, password: TEST_PASSWORD });
  return email;
}

const login = (email: string, password: string, address: string) =>
  server.client().post('/api/users/login', { email, password }, { 'x-forwarded-for': address });

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );

describe('sign-in limit', () => {
  it('checks at most the limit of 40 simultaneous wrong passwords for one account', async () => {
    const email = await account();
    const all = await Promise.all(
      Array.from({ length: 40 }, () => login(email, 'wrong-password', '203.0.113.10')),
    );
    expect(statuses(all)).toEqual({ 401: 5, 429: 35 });
    for (const res of all.filter((r) => r.status === 429)) {
      expect(res.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    }
  });

  it('a lock-out from one address does not stop the owner signing in from another', async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'wrong-password', '203.0.113.20')).status).toBe(401);
    }
    const attacker = await login(email, TEST_PASSWORD, '203.0.113.20');
    expect(attacker.status).toBe(429);
    expect(attacker.body).toEqual({ message: TOO_MANY_ATTEMPTS });

    const owner = await login(email, TEST_PASSWORD, '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe(email);
    // The attacker's address stays limited after the owner's success elsewhere.
    expect((await login(email, 'wrong-password', '203.0.113.20')).status).toBe(429);
  });

  it('keeps the per-address limit across accounts', async () => {
    const emails = await Promise.all(Array.from({ length: 4 }, account));
    for (let i = 0; i < 20; i++) {
      const res = await login(emails[i % 4], 'wrong-password', '203.0.113.30');
      expect(res.status).toBe(401);
    }
    const fresh = await account();
    expect((await login(fresh, TEST_PASSWORD, '203.0.113.30')).status).toBe(429);
    expect((await login(fresh, TEST_PASSWORD, '198.51.100.30')).status).toBe(200);
  });

  it("a successful sign-in forgives the owner's earlier failures from that address", async () => {
    const email = await account();
    for (let i = 0; i < 4; i++) {
      expect((await login(email, 'wrong-password', '203.0.113.40')).status).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '203.0.113.40')).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'wrong-password', '203.0.113.40')).status).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '203.0.113.40')).status).toBe(429);
  });
});

describe('registration limit', () => {
  const register = (email: string, address: string) =>
    server
      .client()
      .post(
        '/api/users/register',
        { first_name: 'Ada', last_name: 'Moss', email, password: 'fizzy-lime-42' },
        { 'x-forwarded-for': address },
      );

  it('answers 429 once an address has registered its limit, duplicates included', async () => {
    expect((await register('reg1@example.com', '203.0.113.50')).status).toBe(201);
    const duplicate = await register('reg1@example.com', '203.0.113.50');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ email: ['A user with this email already exists.'] });
    expect((await register('reg2@example.com', '203.0.113.50')).status).toBe(201);
    const refused = await register('reg3@example.com', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_REGISTRATIONS });
    // The refused one was not created; another address still registers.
    expect((await register('reg3@example.com', '198.51.100.50')).status).toBe(201);
  });

  it('counts simultaneous registrations from one address atomically', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(`burst${i}@example.com`, '203.0.113.60')),
    );
    expect(statuses(all)).toEqual({ 201: 3, 429: 7 });
  });

  it('does not count registrations against the sign-in limit of the address', async () => {
    const email = await account();
    for (let i = 0; i < 3; i++) await register(`mixed${i}@example.com`, '203.0.113.70');
    expect((await login(email, TEST_PASSWORD, '203.0.113.70')).status).toBe(200);
  });
});

describe('user enumeration by timing', () => {
  it('takes the same time for a wrong password and an unknown email (median within 2 ms)', async () => {
    // A second server on the same database, with limits that stay out of the way.
    const quiet = await startServerOn(server.database, {
      loginLimit: { perAccount: 1000, perAddress: 1000, windowSeconds: 900 },
    });
    try {
      const email = 'timed@example.com';
      await createUser(quiet.database.db, { email, password: TEST_PASSWORD });
      const timed = async (address: string) => {
        const started = performance.now();
        const res = await quiet
          .client()
          .post('/api/users/login', { email: address, password: 'wrong-password' });
        expect(res.status).toBe(401);
        return performance.now() - started;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      // Warm-up: the first unknown email computes the throwaway hash.
      for (let i = 0; i < 3; i++) {
        await timed(email);
        await timed('nobody@example.com');
      }
      /**
       * The median over pairs of (known - unknown), each pair timed back to back and each kind
       * first in turn: a change in the machine's load hits both halves of a pair alike.
       */
      const round = async (pairs: number) => {
        const gaps: number[] = [];
        for (let i = 0; i < pairs; i++) {
          const unknownFirst = i % 2 === 1;
          const nobody = `nobody${i}@example.com`;
          const first = await timed(unknownFirst ? nobody : email);
          const second = await timed(unknownFirst ? email : nobody);
          gaps.push(unknownFirst ? second - first : first - second);
        }
        return median(gaps);
      };
      // The machine is shared with other test runs: up to five rounds, to step over a busy spell.
      // Without the throwaway hash every pair differs by the whole argon2 time (10 ms or more).
      const gaps: number[] = [];
      for (let i = 0; i < 5; i++) {
        gaps.push(await round(21));
        if (Math.abs(gaps.at(-1)!) < 2) break;
      }
      expect(Math.abs(gaps.at(-1)!), `median gaps of each round: ${gaps}`).toBeLessThan(2);
    } finally {
      await quiet.close();
    }
  });
});
