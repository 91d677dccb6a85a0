import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app/app';
import { configFromEnv } from '../../src/server/platform/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await testDb.open();
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

/** An app logging to `lines` with LOG_REQUESTS=`logRequests`, plus a test-only route that throws. */
async function appLogging(logRequests: string | undefined) {
  const lines: string[] = [];
  const config = {
    ...configFromEnv({
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      LOG_REQUESTS: logRequests,
    }),
    logStream: { write: (line: string) => void lines.push(line) },
  };
  const app = await buildApp(database, config);
  app.get('/api/test-only-boom', async () => {
    throw new Error('boom from a test route');
  });
  await app.ready();
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, entries };
}

const requestLines = (entries: Record<string, unknown>[]) =>
  entries.filter((e) => 'statusCode' in e);

describe('by default (LOG_REQUESTS unset)', () => {
  let app: FastifyInstance;
  let entries: () => Record<string, unknown>[];
  beforeAll(async () => ({ app, entries } = await appLogging(undefined)));
  afterAll(() => app?.close());

  it('a successful request writes no log line', async () => {
    const before = entries().length;
    const res = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(res.statusCode).toBe(200);
    expect(entries().slice(before)).toEqual([]);
  });

  it('a thrown error is logged with its request line, at error level', async () => {
    const before = entries().length;
    const res = await app.inject({ method: 'GET', url: '/api/test-only-boom?email=a@example.com' });
    expect(res.statusCode).toBe(500);
    const logged = entries().slice(before);
    expect(logged.map((e) => e.level)).toEqual([50, 50]);
    expect(JSON.stringify(logged[0].err)).toContain('boom from a test route');
    expect(logged[1]).toMatchObject({
      method: 'GET',
      url: '/api/test-only-boom?email=*',
      statusCode: 500,
      reqId: logged[0].reqId,
    });
    expect(JSON.stringify(logged)).not.toContain('a@example.com');
  });
});

describe('LOG_REQUESTS=all', () => {
  let app: FastifyInstance;
  let entries: () => Record<string, unknown>[];
  beforeAll(async () => ({ app, entries } = await appLogging('all')));
  afterAll(() => app?.close());

  it('logs one line per request with the path, status and time, no query values', async () => {
    const before = entries().length;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/sodas?search=Zebulon&active' });
    const logged = entries().slice(before);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/health' });
    expect(logged[1]).toMatchObject({ method: 'GET', url: '/api/sodas?search=*&*' });
    for (const entry of logged) {
      expect(typeof entry.statusCode).toBe('number');
      expect(typeof entry.responseTime).toBe('number');
    }
    expect(JSON.stringify(logged)).not.toContain('Zebulon');
  });
});

describe('LOG_REQUESTS=0', () => {
  let app: FastifyInstance;
  let entries: () => Record<string, unknown>[];
  beforeAll(async () => ({ app, entries } = await appLogging('0')));
  afterAll(() => app?.close());

  it('logs no request', async () => {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(requestLines(entries())).toEqual([]);
  });
});

it('LOG_REQUESTS takes all, none or a rate from 0 to 1', () => {
  const rate = (value: string) => configFromEnv({ LOG_REQUESTS: value }).logRequests;
  expect([rate('all'), rate('none'), rate(''), rate('0.01'), rate('1')]).toEqual([
    1, 0, 0, 0.01, 1,
  ]);
  for (const bad of ['some', '2', '-0.5', '1%']) {
    expect(() => rate(bad)).toThrow('LOG_REQUESTS must be all, none or a sample rate from 0 to 1');
  }
});
