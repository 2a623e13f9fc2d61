import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, DEMO_ACCOUNTS, DEMO_PASSWORD, seedCrisisResources, seedInstruments, seedDemo, seedDemoMeasures } from '@stillpoint/db';
import { createStorage } from './adapters/storage/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { seedDemoLibrary, type DemoLibraryResult } from './demo/library.js';
import { seedDemoChallenges, seedDemoEvents, seedDemoGroups } from './demo/community.js';
import { seedDemoPackages } from './demo/billing.js';
import { seedDemoLiveSessions, seedDemoMeetings } from './demo/meetings.js';
import { seedDemoTasks } from './demo/tasks.js';
import { seedDemoConversations } from './demo/conversations.js';
import { hashPassword } from './lib/passwords.js';
import { requestForLog } from './lib/log-redaction.js';

/** The only entry point that reads the environment and listens. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stillpoint cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = Date.now();
  mkdirSync(config.dataDir, { recursive: true });
  const here = path.dirname(fileURLToPath(import.meta.url));

  const handle = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
    migrationsFolder: existsSync(path.join(here, 'migrations')) ? path.join(here, 'migrations') : undefined,
  });
  await handle.migrate();
  // The default crisis resources, once, whether or not demo data is loaded (decision 0009).
  await seedCrisisResources(handle.db);
  await seedInstruments(handle.db);
  const seeded = config.SEED_DEMO ? await seedDemo(handle.db, hashPassword) : false;
  const storage = createStorage(config);
  // The demo library (generated audio, documents, images and their rows) once, beside the demo accounts.
  const library: DemoLibraryResult | undefined = config.SEED_DEMO ? await seedDemoLibrary(handle.db, storage) : undefined;
  if (config.SEED_DEMO) await seedDemoTasks(handle.db);
  // A first exchange in Chat and starter templates for the administrators' Communications pages.
  if (config.SEED_DEMO) await seedDemoConversations(handle.db);
  // The demo patient's measures over two months, a test to take, and Harbor's own test (issue 12).
  if (config.SEED_DEMO) await seedDemoMeasures(handle.db);
  // Elena's hours, two upcoming appointments with Paul (one requested, one approved) and a past one (issue 13).
  if (config.SEED_DEMO) await seedDemoMeetings(handle.db);
  // Harbor's live class next week, a full platform meeting with a waitlist, a platform class for personal users.
  if (config.SEED_DEMO) await seedDemoLiveSessions(handle.db);
  // Two platform groups and Harbor's circle, with posts, comments and likes (issue 14).
  if (config.SEED_DEMO) await seedDemoGroups(handle.db);
  // Harbor's running sleep challenge (Paul on a streak) and a finished platform challenge with trophies.
  if (config.SEED_DEMO) await seedDemoChallenges(handle.db);
  // The platform's online webinar and Harbor's open evening (Paul and Priya joined), both upcoming.
  if (config.SEED_DEMO) await seedDemoEvents(handle.db);
  // Three personal packages and two clinic packages (issue 15; the manual payments provider).
  if (config.SEED_DEMO) await seedDemoPackages(handle.db);

  const webDist = config.WEB_DIST ?? [path.join(here, '../../web/dist'), path.join(here, '../web')].find((dir) => existsSync(dir));
  const app = await buildApp({
    db: handle.db,
    config,
    jwtSecret: config.JWT_SECRET ?? readOrCreateSecret(path.join(config.dataDir, 'jwt-secret')),
    storage,
    webDist,
    // Request lines without the secrets a URL may carry (calendar feed tokens, single-use link tokens).
    logger: { level: config.LOG_LEVEL, serializers: { req: requestForLog } },
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  const lines = [
    `Stillpoint is running on http://localhost:${port} (${handle.kind === 'pglite' ? `embedded database in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}), ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  ];
  if (!webDist) lines.push('The web app is not built: run `npm run build` (npm start does it for you).');
  if (library?.seeded) {
    lines.push(
      `Demo library loaded in ${(library.milliseconds / 1000).toFixed(1)} s: ${library.counts.classes} classes, ${library.counts.meditations} meditations, ` +
        `${library.files} generated files (${(library.bytes / 1_048_576).toFixed(1)} MB).`,
    );
  }
  if (seeded) {
    lines.push(`Demo data loaded. Every demo account uses the password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email}`);
    lines.push(`Administrators sign in at http://localhost:${port}/administration/login, everyone else at http://localhost:${port}/login`);
  }
  console.log(lines.join('\n'));

  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The embedded mode makes its own signing secret once and keeps it beside the data. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

main().catch((error: unknown) => {
  console.error('Stillpoint failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
