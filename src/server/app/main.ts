import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { createUser, demoAccountsInUse } from '../auth';
import { configFromEnv } from '../platform';
import { DEMO_USERS, isEmpty, openDatabase, projectRoot, seedDemo } from '../db';
import { seedDemoHistory } from '../demo';

/** With the embedded database and no JWT_SECRET, keep a generated secret beside the data. */
function secretFor(env: NodeJS.ProcessEnv): string | undefined {
  if (env.JWT_SECRET || env.DATABASE_URL) return env.JWT_SECRET;
  const file = join(resolve(env.DATA_DIR || './data'), '.jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const env = process.env;
const database = await openDatabase(env);
const config = {
  ...configFromEnv({ ...env, JWT_SECRET: secretFor(env) }),
  clientDir: join(projectRoot(), 'dist/client'),
};
const port = Number(env.PORT || 3000);

if ((database.kind === 'pglite' || env.SEED_DEMO === 'true') && (await isEmpty(database.db))) {
  await seedDemo(database.db, createUser);
  if (env.SEED_HISTORY !== 'false') {
    const history = await seedDemoHistory(database.db, createUser);
    console.log(`Demo history: ${history.orders} orders over four weeks in two shops.`);
  }
}

const app = await buildApp(database, config);
await app.listen({ port, host: env.HOST || '0.0.0.0' });

const url = `http://localhost:${port}`;
console.log(
  `\nSoda POS is running at ${url} (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR || './data'}` : 'PostgreSQL'})`,
);
// Printed on every start while the demo accounts still sign in with their demo passwords.
const demo = await demoAccountsInUse(database.db, [
  { role: 'admin', ...DEMO_USERS.admin },
  { role: 'staff', ...DEMO_USERS.staff },
]);
if (demo.length > 0) {
  console.log('Demo accounts. Sign in with:');
  for (const account of demo)
    console.log(`  ${account.role.padEnd(5)}  ${account.email} / ${account.password}`);
} else {
  console.log(
    'Sign in with an existing account (create one with: npm run user:create -- --email E --password P --admin).',
  );
}
console.log(`Customers order ahead at ${url}/order (no sign-in).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
