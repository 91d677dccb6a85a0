import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * A small, clean copy of the repository's shape for `.dependency-cruiser.mjs` to cruise: server
 * contexts in layers (with a layers.json of its own), the client's lib, components, features and
 * app, src/shared and tests/. Every import in it is allowed; tests add planted files.
 */
export const CLEAN_TREE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      baseUrl: '.',
      paths: { '@shared/*': ['src/shared/*'] },
    },
    include: ['src', 'tests'],
  }),
  'src/server/layers.json': JSON.stringify({
    layers: [
      ['platform', 'db'],
      ['auth'],
      ['catalogue', 'availability'],
      ['cart', 'checkout', 'bar', 'sales'],
      ['live'],
      ['app', 'cli'],
    ],
  }),
  'src/server/platform/index.ts': "export { logger } from './logging';\n",
  'src/server/platform/logging.ts': 'export const logger = console;\n',
  // A folder import resolves to the folder's index.ts, which is allowed.
  'src/server/db/index.ts':
    "import { logger } from '../platform';\nexport * from './schema';\nexport const db = logger;\n",
  'src/server/db/schema.ts': 'export const orders = {};\n',
  'src/server/auth/index.ts': "export { guard } from './guards';\n",
  'src/server/auth/guards.ts':
    "import type { db } from '../db/index';\nimport { logger } from '../platform/index';\nexport const guard = (d: typeof db) => logger.log(d);\n",
  'src/server/catalogue/index.ts':
    "import { guard } from '../auth/index';\nexport { menus } from './menus';\nexport const catalogue = guard;\n",
  'src/server/catalogue/menus.ts':
    "import { orders } from '../db';\nexport const menus = orders;\n",
  'src/server/availability/index.ts':
    "export const soldOut = () => import('../catalogue/index');\n",
  // The server spells src/shared both ways: relative and through the alias.
  'src/server/cart/index.ts':
    "import { menus } from '../catalogue/index';\nimport { cents } from '@shared/money';\nimport { parseId } from '../../shared/ids';\nexport const cart = [menus, cents, parseId];\n",
  'src/server/checkout/index.ts': "export * from '../cart/index';\n",
  'src/server/bar/index.ts':
    "import { logger } from '../platform/index';\nexport const bar = logger;\n",
  'src/server/sales/index.ts':
    "import type { cart } from '../cart/index';\nexport type Sale = typeof cart;\n",
  'src/server/live/index.ts':
    "import { bar } from '../bar/index';\nimport type { Sale } from '../sales/index';\nexport const live = bar;\nexport type Live = Sale;\n",
  'src/server/app/app.ts':
    "import { live } from '../live/index';\nimport { cart } from '../checkout/index';\nimport { soldOut } from '../availability/index';\nexport const app = [live, cart, soldOut];\n",
  'src/server/app/main.ts': "import { app } from './app';\nexport const main = app;\n",
  'src/server/cli/create-user.ts':
    "import { guard } from '../auth/index';\nimport { db } from '../db/index';\nexport const created = guard(db);\n",
  'src/shared/money.ts': 'export const cents = (dollars: number) => Math.round(dollars * 100);\n',
  'src/shared/ids.ts':
    "import { cents } from './money';\nexport const parseId = (text: string) => cents(Number(text));\n",
  'src/client/lib/money.ts':
    "import { cents } from '@shared/money';\nexport const dollars = cents;\n",
  'src/client/lib/api/api.ts': "import { dollars } from '../money';\nexport const api = dollars;\n",
  'src/client/lib/state/store.ts': "import { api } from '../api/api';\nexport const store = api;\n",
  'src/client/components/button.tsx':
    "import { dollars } from '../lib/money';\nexport const Button = dollars;\n",
  'src/client/components/ui/card.tsx': 'export const Card = 1;\n',
  'src/client/features/home/home.tsx': 'export const Home = 1;\n',
  'src/client/features/cart/cart.tsx':
    "import { Button } from '../../components/button';\nimport { store } from '../../lib/state/store';\nimport { parseId } from '@shared/ids';\nexport const Cart = [Button, store, parseId];\n",
  'src/client/features/admin/admin.tsx': "export const Admin = () => import('./sodas/sodas');\n",
  'src/client/features/admin/sodas/sodas.tsx':
    "import { Card } from '../../../components/ui/card';\nexport const Sodas = Card;\n",
  'src/client/app/meta/title.ts': "export const title = 'Soda';\n",
  'src/client/app/router.tsx':
    "import { Cart } from '../features/cart/cart';\nimport { Home } from '../features/home/home';\nimport { Admin } from '../features/admin/admin';\nimport { title } from './meta/title';\nexport const routes = [Cart, Home, Admin, title];\n",
  // The customer pages: src/shared and their own files.
  'src/customer/main.tsx':
    "import { page } from './page';\nimport { title } from './meta/title';\nexport const main = [page, title];\n",
  'src/customer/page.tsx':
    "import { cents } from '@shared/money';\nimport { parseId } from '../shared/ids';\nexport const page = [cents, parseId];\n",
  'src/customer/meta/title.ts': "export const title = 'Order ahead';\n",
  // Only reached through planted imports: src never imports tests.
  'tests/helpers/clock.ts': 'export const now = () => 0;\n',
};

export type Violation = { rule: string; from: string; to: string };

/**
 * Writes `files` into a new folder (with the repository's node_modules linked in, so packages
 * resolve as they do here), runs dependency-cruiser over its src/ with the repository's
 * configuration, and returns the violations and the number of modules cruised.
 */
export function cruise(repository: string, files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'soda-pos-depcruise-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    symlinkSync(join(repository, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const cli = join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const config = join(repository, '.dependency-cruiser.mjs');
    const run = spawnSync(
      process.execPath,
      [cli, 'src', '--config', config, '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0 || !run.stdout) throw new Error(`depcruise failed: ${run.stderr}`);
    const result = JSON.parse(run.stdout);
    if (process.env.DEPCRUISE_DEBUG) writeFileSync(process.env.DEPCRUISE_DEBUG, run.stdout);
    const violations: Violation[] = result.summary.violations.map(
      (v: { rule: { name: string }; from: string; to: string }) => ({
        rule: v.rule.name,
        from: v.from,
        to: v.to,
      }),
    );
    return { violations, modules: result.summary.totalCruised as number };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type Spelling = 'relative' | 'alias' | 'dynamic' | 're-export' | 'type-only';
export const SPELLINGS: Spelling[] = ['relative', 'alias', 'dynamic', 're-export', 'type-only'];

/**
 * The text of a file at `from` that imports the module at `to` (a path from the tree's root,
 * without extension) in the given spelling. The alias spelling goes through `@shared/` and climbs
 * out of src/shared, which the alias allows: a rule keyed to the written path would miss it.
 */
export function importing(from: string, to: string, spelling: Spelling) {
  let path = posix.relative(posix.dirname(from), to);
  if (!path.startsWith('.')) path = `./${path}`;
  const alias = `@shared/${posix.relative('src/shared', to)}`;
  switch (spelling) {
    case 'relative':
      return `import * as planted from '${path}';\nexport const used = planted;\n`;
    case 'alias':
      return `import * as planted from '${alias}';\nexport const used = planted;\n`;
    case 'dynamic':
      return `export const load = () => import('${path}');\n`;
    case 're-export':
      return `export * from '${path}';\n`;
    case 'type-only':
      return `import type { Planted } from '${path}';\nexport type Used = Planted;\n`;
  }
}
