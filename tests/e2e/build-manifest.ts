import { readFileSync } from 'node:fs';

/**
 * The built file of the chunk named `name` (a module's name, e.g. 'make-orders-page'), read from
 * the build's manifest: chunk files are named by their hash alone (vite.config.ts).
 */
export function chunkFile(name: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.name === name);
  if (!chunk) throw new Error(`no chunk named ${name} in the build manifest`);
  return chunk.file;
}
