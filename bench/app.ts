/** The built app (npm run build output) started as its own process over a bench database. */
import { existsSync } from 'node:fs';
import type { BenchDb } from './database';
import { JWT_SECRET } from './config';
import { startChild, type Child } from './proc';

export const SERVER_ENTRY = 'dist/server/main.js';

export function requireBuild() {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(
      `${SERVER_ENTRY} is missing: run \`npm run build\` first (the bench measures the built server).`,
    );
    process.exit(1);
  }
}

const UNLIMITED = '1000000';

/** `port`: the same port as before, so signed-in clients keep their Origin across a restart. */
export function startApp(
  db: BenchDb,
  name: string,
  port?: number,
  env: Record<string, string> = {},
): Promise<Child> {
  return startChild(
    name,
    [SERVER_ENTRY],
    {
      ...(db.kind === 'pglite'
        ? { DATA_DIR: db.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: db.url }),
      JWT_SECRET,
      SEED_DEMO: 'true',
      SEED_HISTORY: 'false', // the report scenario seeds its own 100,000 orders
      NODE_ENV: 'production',
      // The bench signs in and registers dozens of users from one address.
      LOGIN_LIMIT_PER_ACCOUNT: UNLIMITED,
      LOGIN_LIMIT_PER_ADDRESS: UNLIMITED,
      REGISTER_LIMIT_PER_ADDRESS: UNLIMITED,
      ...env,
    },
    '/api/health',
    port,
  );
}
