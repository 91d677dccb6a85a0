import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInChunk } from './vite-chunk-groups';
import { iconImports } from './vite-icon-imports';

const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

/**
 * Recharts (the reports page's charts) keeps its chart state in a Redux store of its own, built
 * with Redux Toolkit's createSlice and listener middleware. Rollup never copies a module into two
 * chunks, so those exports would join the app's data-layer chunk, which every signed-in screen
 * loads (1.8 KB gzip more on Take Order). Recharts' imports of the Redux packages, and theirs,
 * resolve to copies of their own (`?charts`), which load with the charts only.
 */
const CHARTS_REDUX = new Set([
  '@reduxjs/toolkit',
  'immer',
  'reselect',
  'redux',
  'redux-thunk',
  'react-redux',
]);
/**
 * The installable, offline-starting shell: a Workbox service worker (sw.js) precaches the built
 * files (not their .br/.gz copies) and answers every navigation outside /api, /ws and the customer
 * pages with index.html, so a till that was open once starts with no network. The app registers it
 * itself, lazily once idle (lib/pwa/register-service-worker.ts), and a new version waits for the
 * staff's 'Reload' (registerType 'prompt'): never applied in the middle of an order.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The icons are precached by globPatterns below, once.
  includeManifestIcons: false,
  manifest: {
    name: 'Soda POS',
    short_name: 'Soda POS',
    description: 'Point of sale and live drink queue for a soda shop',
    start_url: '/take-order',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0f766e',
    background_color: '#f8fafc',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: 'index.html',
    // The customer pages (order ahead, the pickup board) are a build of their own:
    // vite.customer.config.ts.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/order(\/|$)/, /^\/board(\/|$)/],
    // One file: no workbox-*.js beside sw.js to serve and keep in step.
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so its later page chunks come from the
    // precache when the network drops before any reload. A new version still waits for 'Reload'.
    clientsClaim: true,
  },
});

const chartsOwnRedux: Plugin = {
  name: 'charts-own-redux',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !CHARTS_REDUX.has(source)) return null;
    if (!importer.includes('/node_modules/recharts/') && !importer.endsWith('?charts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: `${resolved.id}?charts` };
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [
    chartsOwnRedux,
    iconImports(),
    react(),
    tailwindcss(),
    pwa,
    // Brotli and gzip copies next to each file, served by src/server/app/static-client.ts.
    compression({
      include: /\.(html|js|css|svg)$/,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      // React's API on Preact's runtime (decision 037): react-dom was half of every first load.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-$1runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      // zod configured for the browser (jitless, shared messages) wherever it is first loaded.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/client/zod.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph the first-load budget test reads (tests/build).
    manifest: true,
    // Every browser the shops use supports <link rel="modulepreload">; the polyfill was on /login.
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file name (the preload map): hex hashes compress better
    // than base64 ones, 60 bytes less on the budgeted /login load (tests/build/budget.test.ts).
    rollupOptions: {
      output: {
        hashCharacters: 'hex',
        // Lazy chunks are named by their hash alone: the entry lists each one's file name, and the
        // module names made a tenth of that list (about 370 bytes of the budgeted /login load).
        chunkFileNames: 'assets/[hash].js',
        // What every signed-in screen's first render loads, as one chunk (vite-chunk-groups.ts).
        manualChunks: signedInChunk(),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
});
