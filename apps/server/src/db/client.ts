import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../lib/log';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder every repo uses; the same for the embedded and the server database. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'embedded' | 'server';
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // src/db/client.ts in development and tests, dist/index.js once bundled: both sit below apps/server.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverRoot = here.includes(`${path.sep}src`) ? path.resolve(here, '..', '..') : path.resolve(here, '..');
  return path.join(serverRoot, 'drizzle');
}

export type OpenOptions =
  | { kind: 'embedded'; dataDir: string | null }
  | { kind: 'server'; databaseUrl: string; poolSize?: number };

/** Opens the database and brings its schema up to date. `dataDir: null` keeps it in memory (tests). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.kind === 'embedded'
    ? openEmbedded(options.dataDir)
    : openServer(options.databaseUrl, options.poolSize ?? 10);
}

async function openEmbedded(dataDir: string | null): Promise<Database> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    ping: (timeoutMs) => ping(db as unknown as Db, timeoutMs),
    close: () => client.close(),
  };
}

async function openServer(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not bring the process down.
  pool.on('error', (error) => log.warn('database connection lost', { error: error.message }));
  const db = drizzlePg(pool, { schema });
  await migrateServer(pool);
  return {
    db: db as unknown as Db,
    kind: 'server',
    ping: (timeoutMs) => ping(db as unknown as Db, timeoutMs),
    close: () => pool.end(),
  };
}

/** Several instances may start at once on one server: an advisory lock lets one migrate at a time. */
async function migrateServer(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7305001)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(7305001)').catch(() => undefined);
    client.release();
  }
}

async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
