import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Client boundaries (decision 004): each import is linted as a line of a file at the given path with
// the repository's eslint.config.js, so every spelling of a forbidden import must fail `npm run lint`.
const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

async function lint(path: string, from: string) {
  const text = `import * as planted from '${from}';\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(text, { filePath: join(root, 'src/client', path) });
  return result.messages.filter((m) => m.ruleId === RULE);
}

const forbidden: [string, string][] = [
  ['features/take-order/planted.tsx', '../cart/cart-items'],
  ['features/take-order/planted.tsx', '../../features/cart/cart-items'],
  ['features/take-order/planted.tsx', '../checkout/checkout-api'],
  ['features/admin/sodas/planted.tsx', '../../make-orders/make-orders-api'],
  ['features/cart/planted.tsx', '../admin/admin-page'],
  ['lib/planted.ts', '../features/cart/cart-items'],
  ['lib/api/planted.ts', '../../features/take-order/take-order-api'],
  ['lib/state/planted.ts', '../../app/store'],
  ['components/planted.tsx', '../features/checkout/checkout-page'],
  ['components/ui/planted.tsx', '../../app/router'],
];

const allowed: [string, string][] = [
  ['features/take-order/planted.tsx', './take-order-api'],
  ['features/take-order/planted.tsx', '../../lib/api/orders-api'],
  ['features/take-order/planted.tsx', '../../components/location-picker'],
  ['features/admin/users/planted.tsx', '../locations/locations-api'],
  ['features/admin/users/planted.tsx', '@shared/money'],
  ['app/planted.tsx', '../features/cart/cart-panel'],
  ['lib/planted.ts', './api/api'],
];

describe('client boundary lint rules', () => {
  it.each(forbidden)('%s may not import %s', async (path, from) => {
    expect(await lint(path, from)).toContainEqual(expect.objectContaining({ severity: 2 }));
  });

  it.each(allowed)('%s may import %s', async (path, from) => {
    expect(await lint(path, from)).toEqual([]);
  });
}, 60_000);
