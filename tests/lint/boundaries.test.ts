import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLEAN_TREE,
  SPELLINGS,
  cruise,
  importing,
  type Spelling,
  type Violation,
} from './fake-tree';

// Each rule of .dependency-cruiser.mjs is proven by planting forbidden imports, one per file and
// in every spelling that applies, into a fake tree (fake-tree.ts) and cruising it with the
// repository's configuration. A case owns its planted files (and, for folder cycles, the folders
// of the cycle); it passes when the violations from what it owns are exactly the ones expected.
const repository = join(import.meta.dirname, '../..');

type Case = { name: string; files: Record<string, string>; expected: string[] };
const cases: Case[] = [];

/** Plants one file importing `to` in each spelling; each file breaks the given rules. */
function plantEach(
  name: string,
  file: (s: Spelling) => string,
  to: string,
  rules: string[],
  spellings = SPELLINGS,
) {
  for (const spelling of spellings) {
    const path = file(spelling);
    cases.push({
      name: `${name} (${spelling})`,
      files: { [path]: importing(path, to, spelling) },
      expected: rules.map((rule) => `${rule} ${path}`),
    });
  }
}

function plant(name: string, path: string, text: string, rules: string[]) {
  cases.push({ name, files: { [path]: text }, expected: rules.map((rule) => `${rule} ${path}`) });
}
const plainImport = (from: string, to: string) => importing(from, to, 'relative');

// --- server: layers, context entries, ground floor, app, declared folders, loose files ---
plantEach(
  'catalogue imports bar, a higher layer',
  (s) => `src/server/catalogue/planted-layer-${s}.ts`,
  'src/server/bar/index',
  ['server-layer-order'],
);
plantEach(
  "cart imports catalogue's private menus.ts, not its index.ts",
  (s) => `src/server/cart/planted-entry-${s}.ts`,
  'src/server/catalogue/menus',
  ['server-context-entry'],
);
plantEach(
  'db, on the ground floor, imports bar',
  (s) => `src/server/db/planted-ground-${s}.ts`,
  'src/server/bar/index',
  ['server-layer-order', 'ground-floor-imports-no-context'],
);
plant(
  'db, on the ground floor, imports a file outside any context',
  'src/server/db/planted-ground-loose.ts',
  plainImport('src/server/db/planted-ground-loose.ts', 'src/server/planted-loose'),
  ['ground-floor-imports-no-context'],
);
plant('a file directly in src/server', 'src/server/planted-loose.ts', 'export const loose = 1;\n', [
  'server-no-loose-files',
]);
plantEach('cli imports app.ts', (s) => `src/server/cli/planted-app-${s}.ts`, 'src/server/app/app', [
  'server-context-entry',
  'app-imported-by-nothing',
]);
plant(
  'the client imports app.ts',
  'src/client/app/planted-server-app.ts',
  plainImport('src/client/app/planted-server-app.ts', 'src/server/app/app'),
  ['client-no-server', 'app-imported-by-nothing'],
);
// A folder that layers.json does not declare: each file in it is a violation, imports or not.
cases.push({
  name: 'a context folder missing from layers.json',
  files: {
    'src/server/orders/planted-unlisted.ts': 'export const unlisted = 1;\n',
    'src/server/orders/planted-unlisted-importing.ts': plainImport(
      'src/server/orders/planted-unlisted-importing.ts',
      'src/server/platform/index',
    ),
  },
  expected: [
    'server-unlisted-context src/server/orders/planted-unlisted.ts',
    'server-unlisted-context src/server/orders/planted-unlisted-importing.ts',
  ],
});

// --- client and server apart; client lib, components and features ---
plantEach(
  'the server imports the client',
  (s) => `src/server/app/planted-client-${s}.ts`,
  'src/client/lib/money',
  ['server-no-client'],
);
plantEach(
  'the client imports the server',
  (s) => `src/client/lib/planted-server-${s}.ts`,
  'src/server/platform/index',
  ['client-no-server'],
);
plantEach(
  'lib imports components',
  (s) => `src/client/lib/planted-lib-${s}.ts`,
  'src/client/components/ui/card',
  ['client-lib-independent'],
);
for (const [target, to] of [
  ['features', 'src/client/features/home/home'],
  ['app', 'src/client/app/meta/title'],
]) {
  plant(
    `lib imports ${target}`,
    `src/client/lib/api/planted-lib-${target}.ts`,
    plainImport(`src/client/lib/api/planted-lib-${target}.ts`, to),
    ['client-lib-independent'],
  );
}
plantEach(
  'components import features',
  (s) => `src/client/components/planted-components-${s}.tsx`,
  'src/client/features/home/home',
  ['client-components-independent'],
);
plant(
  'components import app',
  'src/client/components/ui/planted-components-app.tsx',
  plainImport('src/client/components/ui/planted-components-app.tsx', 'src/client/app/meta/title'),
  ['client-components-independent'],
);
plantEach(
  'a feature imports another feature',
  (s) => `src/client/features/cart/planted-features-${s}.tsx`,
  'src/client/features/home/home',
  ['client-features-apart'],
);
plant(
  'a nested feature folder imports another feature',
  'src/client/features/admin/sodas/planted-features-nested.tsx',
  plainImport(
    'src/client/features/admin/sodas/planted-features-nested.tsx',
    'src/client/features/cart/cart',
  ),
  ['client-features-apart'],
);

// --- the customer pages: a bundle of their own, imported by nothing else ---
for (const [target, to] of [
  ['client', 'src/client/lib/money'],
  ['server', 'src/server/platform/index'],
]) {
  plantEach(
    `the customer pages import the ${target}`,
    (s) => `src/customer/planted-${target}-${s}.ts`,
    to,
    ['customer-apart'],
  );
}
plant(
  "the customer pages import React's packages",
  'src/customer/planted-react.tsx',
  "import { useState } from 'react';\nexport const used = useState;\n",
  ['customer-apart'],
);
for (const [from, rules] of [
  ['src/client/lib/planted-customer.ts', ['customer-imported-by-nothing']],
  ['src/server/app/planted-customer.ts', ['customer-imported-by-nothing']],
  ['src/shared/planted-customer.ts', ['customer-imported-by-nothing', 'shared-portable']],
] as const) {
  plant(
    `${from.split('/')[1]} imports the customer pages`,
    from,
    plainImport(from, 'src/customer/meta/title'),
    [...rules],
  );
}

// --- src/shared: portable, self-contained ---
const nodeBuiltIns: [string, string][] = [
  ['fs', "import { readFileSync } from 'fs';\nexport const read = readFileSync;\n"],
  ['node-fs', "import * as fs from 'node:fs';\nexport const read = fs;\n"],
  ['dynamic', "export const load = () => import('node:fs/promises');\n"],
  ['re-export', "export * from 'node:path';\n"],
  ['type-only', "import type { Stats } from 'node:fs';\nexport type Used = Stats;\n"],
  ['path-posix', "import { join } from 'path/posix';\nexport const joined = join;\n"],
];
for (const [name, text] of nodeBuiltIns) {
  plant(`shared imports a Node built-in (${name})`, `src/shared/planted-node-${name}.ts`, text, [
    'shared-portable',
  ]);
}
const packages: [string, string][] = [
  ['pg', "import pg from 'pg';\nexport const used = pg;\n"],
  ['pglite', "export const load = () => import('@electric-sql/pglite');\n"],
  ['drizzle', "import { sql } from 'drizzle-orm';\nexport const used = sql;\n"],
  [
    'drizzle-subpath',
    "import type { PgTable } from 'drizzle-orm/pg-core';\nexport type Used = PgTable;\n",
  ],
  ['fastify', "export * from 'fastify';\n"],
  ['fastify-plugin', "import cookie from '@fastify/cookie';\nexport const used = cookie;\n"],
  ['react', "import { useState } from 'react';\nexport const used = useState;\n"],
];
for (const [name, text] of packages) {
  plant(
    `shared imports a package it cannot take to both sides (${name})`,
    `src/shared/planted-package-${name}.ts`,
    text,
    ['shared-portable'],
  );
}
plantEach(
  'shared imports the server',
  (s) => `src/shared/planted-ours-${s}.ts`,
  'src/server/platform/index',
  ['shared-portable'],
);
plant(
  'shared imports the client',
  'src/shared/planted-ours-client.ts',
  importing('src/shared/planted-ours-client.ts', 'src/client/components/ui/card', 'dynamic'),
  ['shared-portable'],
);
plant(
  'shared imports tests',
  'src/shared/planted-ours-tests.ts',
  plainImport('src/shared/planted-ours-tests.ts', 'tests/helpers/clock'),
  ['shared-portable', 'src-imports-no-tests'],
);

// --- src never imports tests ---
plantEach(
  'the server imports tests',
  (s) => `src/server/cart/planted-tests-${s}.ts`,
  'tests/helpers/clock',
  ['src-imports-no-tests'],
);
plant(
  'the client imports tests',
  'src/client/lib/planted-tests.ts',
  plainImport('src/client/lib/planted-tests.ts', 'tests/helpers/clock'),
  ['src-imports-no-tests'],
);

// --- cycles: between files, and between folders when no file cycle exists ---
for (const spelling of SPELLINGS) {
  const a = `src/server/platform/planted-cycle-${spelling}-a.ts`;
  const b = `src/server/platform/planted-cycle-${spelling}-b.ts`;
  cases.push({
    name: `a file cycle (${spelling})`,
    files: {
      [a]: plainImport(a, b.replace(/\.ts$/, '')),
      [b]: importing(b, a.replace(/\.ts$/, ''), spelling),
    },
    // A cycle is reported once, from the file where the cruise first meets it.
    expected: [`no-circular ${a}`],
  });
}
for (const spelling of SPELLINGS) {
  // a.ts imports b.ts, and b.ts imports c.ts beside a.ts: no file cycle, a folder cycle.
  const [one, two] = [`src/client/lib/ring-${spelling}-a`, `src/client/lib/ring-${spelling}-b`];
  cases.push({
    name: `a folder cycle in the client (${spelling})`,
    files: {
      [`${one}/a.ts`]: plainImport(`${one}/a.ts`, `${two}/b`),
      [`${two}/b.ts`]: importing(`${two}/b.ts`, `${one}/c`, spelling),
      [`${one}/c.ts`]: 'export const c = 1;\n',
    },
    expected: [`no-folder-cycles ${one}`, `no-folder-cycles ${two}`],
  });
}
// Two contexts of one layer, each through the other's index.ts: nothing else is broken.
plant(
  'a folder cycle between server contexts (cart and checkout)',
  'src/server/cart/planted-ring.ts',
  plainImport('src/server/cart/planted-ring.ts', 'src/server/checkout/index'),
  [],
);
cases.at(-1)!.expected = [
  'no-folder-cycles src/server/cart',
  'no-folder-cycles src/server/checkout',
];
plant(
  'a folder cycle between server contexts through a type (catalogue and availability)',
  'src/server/catalogue/planted-ring.ts',
  importing('src/server/catalogue/planted-ring.ts', 'src/server/availability/index', 'type-only'),
  [],
);
cases.at(-1)!.expected = [
  'no-folder-cycles src/server/catalogue',
  'no-folder-cycles src/server/availability',
];

plant(
  'an import that resolves to nothing',
  'src/client/lib/planted-unresolvable.ts',
  plainImport('src/client/lib/planted-unresolvable.ts', 'src/client/lib/missing'),
  ['no-unresolvable'],
);

const key = (v: Violation) => `${v.rule} ${v.from}`;
const owners = (c: Case) =>
  new Set([...Object.keys(c.files), ...c.expected.map((e) => e.split(' ')[1])]);

describe('import boundaries (dependency-cruiser)', () => {
  let planted: Violation[];

  beforeAll(() => {
    const files = Object.assign({}, CLEAN_TREE, ...cases.map((c) => c.files));
    planted = cruise(repository, files).violations;
  }, 120_000);

  it('finds nothing in the clean tree', () => {
    const { violations, modules } = cruise(repository, CLEAN_TREE);
    expect(modules).toBe(Object.keys(CLEAN_TREE).filter((f) => /^src\/.*\.tsx?$/.test(f)).length);
    expect(violations).toEqual([]);
  }, 120_000);

  it.each(cases.map((c) => [c.name, c]))('%s', (_, c) => {
    const own = owners(c as Case);
    const found = [...new Set(planted.filter((v) => own.has(v.from)).map(key))].sort();
    expect(found).toEqual([...(c as Case).expected].sort());
  });

  it('reports nothing that no planted case owns', () => {
    const owned = new Set(cases.flatMap((c) => [...owners(c)]));
    expect(planted.filter((v) => !owned.has(v.from))).toEqual([]);
  });
});
