// `npm run bench:speech`: the memory of the offline speech path (meSpeak in a worker, decision 0013).
// Starts the built server on a fresh embedded database with the demo data, signs in as the demo clinic and
// reads scripts aloud through clinics/ai_meditations/textToVoice, sampling the server's resident memory
// (VmRSS of /proc/<pid>/status, worker threads included) every 50 ms. Prints, per scenario, the answer,
// the audio's length, the time taken and the peak RSS. A measurement, not a test: nothing here asserts.
//
//   npm run bench:speech                 every scenario
//   npm run bench:speech -- --quick      the refused scripts and a 5-minute meditation only
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
const CLINIC = { email: 'clinic@demo.stillpoint.test', password: 'Stillpoint-demo-1' };
const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });

/** The scripts of the report that ended the server, the densest script the contract accepts, and real meditations. */
const SCENARIOS = [
  { name: '"§ § §" x 10,000 (20,000 characters)', script: '§ '.repeat(10_000).trim() },
  { name: '"7 7 7" x 10,000 (20,000 characters)', script: '7 '.repeat(10_000).trim() },
  { name: 'composed 5-minute meditation', minutes: 5 },
  { name: 'composed 30-minute meditation', minutes: 30, long: true },
  // "§ " reads about 0.6 s a word against the estimate's 0.44 s: the longest reading the contract lets through.
  { name: '"§ § §" x 4,000 (densest accepted, ~40 min)', script: '§ '.repeat(4_000).trim(), long: true },
];

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.log('apps/api/dist is missing: building the API first');
    const built = spawnSync('npm', ['run', 'build', '-w', '@stillpoint/api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w @stillpoint/api failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stillpoint-speech-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, output);
    const token = (await post(base, 'front/authentication/login', CLINIC)).body.data.accessToken;
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
    console.log(`Stillpoint speech bench: ${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`);
    console.log(`server RSS after start and sign-in: ${rss().toFixed(0)} MB\n`);
    const rows = [];
    for (const scenario of SCENARIOS) {
      if (args.quick && scenario.long) continue;
      const draft = (await post(base, 'clinics/ai_meditations/promptToText', { prompt: 'Calm before sleep', duration_minutes: scenario.minutes ?? 1 }, token)).body.data;
      const before = rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
      const started = Date.now();
      const answer = await post(base, 'clinics/ai_meditations/textToVoice', { id: draft.id, ...(scenario.script ? { script: scenario.script } : {}) }, token);
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, rss());
      const alive = (await fetch(`${base}/api/health`)).ok;
      rows.push({
        scenario: scenario.name,
        answer: `${answer.status}${answer.body.code ? ` ${answer.body.code}` : ''}`,
        audio: answer.body.data?.audioSeconds ? `${answer.body.data.audioSeconds} s` : '-',
        time: `${seconds.toFixed(1)} s`,
        rss: `${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
        alive: alive ? 'yes' : 'NO',
      });
      console.log(Object.values(rows.at(-1)).join(' | '));
    }
    console.log('\n| scenario | answer | audio | time | server RSS | server alive after |\n|---|---|---:|---:|---|---|');
    for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function post(base, apiPath, body, token) {
  const response = await fetch(`${base}/api/v3/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function waitForHealth(base, child, output) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${output.join('')}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

main().catch((error) => {
  console.error(`speech bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
