/**
 * The bench's own child programs (load process, subscribers and ceiling servers) bundled to plain JavaScript,
 * so that they start with `node` like the built app does (no TypeScript loader in their start time
 * or memory). Packages stay external and resolve from the project's node_modules.
 */
import { build } from 'esbuild';
import { join } from 'node:path';

export const OUT_DIR = join(process.cwd(), 'node_modules/.cache/soda-bench');
const ENTRIES = {
  'load-worker': 'bench/load-worker.ts',
  'bare-http': 'bench/ceilings/bare-http.ts',
  'bare-ws': 'bench/ceilings/bare-ws.ts',
  'insert-rate': 'bench/ceilings/insert-rate.ts',
  'subscriber-worker': 'bench/live/subscriber-worker.ts',
};
export type Program = keyof typeof ENTRIES;

export async function bundlePrograms(): Promise<void> {
  await build({
    entryPoints: ENTRIES,
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    logLevel: 'warning',
  });
}

export const programPath = (name: Program) => join(OUT_DIR, `${name}.mjs`);
