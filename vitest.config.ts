import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webIsolatedProject, webProject } from './apps/web/vitest.config';
import { e2eWorkerCount } from './e2e/global-setup';

/**
 * One runner for every suite. `npm test` runs unit, api and web, then e2e against the built product.
 * The api project runs against a PGlite golden image, or PostgreSQL when DATABASE_URL is set.
 */
// .ci/run sets CI_REPORT_DIR to count passed and failed tests across every vitest invocation.
const reportDir = process.env.CI_REPORT_DIR;
const reporters = reportDir
  ? ['default', ['json', { outputFile: `${reportDir}/vitest-${process.pid}-${Date.now()}.json` }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    // Vitest keeps one core for itself by default, which on the CI's 2 cores means one test file at a time.
    // Its main process mostly waits on the workers, so every core runs a file (e2e sets its own count below).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's loaded modules (each still gets its own database clone): importing the
          // whole API once per worker instead of once per file saves about a fifth of the run.
          isolate: false,
        },
      },
      { ...webProject, root: './apps/web' },
      { ...webIsolatedProject, root: './apps/web' },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One file per worker, each worker against a server of its own (e2e/global-setup.ts).
          maxWorkers: e2eWorkerCount(),
          // A real browser against a real server on a shared CI machine: one retry absorbs a rare timing
          // hiccup (as Playwright's own CI default does); a journey that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
