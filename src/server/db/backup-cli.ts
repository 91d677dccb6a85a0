import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { backup, defaultBackupFile, restore, targetFromEnv } from './backup';

// npm run db:backup [-- --out FILE]   /   npm run db:restore -- FILE [--force] [--check-timeout S]
// The database is the app's: DATABASE_URL (as DATABASE_MIGRATION_URL, its owner, when set), else
// the embedded one in DATA_DIR (./data).
// BACKUP_DIR (./backups) holds backups without --out and what a forced restore replaces.
// --check-timeout: how many seconds the check of an embedded backup may take (default 15).

const usage = [
  'Usage: npm run db:backup [-- --out FILE]',
  '       npm run db:restore -- FILE [--force] [--check-timeout SECONDS]',
].join('\n');

const [command, ...rest] = process.argv.slice(2);
let parsed;
try {
  parsed = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      'check-timeout': { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const checkSeconds =
  values['check-timeout'] === undefined ? undefined : Number(values['check-timeout']);
if (checkSeconds !== undefined && !(checkSeconds >= 1 && checkSeconds <= 3600)) {
  console.error(`--check-timeout takes a number of seconds from 1 to 3600.\n${usage}`);
  process.exit(2);
}
const target = targetFromEnv(process.env);
const backupDir = process.env.BACKUP_DIR || './backups';

try {
  if (command === 'backup' && positionals.length === 0 && checkSeconds === undefined) {
    const file = values.out ? resolve(values.out) : defaultBackupFile(target, backupDir);
    console.log(await backup(target, file));
  } else if (command === 'restore' && positionals.length === 1 && !values.out) {
    const checkTimeoutMs = checkSeconds === undefined ? undefined : checkSeconds * 1000;
    const options = { force: values.force, backupDir, checkTimeoutMs };
    console.log(await restore(target, resolve(positionals[0]), options));
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
