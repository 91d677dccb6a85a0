// Browser-test server: the BUILT app (dist/) on PORT with the embedded database in a fresh temporary
// DATA_DIR, so it starts empty and seeds the demo data. The directory is removed when the server exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';

const main = new URL('../dist/server/main.js', import.meta.url);
const pages = ['index.html', 'customer.html'].map(
  (page) => new URL(`../dist/client/${page}`, import.meta.url),
);
if (!existsSync(main) || !pages.every((page) => existsSync(page))) {
  console.error('The app is not built: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'soda-pos-e2e-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.LOG ??= 'false';
// The browser tests ring up their own sales: no demo history (issue 16).
process.env.SEED_HISTORY ??= 'false';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import(main.href);
