import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// *.pg.test.ts need a PostgreSQL server (several server instances on one database).
const apiProject = (name: string, db: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: db === 'postgres' ? [] : ['tests/api/**/*.pg.test.ts'],
    env: { API_DB: db },
    globalSetup: ['tests/helpers/template-database.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// Unit tests are pure (well under 5 s together); these open a database or spawn a process.
const integrationTests = [
  'src/server/db/migrations.test.ts',
  'src/server/db/data-dir-archive.test.ts',
];

// The build project reads dist/client, so it runs only when named (`--project build`, after
// `npm run build`), never in the default run.
const buildProjectAsked = process.argv.some(
  (arg, i) => arg === '--project=build' || (arg === 'build' && process.argv[i - 1] === '--project'),
);

export default defineConfig({
  // The client's import alias, for unit tests of client modules.
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: integrationTests,
        },
      },
      // Tests beside the code that open a database or spawn a process: kept out of the quick unit run.
      { extends: true, test: { name: 'integration', include: integrationTests } },
      // Import boundaries: dependency-cruiser over fake trees, slower than a unit test.
      { test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], testTimeout: 120_000 } },
      apiProject('api', 'pglite'),
      ...(buildProjectAsked
        ? [{ test: { name: 'build', include: ['tests/build/**/*.test.ts'] } }]
        : []),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres')] : []),
    ],
  },
});
