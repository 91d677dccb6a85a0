import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { backup, defaultBackupFile, restore, targetFromEnv } from './backup';

// npm run db:backup [-- --out FILE]   /   npm run db:restore -- FILE [--force]
// The database is the app's: DATABASE_URL, else the embedded one in DATA_DIR (./data).
// BACKUP_DIR (./backups) holds backups without --out and what a forced restore replaces.

const usage = [
  'Usage: npm run db:backup [-- --out FILE]',
  '       npm run db:restore -- FILE [--force]',
].join('\n');

const [command, ...rest] = process.argv.slice(2);
let parsed;
try {
  parsed = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const target = targetFromEnv(process.env);
const backupDir = process.env.BACKUP_DIR || './backups';

try {
  if (command === 'backup' && positionals.length === 0) {
    const file = values.out ? resolve(values.out) : defaultBackupFile(target, backupDir);
    console.log(await backup(target, file));
  } else if (command === 'restore' && positionals.length === 1 && !values.out) {
    console.log(await restore(target, resolve(positionals[0]), { force: values.force, backupDir }));
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
