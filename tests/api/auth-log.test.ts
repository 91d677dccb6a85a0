import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';

const lines: string[] = [];
const { server } = useTestServer({
  config: { logger: true, logStream: { write: (line) => void lines.push(line) } },
});

async function logLine(match: (line: string) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = lines.find(match);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no such log line in:\n${lines.join('')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a failed user insert is logged without the hash, the email or the names', async () => {
  // Every new user now breaks a check constraint: PostgreSQL's error detail quotes the whole row
  // and Drizzle's message lists the insert's parameters.
  await server.database.db.execute(
    sql.raw('alter table users add constraint refuse_new_users check (id < 0) not valid'),
  );
  const email = 'secret.person@example.com';
  const res = await server.client().post('/api/users/register', {
    first_name: 'Zebulon',
    last_name: 'Quillfeather',
    email,
    password: 'fizzy-lime-42',
  });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: 'Something went wrong on the server.' });

  const line = await logLine((l) => l.includes('"level":50'));
  const log = lines.join('');
  for (const secret of [
    email,
    '$argon2',
    'Zebulon',
    'Quillfeather',
    'fizzy-lime-42',
    'Failing row',
  ]) {
    expect(log).not.toContain(secret);
  }
  // What is needed to debug stays: the SQLSTATE code, the constraint and the query text.
  const entry = JSON.parse(line);
  expect(JSON.stringify(entry.err)).toContain('23514');
  expect(JSON.stringify(entry.err)).toContain('refuse_new_users');
  expect(entry.msg).toMatch(/^Failed query: insert into "users"/);
});
