import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// max-lines-per-function (eslint.config.js): a function of src/ over 80 lines fails `npm run lint`;
// blank lines and comments do not count, test files are left out.
const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'max-lines-per-function';

/** A function of `lines` lines of code, with a blank line and a comment after each statement. */
function longFunction(lines: number) {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};\n\n  // step ${i}\n`);
  return `export function planted() {\n  let total = 0;\n${body.join('')}  return total;\n}\n`;
}

async function lint(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: join(root, path) });
  return result.messages.filter((m) => m.ruleId === RULE);
}

describe('function length', () => {
  it('fails a function of 81 lines in src', async () => {
    expect(await lint('src/server/platform/planted.ts', longFunction(81))).toContainEqual(
      expect.objectContaining({ severity: 2 }),
    );
  });

  it('passes a function of 80 lines, its blank lines and comments not counted', async () => {
    expect(await lint('src/client/lib/planted.ts', longFunction(80))).toEqual([]);
  });

  it('leaves test files out', async () => {
    expect(await lint('src/shared/planted.test.ts', longFunction(120))).toEqual([]);
  });
}, 60_000);
