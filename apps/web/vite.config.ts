import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** This folder, so that the build lands in apps/web/dist wherever vite is started from. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
