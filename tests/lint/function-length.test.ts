import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// max-lines-per-function (eslint.config.js): a function of src/ over 80 lines fails `npm run lint`;
// blank lines and comments do not count, test files are left out, and an allowed file's function
// may not grow past the length it was allowed at.
const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'max-lines-per-function';
const longFunctions: { file: string; max: number }[] = JSON.parse(
  readFileSync(join(root, 'long-functions.json'), 'utf8'),
).functions;

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

  it("holds each allowed file's function at the length it was allowed at", async () => {
    for (const { file: allowed, max } of longFunctions) {
      expect(allowed, 'an exact path, so the planted file is the allowed one').not.toContain('*');
      expect(await lint(allowed, longFunction(max))).toEqual([]);
      expect(await lint(allowed, longFunction(max + 1))).toContainEqual(
        expect.objectContaining({ severity: 2 }),
      );
    }
  });
}, 60_000);
