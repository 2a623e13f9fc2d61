// `npm run weight`: what the browser downloads to render a route of the BUILT web app (apps/web/dist, after
// `npm run build`), read from the vite manifest: the entry with its static imports, then each lazy module
// the route loads (the app shell, the route's page) with theirs. Prints raw, gzip and brotli sizes per
// chunk and in total.
//
//   npm run weight                  the login page (/login)
//   npm run weight -- --json        the same, as JSON
//
// e2e/web-weight.e2e.ts holds the limits (150 KB brotli for /login, no other domain's endpoint in its
// chunks) and checks in a real browser that the graph read here is all /login loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.join(root, 'apps/web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/**
 * The lazy modules the browser loads, after the entry, to show /login: the application (router and
 * shell, main.tsx loads it lazily) and the login page's route module.
 */
export const LOGIN_ROUTE_MODULES = ['src/app/App.tsx', 'src/app/routes/auth/login.tsx'];

/** @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */

/** @returns {Record<string, ManifestChunk>} */
export function readManifest(dist = WEB_DIST) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${path.relative(root, file)}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The JavaScript files of a route: the entry (index.html) and the given lazy modules, each with every
 * chunk it imports statically (imports of imports included). Dynamic imports are not followed: they load
 * only when something asks for them.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {readonly string[]} lazyModules manifest keys (source paths below apps/web)
 * @returns {string[]} files below dist, e.g. assets/index-abc123.js
 */
export function routeGraph(manifest, lazyModules) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no module ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  for (const key of lazyModules) {
    // A lazy module the build put into a chunk of the entry's (apps/web/build/first-page-chunk.ts) has no
    // chunk of its own: it is loaded already. (The e2e test checks in a browser that nothing else loads.)
    if (!manifest[key] && existsSync(path.join(WEB_ROOT, key))) continue;
    visit(key);
  }
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Sizes in bytes of one built file: as it is, gzip (level 9) and brotli (quality 11), as the build makes them. */
export function fileSizes(file, dist = WEB_DIST) {
  const bytes = readFileSync(path.join(dist, file));
  const brPath = path.join(dist, `${file}.br`);
  const gzPath = path.join(dist, `${file}.gz`);
  const br = existsSync(brPath)
    ? readFileSync(brPath).length
    : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gzip = existsSync(gzPath) ? readFileSync(gzPath).length : gzipSync(bytes, { level: 9 }).length;
  return { raw: bytes.length, gzip, br };
}

/** The login page's JavaScript: its files with their sizes, and the totals. */
export function loginWeight(dist = WEB_DIST) {
  const files = routeGraph(readManifest(dist), LOGIN_ROUTE_MODULES).map((file) => ({ file, ...fileSizes(file, dist) }));
  files.sort((a, b) => b.br - a.br);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, br: sum.br + f.br }), { raw: 0, gzip: 0, br: 0 });
  return { files, total };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const weight = loginWeight();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(weight, null, 2));
  } else {
    console.log(`/login JavaScript (${weight.files.length} files), KB:`);
    console.log(`${'raw'.padStart(8)}${'gzip'.padStart(8)}${'brotli'.padStart(8)}  file`);
    for (const f of weight.files) console.log(`${kb(f.raw)}${kb(f.gzip)}${kb(f.br)}  ${f.file}`);
    console.log(`${kb(weight.total.raw)}${kb(weight.total.gzip)}${kb(weight.total.br)}  total`);
  }
}
