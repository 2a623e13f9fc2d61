import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web project of the root vitest workspace: components and lib code in a happy-dom window. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
