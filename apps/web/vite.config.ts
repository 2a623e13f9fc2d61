import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildTimeData } from './build/build-time-data.ts';
import { endpointReferences } from './build/endpoint-references.ts';
import { firstPageChunk } from './build/first-page-chunk.ts';
import { precompress } from './build/precompress.ts';

/** This folder, so that the build lands in apps/web/dist wherever vite is started from. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [
    react(),
    endpointReferences(),
    buildTimeData(['src/lib/locales/shell-texts.ts', 'src/lib/locales/page-texts.ts']),
    firstPageChunk(),
    precompress(),
  ],
  resolve: {
    alias: [
      // React Router publishes a production build (its development warnings off) that its package exports do
      // not select for browsers: use it.
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/web-weight.mjs, e2e/web-weight.e2e.ts).
    manifest: true,
    // WEB_SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // The contracts package is pure declarations: let the bundler drop what the web app does not use.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
