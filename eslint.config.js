import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// --- SERVER/SHARED boundaries (issue 11) -------------------------------------------------------
// Zones of import-x/no-restricted-paths, paths from the repository root. ESLint keeps only the last
// options of a rule for a file, so a later block that sets import-x/no-restricted-paths for
// src/client/** must include `...clientServerZones` in its zones.
const root = import.meta.dirname;
const domains = ['auth', 'catalogue', 'orders', 'live'].map((d) => `./src/server/${d}`);
export const clientServerZones = [
  {
    target: './src/client',
    from: './src/server',
    message: 'The client never imports server code.',
  },
];
const serverSharedZones = [
  {
    target: './src/shared',
    from: '.',
    except: ['./src/shared', './node_modules'],
    message: 'src/shared imports nothing of ours outside src/shared.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports client code.',
  },
  {
    target: './src/server/db',
    from: domains,
    message: 'db imports no domain: pass what it needs from the caller.',
  },
  {
    target: './src/server/auth',
    from: domains.filter((d) => !d.endsWith('/auth')),
    message: 'auth imports no other domain.',
  },
  {
    target: './src/server/live',
    from: './src/server/orders',
    except: ['./commands.ts'],
    message: 'live uses orders only through orders/commands.ts.',
  },
];

const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'playwright-report', '.test-data', 'tests/lint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read arbitrary JSON response bodies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '../server/*', '../client/*', 'react*'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files of these extensions, parsed by the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverSharedZones }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: clientServerZones }],
    },
  },
  // --- end of SERVER/SHARED boundaries ---------------------------------------------------------
  // --- client boundaries (decision 004) ---
  // Resolved paths, so every spelling of an import counts ('../cart/x', '../../features/cart/x', aliases).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...clientServerZones,
            ...clientFeatures.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Feature folders do not import each other; move shared code to lib/ or components/.',
            })),
            {
              target: ['./src/client/lib', './src/client/components'],
              from: ['./src/client/features', './src/client/app'],
              message: 'lib/ and components/ serve every feature and never import features or app.',
            },
          ],
        },
      ],
    },
  },
  // --- end of client boundaries ---
);
