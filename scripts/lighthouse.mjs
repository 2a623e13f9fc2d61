// `npm run lighthouse`: Lighthouse performance scores of the BUILT product, on the login page and on the
// landing page of each role (signed in through the API, the session passed to the page as the app keeps
// it), for a phone (Lighthouse's default: simulated slow 4G, 4x slower CPU) and a desktop.
//
//   npm run lighthouse                     build, start the built server with the demo data, measure
//   npm run lighthouse -- --no-build       use the build already there
//   options: --only mobile|desktop, --page <name> (login, admin, clinic, employee, patient, personal, business),
//            --json <file> (every score and metric, as JSON), --report <dir> (each run's whole Lighthouse
//            report, <page>-<form factor>.json, to read its diagnostics: treemap, long tasks, LCP element)
//
// Chromium is /usr/bin/chromium (CHROMIUM_PATH overrides it). Only 127.0.0.1 is ever loaded. A measurement,
// not a test: nothing here fails on a score (the README's "Performance" section keeps the figures).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Stillpoint-demo-1';

/** The pages measured: the login page, then each role's landing page (README "Demo accounts"). */
const PAGES = [
  { name: 'login', path: '/login' },
  { name: 'admin', path: '/administration/dashboard', email: 'admin@demo.stillpoint.test', family: 'admin' },
  { name: 'clinic', path: '/clinic/discovery', email: 'clinic@demo.stillpoint.test', family: 'front' },
  { name: 'employee', path: '/employee/discovery', email: 'employee@demo.stillpoint.test', family: 'front' },
  { name: 'patient', path: '/patient/discovery', email: 'patient@demo.stillpoint.test', family: 'front' },
  { name: 'personal', path: '/frontuser/AImeditations', email: 'personal@demo.stillpoint.test', family: 'front' },
  { name: 'business', path: '/frontuser/AImeditations', email: 'business@demo.stillpoint.test', family: 'front' },
];

/** Where the web app keeps a session (spec section 4; apps/web/src/lib/session.ts). */
const SESSION_KEYS = {
  admin: { access: 'adminAccessToken', refresh: 'adminRefreshToken', user: 'adminData' },
  front: { access: 'accessToken', refresh: 'refreshToken', user: 'userData' },
};

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    report: { type: 'string' },
  },
});

const FORM_FACTORS = ['mobile', 'desktop'].filter((f) => !args.only || f === args.only);
const pages = PAGES.filter((p) => !args.page || args.page.includes(p.name));

if (!args['no-build']) {
  console.log('Building (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stillpoint-lighthouse-'));
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    SMTP_URL: '',
    OIDC_ISSUER: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
const results = [];
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const page of pages) {
    const session = page.email ? await signIn(page) : null;
    for (const formFactor of FORM_FACTORS) {
      let lhr;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, twice at most.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await prepare(browser, page, session);
        const runnerResult = await lighthouse(
          `${baseUrl}${page.path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        lhr = runnerResult.lhr;
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${page.name} (${formFactor}): ${lhr.runtimeError.message}`);
        console.warn(`${page.name} (${formFactor}): ${lhr.runtimeError.code}, measuring again`);
      }
      if (args.report) {
        mkdirSync(args.report, { recursive: true });
        writeFileSync(path.join(args.report, `${page.name}-${formFactor}.json`), JSON.stringify(lhr));
      }
      const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
      if (landedOn !== page.path) throw new Error(`${page.name} (${formFactor}): ended on ${landedOn}, not ${page.path} (was the session refused?)`);
      const metric = (id) => lhr.audits[id]?.numericValue;
      results.push({
        page: page.name,
        path: page.path,
        formFactor,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        transferKB: (lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      });
      const r = results.at(-1);
      console.log(`${page.name.padEnd(9)} ${formFactor.padEnd(8)} score ${String(r.score).padStart(3)}  FCP ${ms(r.fcpMs)}  LCP ${ms(r.lcpMs)}  TBT ${ms(r.tbtMs)}  CLS ${r.cls.toFixed(3)}  transfer ${r.transferKB.toFixed(0)} KB`);
    }
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, performance:`);
console.log(`| page | ${FORM_FACTORS.join(' | ')} |`);
console.log(`|---|${FORM_FACTORS.map(() => '---').join('|')}|`);
for (const page of pages) {
  const cells = FORM_FACTORS.map((f) => results.find((r) => r.page === page.name && r.formFactor === f)?.score ?? '-');
  console.log(`| ${page.name} (${page.path}) | ${cells.join(' | ')} |`);
}
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));

/** Signs in through the API, as the login form does, and returns what the app stores. */
async function signIn(page) {
  const family = page.family === 'admin' ? 'admin' : 'front';
  const response = await fetch(`${baseUrl}/api/v3/${family}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: page.email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.data?.accessToken) throw new Error(`Login of ${page.email} refused: ${response.status} ${body.message}`);
  const { accessToken, refreshToken, expiresIn: _expiresIn, ...user } = body.data;
  return { family, accessToken, refreshToken, user };
}

/**
 * A clean start for each measurement: no cached files, and the page's session (or none) in localStorage,
 * written on a same-origin page that loads none of the app (so nothing is cached by it).
 */
async function prepare(browser, page, session) {
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await tab.goto(`${baseUrl}/favicon.svg`);
  await tab.evaluate((s, keys) => {
    localStorage.clear();
    sessionStorage.clear();
    if (!s) return;
    localStorage.setItem(keys[s.family].access, s.accessToken);
    localStorage.setItem(keys[s.family].refresh, s.refreshToken);
    localStorage.setItem(keys[s.family].user, JSON.stringify(s.user));
  }, session, SESSION_KEYS);
  await cdp.detach();
  await tab.close();
}

function ms(value) {
  return `${Math.round(value ?? 0)} ms`.padStart(8);
}

async function waitForHealth() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The server did not answer /api/health within 90 s');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
