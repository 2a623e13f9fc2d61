import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The web projects of the root vitest workspace: components and lib code in a happy-dom window.
 *
 * Files share one module graph per worker (isolate: false): a fresh window and React per file cost about
 * four times the tests themselves. A file that replaces modules with vi.mock needs its own graph (a module
 * another file already loaded would stay unmocked): name it `*.isolated.test.ts(x)`, and it runs in the
 * isolated project. ESLint refuses vi.mock in any other web test file. The app providers' test is isolated
 * too: it measures where toasts stack, which depends on the order Mantine's styles were first injected.
 */
export const ISOLATED_TESTS = ['src/**/*.isolated.test.ts', 'src/**/*.isolated.test.tsx'];

const shared = {
  plugins: [react()],
  test: {
    environment: 'happy-dom' as const,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
};

export const webProject = defineProject({
  ...shared,
  test: {
    ...shared.test,
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    isolate: false,
  },
});

export const webIsolatedProject = defineProject({
  ...shared,
  test: { ...shared.test, name: 'web-isolated', include: ISOLATED_TESTS },
});

export default webProject;
