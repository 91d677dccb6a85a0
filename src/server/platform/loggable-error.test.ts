import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableError, safeLoggerOptions } from './loggable-error';

const SECRET = 'kim@example.com';

function failedInsert() {
  const driver = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_unique"'),
    {
      severity: 'ERROR',
      code: '23505',
      detail: `Key (email)=(${SECRET}) already exists.`,
      constraint: 'users_email_unique',
      table: 'users',
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("email") values ($1)',
    [SECRET, '$argon2id$v=19$x'],
    driver,
  );
}

describe('loggableError', () => {
  it('keeps the query text and the SQLSTATE code of a database error, not its values', () => {
    const safe = loggableError(failedInsert()) as Error & Record<string, unknown>;
    expect(safe.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(safe).toMatchObject({ code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(safe.cause).toBeInstanceOf(Error);
    const text = JSON.stringify({ ...safe, cause: { ...(safe.cause as object) } }) + safe.stack;
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('argon2');
    expect(safe.stack).toMatch(/^Error: Failed query: insert into "users"/);
  });

  it('cleans a database error wrapped in another error and leaves other errors alone', () => {
    const wrapped = new Error('checkout failed', { cause: failedInsert() });
    const safe = loggableError(wrapped) as Error;
    expect(safe.message).toBe('checkout failed');
    expect((safe.cause as Error).message).not.toContain(SECRET);
    const plain = new Error('plain');
    expect(loggableError(plain)).toBe(plain);
    expect(loggableError('text')).toBe('text');
  });

  it('the app logger never writes the values, however the error is logged', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: safeLoggerOptions({ write: (l) => void lines.push(l) }) });
    app.log.error(failedInsert());
    app.log.error({ err: failedInsert() });
    app.log.error({ err: failedInsert() }, 'with a message');
    await app.close();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('argon2');
      expect(JSON.parse(line).err.code).toBe('23505');
    }
  });
});
