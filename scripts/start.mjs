// npm start: build when the build is missing or older than the sources, then serve.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const outputs = ['dist/server/main.js', 'dist/client/index.html'];
const stale =
  outputs.some((file) => !existsSync(file)) ||
  Math.min(...outputs.map((file) => statSync(file).mtimeMs)) < Math.max(newest('src'), newest('drizzle'));
if (stale) execSync('npm run build', { stdio: 'inherit' });
await import(new URL('../dist/server/main.js', import.meta.url).href);
