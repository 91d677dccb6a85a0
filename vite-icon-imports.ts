import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const REEXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g;

/** Every icon name lucide-react exports (aliases included) -> the file that defines it. */
function iconFiles(): Map<string, string> {
  const barrel = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(REEXPORT)) {
    for (const name of names.split(',')) {
      files.set(
        name.trim().replace(/^default as /, ''),
        join(dirname(barrel), 'icons', `${file}.mjs`),
      );
    }
  }
  return files;
}

/**
 * Imports each lucide icon from its own file instead of the package's index, which re-exports
 * all two thousand. Tree-shaking drops the unused ones either way, but the index stays a static
 * import of every module that draws an icon, so the chunk grouping (vite-chunk-groups.ts) would
 * see the sign-in page's index reach every icon of every page, and pull them into its chunk.
 */
export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      const icons = files;
      return code.replace(IMPORT, (whole, list: string) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const types = specifiers.filter((s) => s.startsWith('type '));
        const values = specifiers.filter((s) => !s.startsWith('type '));
        const parsed = values.map((s) => s.split(/\s+as\s+/));
        if (parsed.some(([name]) => !icons.has(name))) return whole;
        const lines = parsed.map(
          ([name, local]) => `import ${local ?? name} from ${JSON.stringify(icons.get(name))};`,
        );
        if (types.length) lines.push(`import { ${types.join(', ')} } from 'lucide-react';`);
        return lines.join('\n');
      });
    },
  };
}
