import path from 'node:path';
import type { Plugin } from 'vite';

/** The modules the login page runs: the entry, the app (router and shell) and the login page. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]store|clsx)[\\/]/;

export const FIRST_PAGE_ROOTS = ['src/main.tsx', 'src/app/App.tsx', 'src/app/routes/auth/login.tsx'];

/**
 * Puts every module the first page runs (FIRST_PAGE_ROOTS and all they import statically) into one chunk,
 * `first-page`, instead of the dozens of small shared chunks the bundler would make of them: brotli
 * compresses one file of 560 KB far better than thirty (about 150 KB against 165). Every page needs these
 * modules anyway (the shell); pages load the rest in their own chunks as before.
 */
export function firstPageChunk(): Plugin {
  return {
    name: 'stillpoint:first-page-chunk',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const roots = FIRST_PAGE_ROOTS.map((file) => path.join(root, file));
      let members: Set<string> | undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name(id, ctx) {
                      if (!members) {
                        members = new Set();
                        const visit = (moduleId: string) => {
                          // Only the app's own modules: a package's index imports all of it (the bundler
                          // keeps what is used), so its modules are left to the bundler's own chunks.
                          if (members!.has(moduleId) || !moduleId.startsWith(root) || moduleId.includes('node_modules')) return;
                          const info = ctx.getModuleInfo(moduleId);
                          if (!info) return;
                          members!.add(moduleId);
                          for (const next of info.importedIds) visit(next);
                        };
                        for (const rootId of roots) visit(rootId);
                      }
                      return members.has(id) ? 'first-page' : null;
                    },
                  },
                  {
                    // What every page runs whole: React, the router, i18next, TanStack Query.
                    name: 'framework',
                    test: FRAMEWORK,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
