import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { TEST_PASSWORD } from '../helpers/server';

const { server } = useTestServer();

const register = (email: string, password: string) =>
  server.client().post('/api/users/register', {
    first_name: 'Robin',
    last_name: 'Fairweather',
    email,
    password,
  });

describe('password strength on register', () => {
  it.each([
    ['123456', 'This password is too easy to guess. This is a heavily used password.'],
    ['password', 'This password is too easy to guess. This is a heavily used password.'],
    [
      '      ',
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess.',
    ],
  ])('refuses %j with 400 and says why', async (password, message) => {
    const res = await register(`weak-${password.trim() || 'spaces'}@example.com`, password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: [message] });
  });

  it("refuses the user's own email or name as the password", async () => {
    const email = 'robin.fairweather@example.com';
    for (const password of [email, 'Fairweather', 'robin.fairweather']) {
      const res = await register(email, password);
      expect(res.status).toBe(400);
      expect(res.body.password[0]).toMatch(/^This password is too easy to guess\./);
    }
    const list = await server.signIn('admin');
    const users = (await list.get('/api/users')).body as { email: string }[];
    expect(users.map((u) => u.email)).not.toContain(email);
  });

  it('keeps the spec message for a short password', async () => {
    const res = await register('short@example.com', '12345');
    expect(res.body).toEqual({ password: ['Password must be at least 6 characters long'] });
  });

  it('accepts the demo and test passwords', async () => {
    for (const [email, password] of [
      ['admin.like@example.com', 'admin-demo-1'],
      ['staff.like@example.com', 'staff-demo-1'],
      ['test.like@example.com', TEST_PASSWORD],
      ['e2e-1-1-1@example.com', 'e2e-password-1'],
    ]) {
      expect((await register(email, password)).status).toBe(201);
    }
  });
});

describe('password strength in user:create', () => {
  it('refuses a guessable password before touching the database', async () => {
    const run = promisify(execFile);
    const failure = await run(
      'npx',
      [
        'tsx',
        'src/server/cli/create-user.ts',
        '--email',
        'cli@example.com',
        '--password',
        'password',
      ],
      { env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(
      'This password is too easy to guess. This is a heavily used password.',
    );
  });
});
