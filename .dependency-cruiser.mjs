// @ts-check
/**
 * Import boundaries of src/, checked by `npm run lint:deps` (dependency-cruiser).
 *
 * The server's rules are derived, not listed: the context folders are read from the tree
 * (src/server/*) and their order from src/server/layers.json, so a folder is fenced the day it
 * appears. Paths are those of the cruise, relative to the working directory; tests/lint runs this
 * same file in a throwaway tree of its own, so nothing here names the repository's root.
 *
 * Every import spelling counts: paths are matched after resolution (relative, the `@shared` alias
 * of tsconfig.json, dynamic `import()`, `export ... from`), and `tsPreCompilationDeps` keeps
 * type-only imports, which TypeScript erases but which still tie one folder's code to another's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const SERVER = 'src/server';

/** @type {string[][]} */
const layers = JSON.parse(readFileSync(join(root, SERVER, 'layers.json'), 'utf8')).layers;
const listed = layers.flat();
const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
if (twice.length) throw new Error(`${SERVER}/layers.json lists ${twice.join(', ')} more than once`);
const folders = readdirSync(join(root, SERVER), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlisted = folders.filter((folder) => !listed.includes(folder));

/** A regular expression matching any of the given folder names, for use inside a path pattern. */
const anyOf = (/** @type {string[]} */ names) => `(?:${names.map(escape).join('|')})`;
function escape(/** @type {string} */ text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A path that no module has: a `required` rule naming it is broken by every module it selects. */
const NOTHING = '^$';

const ground = layers[0];
const serverOnlyPackages = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'fastify',
  '@fastify/[^/]+',
];
const clientOnlyPackages = ['react', 'react-dom', 'react-[^/]+'];
/** A package, resolved into node_modules, or as written when it cannot be resolved. */
const packagePaths = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [`(^|/)node_modules/${name}(/|$)`, `^${name}(/|$)`]);

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerOrder = layers.slice(0, -1).map((layer, i) => ({
  name: 'server-layer-order',
  severity: 'error',
  comment: `Imports run down the layers of ${SERVER}/layers.json: ${layer.join(', ')} import nothing from ${layers
    .slice(i + 1)
    .flat()
    .join(', ')}.`,
  from: { path: `^${SERVER}/${anyOf(layer)}/` },
  to: { path: `^${SERVER}/${anyOf(layers.slice(i + 1).flat())}/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerOrder,
    {
      name: 'server-context-entry',
      severity: 'error',
      comment:
        'Another context is used only through its index.ts, its public face; everything else in it (routes, repositories, helpers) is private.',
      from: { path: `^${SERVER}/([^/]+)/` },
      to: {
        path: `^${SERVER}/[^/]+/`,
        pathNot: [`^${SERVER}/$1/`, `^${SERVER}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'ground-floor-imports-no-context',
      severity: 'error',
      comment: `The ground floor (${ground.join(', ')}) imports nothing else of ${SERVER}: callers pass it what it needs.`,
      from: { path: `^${SERVER}/${anyOf(ground)}/` },
      to: { path: `^${SERVER}/`, pathNot: `^${SERVER}/${anyOf(ground)}/` },
    },
    {
      name: 'app-imported-by-nothing',
      severity: 'error',
      comment:
        'app.ts builds the whole server; only the entry points beside it (main.ts) may load it.',
      from: { path: '^src/', pathNot: `^${SERVER}/app/` },
      to: { path: `^${SERVER}/app/app\\.ts$` },
    },
    {
      name: 'server-no-client',
      severity: 'error',
      comment: 'The server never imports client code.',
      from: { path: `^${SERVER}/` },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-no-server',
      severity: 'error',
      comment: 'The client never imports server code; what both need lives in src/shared.',
      from: { path: '^src/client/' },
      to: { path: `^${SERVER}/` },
    },
    {
      name: 'client-lib-independent',
      severity: 'error',
      comment: 'lib/ serves every screen: it imports no components, features or app.',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/(components|features|app)/' },
    },
    {
      name: 'client-components-independent',
      severity: 'error',
      comment: 'components/ serve every feature: they import no features and no app.',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'client-features-apart',
      severity: 'error',
      comment:
        'Feature folders do not import each other; move what two share to lib/ or components/.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'customer-apart',
      severity: 'error',
      comment:
        "The customer pages are a bundle of their own on Preact: they import src/shared and their own files, never the staff app, the server or React's packages.",
      from: { path: '^src/customer/' },
      to: { path: ['^src/(client|server)/', ...packagePaths(clientOnlyPackages)] },
    },
    {
      name: 'customer-imported-by-nothing',
      severity: 'error',
      comment: 'Nothing outside the customer pages imports them: they are an entry of their own.',
      from: { path: '^src/', pathNot: '^src/customer/' },
      to: { path: '^src/customer/' },
    },
    {
      name: 'shared-portable',
      severity: 'error',
      comment:
        'src/shared runs in the browser and on the server: no Node built-in, in any spelling.',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-portable',
      severity: 'error',
      comment:
        'src/shared runs in the browser and on the server: no server-only package (database, drizzle, fastify) and no React.',
      from: { path: '^src/shared/' },
      to: { path: packagePaths([...serverOnlyPackages, ...clientOnlyPackages]) },
    },
    {
      name: 'shared-portable',
      severity: 'error',
      comment: 'src/shared imports nothing of ours outside src/shared.',
      from: { path: '^src/shared/' },
      to: { pathNot: ['^src/shared/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'src-imports-no-tests',
      severity: 'error',
      comment: 'Product code never imports test code.',
      from: { path: '^src/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle between files: a cycle makes load order matter and hides a missing layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      // `circular` on modules finds file cycles only (no-circular above). With scope "folder",
      // dependency-cruiser builds the folder graph instead: a folder depends on each folder that
      // its files, at any depth, import from outside it. So auth -> audit -> auth is caught even
      // when no single file cycle exists.
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'No cycle between folders: two folders that need each other are one folder, or miss a third.',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import that cannot be resolved cannot be checked against the rules above.',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  // A `required` rule whose `to` names nothing is broken once by every module it selects: one
  // violation per file, whether or not the file imports anything.
  required: [
    ...unlisted.map((folder) => ({
      name: 'server-unlisted-context',
      severity: /** @type {const} */ ('error'),
      comment: `${SERVER}/${folder}/ is not declared in ${SERVER}/layers.json: add it to a layer (or move its files into a context).`,
      module: { path: `^${SERVER}/${escape(folder)}/` },
      to: { path: NOTHING },
    })),
    {
      name: 'server-no-loose-files',
      severity: 'error',
      comment: `Every server file belongs to a context folder of ${SERVER} (platform/ or app/ for the plumbing).`,
      module: { path: `^${SERVER}/[^/]+\\.[cm]?[jt]sx?$` },
      to: { path: NOTHING },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
