import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { createUser } from './auth/users-repo';
import { configFromEnv } from './config';
import { isEmpty, seedDemo } from './db/seed';
import { seedDemoHistory } from './orders/demo-shops';
import { openDatabase, projectRoot } from './db/client';

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

let demo: Awaited<ReturnType<typeof seedDemo>> | null = null;
if ((database.kind === 'pglite' || env.SEED_DEMO === 'true') && (await isEmpty(database.db))) {
  demo = await seedDemo(database.db, createUser);
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
if (demo) {
  console.log('Demo data loaded. Sign in with:');
  console.log(`  admin  ${demo.admin.email} / ${demo.admin.password}`);
  console.log(`  staff  ${demo.staff.email} / ${demo.staff.password}`);
} else {
  console.log(
    'Sign in with an existing account (create one with: npm run user:create -- --email E --password P --admin).',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
