import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each fixture is linted as if it were the file named on its first line (`// lint as: <path>`),
// with the repository's eslint.config.js: a planted forbidden import must fail `npm run lint`.
const root = join(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({ cwd: root });

const expected: Record<string, string> = {
  'shared-imports-server.ts': 'import-x/no-restricted-paths',
  'shared-imports-client.ts': 'import-x/no-restricted-paths',
  'shared-imports-tests.ts': 'import-x/no-restricted-paths',
  'client-imports-server.ts': 'import-x/no-restricted-paths',
  'server-imports-client.ts': 'import-x/no-restricted-paths',
  'db-imports-auth.ts': 'import-x/no-restricted-paths',
  'db-imports-orders.ts': 'import-x/no-restricted-paths',
  'auth-imports-catalogue.ts': 'import-x/no-restricted-paths',
  'auth-imports-orders.ts': 'import-x/no-restricted-paths',
  'live-imports-transitions.ts': 'import-x/no-restricted-paths',
  'live-imports-order-routes.ts': 'import-x/no-restricted-paths',
  'cycle.ts': 'import-x/no-cycle',
};

async function lintFixture(name: string) {
  const text = readFileSync(join(fixtures, name), 'utf8');
  const as = /^\/\/ lint as: (\S+)/.exec(text)?.[1];
  if (!as) throw new Error(`${name} names no path to lint as`);
  const [result] = await eslint.lintText(text, { filePath: join(root, as) });
  return result.messages;
}

describe('boundary lint rules (server, shared, client/server)', () => {
  it('has an expectation for every planted fixture', () => {
    const planted = readdirSync(fixtures).filter((f) => !f.startsWith('allowed-'));
    expect(planted.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s fails with %s', async (name, rule) => {
    const messages = await lintFixture(name);
    expect(messages).toContainEqual(expect.objectContaining({ ruleId: rule, severity: 2 }));
  });

  it('lets live use orders through orders/commands.ts and anything use src/shared', async () => {
    expect(await lintFixture('allowed-live-commands.ts')).toEqual([]);
  });
}, 60_000);
