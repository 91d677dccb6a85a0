import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

/** In development the customer routes load the customer page (in production the server does). */
const customerRoutes: Plugin = {
  name: 'customer-routes',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/(order|board)(\/|$|\?)/.test(request.url))
        request.url = '/customer.html';
      next();
    });
  },
};

/**
 * The customer pages (order ahead and the pickup board), built on their own after the staff app
 * (vite.config.ts) into the same dist/client: their own entry, stylesheet and manifest, none of the
 * staff app's chunks, and not precached by the staff service worker (which is generated before
 * these files exist). Preact is used directly, without the React compatibility layer.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/customer', import.meta.url)),
  publicDir: false,
  appType: 'mpa',
  plugins: [
    customerRoutes,
    tailwindcss(),
    compression({
      include: /\.(html|js|css|svg)$/,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: false,
    manifest: '.vite/customer-manifest.json',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: fileURLToPath(new URL('./src/customer/customer.html', import.meta.url)),
      output: {
        hashCharacters: 'hex',
        entryFileNames: 'assets/customer-[hash].js',
        chunkFileNames: 'assets/customer-[hash].js',
        assetFileNames: 'assets/customer-[hash][extname]',
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
});
