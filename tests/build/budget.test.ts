import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 12: the JS a cold load downloads, gzip-compressed, read from the build (`npm run build`
// first). Sizes, not timings. The Vite manifest gives each chunk's static imports; a page's lazy
// chunks are named by their source file (relative to src/client).

const CLIENT = process.env.BUILD_CLIENT_DIR ?? join(import.meta.dirname, '../../dist/client');
const MANIFEST = join(CLIENT, '.vite/manifest.json');
const KB = 1024;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

// Issue 12's limits were /login 100 KB and Take Order cold (entry + route) 150 KB; since React's
// runtime became Preact's (decision 037) each limit sits just above what the build reaches, so it
// cannot grow unnoticed. The third row bounds what Take Order has fetched after the first touch
// or key press: the navbar's popovers and the order dialog load then (decision 020).
// The store provider and the navbar's widgets share one chunk, 'signed-in' (vite-chunk-groups.ts).
const TAKE_ORDER = ['features/take-order/take-order-page.tsx', 'signed-in'];
const FIRST_LOADS = [
  // A signed-out visitor: the entry chunk renders the sign-in page.
  { page: '/login', budgetKb: 44, lazy: [] },
  // A signed-in staff member: the page, the data layer and the navbar's buttons.
  { page: '/take-order', budgetKb: 92, lazy: TAKE_ORDER },
  {
    page: '/take-order after the first touch',
    budgetKb: 141,
    lazy: [...TAKE_ORDER, 'app/navbar-popovers.ts', 'components/ui/dialog-or-drawer.tsx'],
  },
];

function readManifest(): Record<string, ManifestChunk> {
  if (!existsSync(MANIFEST)) throw new Error(`No ${MANIFEST}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
}

/** A lazy chunk that also holds modules shared with others is keyed by file, not by source. */
function lazyChunk(manifest: Record<string, ManifestChunk>, source: string) {
  const name = basename(source, extname(source));
  const found = Object.values(manifest).filter((c) => c.isDynamicEntry && c.name === name);
  return found.length === 1 ? found[0] : undefined;
}

/** The JS files a browser downloads for these manifest entries: each and its static imports. */
function jsFiles(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? lazyChunk(manifest, key);
    if (!chunk) throw new Error(`${key} is not a chunk of the build.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

describe('first-load JS budget (gzip)', () => {
  const manifest = readManifest();
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);

  it('has one entry chunk', () => {
    expect(entry).toEqual(['index.html']);
  });

  it.each(FIRST_LOADS)('$page downloads at most $budgetKb KB', ({ page, budgetKb, lazy }) => {
    const files = [...jsFiles(manifest, [...entry, ...lazy])];
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(
      `${page}: ${(bytes / KB).toFixed(1)} KB gzip (${bytes} bytes) in ${files.length} files`,
    );
    expect(bytes / KB, files.join(', ')).toBeLessThanOrEqual(budgetKb);
  });
});
