import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, seedCrisisResources, seedInstruments } from '@stillpoint/db';
import { prepareJobsSchema } from '../src/adapters/jobs/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated golden image (a data-directory tarball). */
    goldenImagePath: string;
    /** PostgreSQL: server URL and the migrated template database each test file clones. */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once: into a PGlite golden image (default), or into a PostgreSQL template database when
 * DATABASE_URL is set. Each test file then clones it, so files never share state and never re-migrate.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `stillpoint_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const handle = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
    await handle.migrate();
    // As every start does (server.ts): the default crisis resources.
    await seedCrisisResources(handle.db);
    await seedInstruments(handle.db);
    // The job queue's tables (pg-boss makes them at start): in the image, so no test file pays for them.
    await prepareJobsSchema(handle.db);
    await handle.close();
    project.provide('pgServerUrl', databaseUrl);
    project.provide('pgTemplate', template);
    project.provide('goldenImagePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'stillpoint-golden-'));
  const handle = await createDb();
  await handle.migrate();
  await seedCrisisResources(handle.db);
  await seedInstruments(handle.db);
    // The job queue's tables (pg-boss makes them at start): in the image, so no test file pays for them.
    await prepareJobsSchema(handle.db);
  const image = await handle.dump!();
  await handle.close();
  const file = path.join(dir, 'golden.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('goldenImagePath', file);
  project.provide('pgServerUrl', '');
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
