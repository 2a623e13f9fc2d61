import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Modules the build replaces by their data: each is run once at build time and becomes its exports as
 * JSON literals, so the bundle carries the values and none of the code or imports that made them (the
 * two halves of the interface texts cut from one en.ts: shell-texts.ts, page-texts.ts). An export that is
 * not plain data fails the build. Build only: the dev server and the tests run the modules themselves.
 */
export function buildTimeData(files: readonly string[]): Plugin {
  let targets = new Set<string>();
  return {
    name: 'stillpoint:build-time-data',
    apply: 'build',
    configResolved(config) {
      targets = new Set(files.map((file) => path.resolve(config.root, file)));
    },
    async transform(_code, id) {
      if (!targets.has(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      const lines = Object.entries(module).map(([name, value]) => {
        const json = JSON.stringify(value);
        if (json === undefined || JSON.stringify(JSON.parse(json)) !== json) throw new Error(`${id}: export ${name} is not plain data`);
        return `export const ${name} = ${json};`;
      });
      return { code: lines.join('\n'), map: { mappings: '' } };
    },
  };
}
