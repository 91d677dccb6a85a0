// Duplicate code, kept under a ceiling: `npm run lint:dupes`.
//
// jscpd (settings in .jscpd.json) finds the repeated blocks of src/ and tests/; this fails when it
// finds more clone pairs than scripts/duplicates-ceiling.json allows. jscpd's own `threshold` is a
// share of all lines, which new code dilutes; a count does not move unless a repeat is added or
// paid down. When repeats are paid down, lower the ceiling to the new count in the same commit.
//
// .jscpd.json counts a block of 5 lines and 35 tokens or more: jscpd's default of 50 tokens misses
// the short repeats that matter here (a route's setup, a form's fields, two catalogue resources'
// shared wiring). Import lists repeat by nature and are skipped (ignorePattern); so is the
// reference catalogue's data.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const config = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8'));
const { clones: ceiling } = JSON.parse(
  readFileSync(join(import.meta.dirname, 'duplicates-ceiling.json'), 'utf8'),
);
const reportFile = join(root, config.output, 'jscpd-report.json');

rmSync(reportFile, { force: true });
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/jscpd/run-jscpd.js'), '--config', '.jscpd.json'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  console.error(`jscpd failed (exit ${run.status})`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const found = report.statistics.total.clones;
const where = (file) => `${relative(root, file.name)}:${file.start}-${file.end}`;

if (found > ceiling) {
  for (const clone of report.duplicates) {
    console.log(`${clone.lines} lines: ${where(clone.firstFile)} = ${where(clone.secondFile)}`);
  }
  console.error(
    `\n${found} repeated blocks, over the ceiling of ${ceiling} (scripts/duplicates-ceiling.json): ` +
      'fold the new repeat into one function or component (the list above shows every pair).',
  );
  process.exit(1);
}
console.log(`${found} repeated blocks, ceiling ${ceiling}.`);
if (found < ceiling) {
  console.log(
    `Repeats were paid down: lower the ceiling in scripts/duplicates-ceiling.json to ${found}.`,
  );
}
