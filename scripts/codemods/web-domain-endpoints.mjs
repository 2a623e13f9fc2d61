// Codemod (issue 10, web weight): the web app imports each endpoint from its own domain's entry point
// (`@stillpoint/contracts/endpoints/<domain>`) instead of the whole catalogue (`endpoints` from
// `@stillpoint/contracts`), so that a route's chunks hold only the domains it calls.
//
//   node scripts/codemods/web-domain-endpoints.mjs          rewrite apps/web/src in place
//   node scripts/codemods/web-domain-endpoints.mjs --check  list what would change, change nothing (exit 1 if any)
//
// Safe to run again at any time (after a merge, say): files already rewritten are left as they are.
// `endpoints.someName` becomes `<domain>Endpoints.someName`, the `endpoints` import is dropped from the
// `@stillpoint/contracts` import, and one import per domain is added. A file that uses `endpoints` other
// than as `endpoints.name` is reported (or handled by WHOLE_OBJECT below), never guessed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contractsSrc = path.join(root, 'packages/contracts/src');
const webSrc = path.join(root, 'apps/web/src');
const check = process.argv.includes('--check');

/** Files that use the catalogue as a whole object (looked up by computed key): the domain it stands for. */
const WHOLE_OBJECT = {
  'features/meditations/api/studio.ts': 'meditations',
};

/** Endpoint name -> domain folder, from each domain's `<domain>.endpoints.ts` (its `<camel>Endpoints` export). */
async function endpointDomains() {
  const byName = new Map();
  for (const domain of readdirSync(contractsSrc)) {
    const file = path.join(contractsSrc, domain, `${domain}.endpoints.ts`);
    try {
      statSync(file);
    } catch {
      continue;
    }
    const mod = await tsImport(file, import.meta.url);
    const object = mod[exportName(domain)];
    if (!object) throw new Error(`${path.relative(root, file)} has no export ${exportName(domain)}`);
    for (const name of Object.keys(object)) byName.set(name, domain);
  }
  return byName;
}

/** session-notes -> sessionNotesEndpoints */
function exportName(domain) {
  return `${domain.replace(/-([a-z])/g, (_, c) => c.toUpperCase())}Endpoints`;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const CONTRACTS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@stillpoint\/contracts';?/;

function rewrite(file, source, domains) {
  const match = CONTRACTS_IMPORT.exec(source);
  if (!match) return { source };
  const specifiers = match[1].split(',').map((s) => s.trim()).filter(Boolean);
  const typeOnly = specifiers.includes('type endpoints');
  if (!specifiers.includes('endpoints') && !typeOnly) return { source };

  const rel = path.relative(webSrc, file);
  let body = source.slice(0, match.index) + '\u0000IMPORT\u0000' + source.slice(match.index + match[0].length);
  const used = new Set();
  const problems = [];
  const whole = WHOLE_OBJECT[rel];
  if (whole) {
    body = body.replace(/\bendpoints\b(?!\s*:)/g, () => {
      used.add(whole);
      return exportName(whole);
    });
  } else {
    body = body.replace(/(?<![.\w$])endpoints\.([A-Za-z_$][\w$]*)/g, (all, name) => {
      const domain = domains.get(name);
      if (!domain) {
        problems.push(`unknown endpoint ${name}`);
        return all;
      }
      used.add(domain);
      return `${exportName(domain)}.${name}`;
    });
    // Any other use of the catalogue object (typeof endpoints, endpoints[key], passing it along) needs a person.
    const rest = body
      .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
      .replace(/'(?:[^'\\\n]|\\.)*'/g, "''").match(/(?<![.\w$'"/-])endpoints\b(?!['"/.-]|\s*:)/g);
    if (rest) problems.push(`uses the whole catalogue (${rest.length}x): add it to WHOLE_OBJECT or rewrite by hand`);
  }
  if (problems.length) return { source, problems };

  const kept = specifiers.filter((s) => s !== 'endpoints' && s !== 'type endpoints');
  const multiline = match[0].includes('\n');
  let newImport = '';
  if (kept.length) {
    newImport = multiline
      ? `import {\n${kept.map((s) => `  ${s},`).join('\n')}\n} from '@stillpoint/contracts';`
      : `import { ${kept.join(', ')} } from '@stillpoint/contracts';`;
  }
  const domainImports = [...used]
    .sort()
    .filter((domain) => !body.includes(`from '@stillpoint/contracts/endpoints/${domain}'`))
    .map((domain) => `import ${typeOnly ? 'type ' : ''}{ ${exportName(domain)} } from '@stillpoint/contracts/endpoints/${domain}';`)
    .join('\n');
  const replacement = [newImport, domainImports].filter(Boolean).join('\n');
  return { source: body.replace('\u0000IMPORT\u0000', replacement), changed: true };
}

const domains = await endpointDomains();
let changed = 0;
let failed = 0;
for (const file of sourceFiles(webSrc)) {
  const source = readFileSync(file, 'utf8');
  const result = rewrite(file, source, domains);
  const rel = path.relative(root, file);
  if (result.problems) {
    failed += 1;
    console.error(`${rel}: ${result.problems.join('; ')}`);
  } else if (result.changed) {
    changed += 1;
    if (check) console.log(`would rewrite ${rel}`);
    else writeFileSync(file, result.source);
  }
}
console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed} file(s)${failed ? `, ${failed} need a person` : ''}`);
if (failed || (check && changed)) process.exitCode = 1;
