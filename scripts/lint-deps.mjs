// npm run lint:deps: dependency-cruiser over src/ with .dependency-cruiser.mjs; fails on any error.
//
// depcruise exits with its count of errors, which the shell reads modulo 256: 256 errors would
// pass. So the cruise writes JSON, the err reporter prints it, and this script sets the exit code.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/dependency-cruiser/bin', name);
const result = join(root, '.test-results/dependency-cruiser.json');
mkdirSync(join(root, '.test-results'), { recursive: true });

const cruise = spawnSync(
  process.execPath,
  [
    bin('dependency-cruise.mjs'),
    'src',
    '--config',
    '.dependency-cruiser.mjs',
    '--output-type',
    'json',
    '--output-to',
    result,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (cruise.status !== 0) process.exit(1);
spawnSync(process.execPath, [bin('depcruise-fmt.mjs'), '--output-type', 'err', result], {
  cwd: root,
  stdio: 'inherit',
});
const { summary } = JSON.parse(readFileSync(result, 'utf8'));
const perRule = new Map();
for (const { rule } of summary.violations)
  perRule.set(rule.name, (perRule.get(rule.name) ?? 0) + 1);
for (const [rule, count] of perRule) console.log(`${String(count).padStart(5)}  ${rule}`);
process.exit(summary.error > 0 ? 1 : 0);
