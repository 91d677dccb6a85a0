// npm start: build when the build is missing or older than the sources, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const outputs = ['dist/server/main.js', 'dist/client/index.html', 'dist/client/customer.html'];
const stale =
  outputs.some((file) => !existsSync(file)) ||
  Math.min(...outputs.map((file) => statSync(file).mtimeMs)) < Math.max(newest('src'), newest('drizzle'));
if (stale) {
  // The build's own output (a line per asset) would bury the sign-in lines: shown only on failure.
  console.log('Building the app (first start, or the sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', shell: true });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
