import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The one database type the rest of the code sees; nothing outside this file knows which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone golden images in tests. */
  dump?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** PGlite: start from this data-directory tarball (a migrated golden image). */
  loadDataDir?: Blob;
  /** Where the migration SQL lives (the built server ships its own copy). */
  migrationsFolder?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** The committed migrations beside this package, or the copy a bundle ships next to itself. */
export function defaultMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, '../migrations'), path.join(here, 'migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[0]!;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The appointments' exclusion constraint (no double booking, migration 0012) needs btree_gist.
    extensions: { btree_gist },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
