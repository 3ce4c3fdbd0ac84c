import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markBehindTransactionPooler } from './statement-mode';
import { migrateJobSchema, type ExecuteSql } from '../jobs/job-schema';
import { log } from '../lib/log';
import { openRemotePglite, type RemotePglite } from './pglite-remote';
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
  /**
   * LISTEN on a channel. `onReconnect` is called after a lost listening connection is back
   * (notifications sent meanwhile are lost, so listeners resynchronise). Returns the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * A statement as text with `$1`… parameters, outside any transaction: pg-boss's own connection
   * (jobs/, issue 55). A text without values may hold several statements.
   */
  executeSql: ExecuteSql;
  /** The pool's connections now (node-postgres; the metrics, issue 55); absent for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
};

const MIGRATIONS_FOLDER = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // src/db/client.ts in development and tests, dist/index.js once bundled: both sit below apps/server.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverRoot = here.includes(`${path.sep}src`) ? path.resolve(here, '..', '..') : path.resolve(here, '..');
  return path.join(serverRoot, 'drizzle');
}

export type OpenOptions =
  /** `startFrom` (in memory only): a migrated database's image (`migratedEmbeddedImage`) to start from. */
  | { kind: 'embedded'; dataDir: string | null; startFrom?: Uint8Array }
  /**
   * `directUrl` (DATABASE_DIRECT_URL, issue 55): PostgreSQL itself, when `databaseUrl` is a pooler in
   * transaction mode (PgBouncer). Queries then go through the pooler, unnamed; the migrations (a
   * session's advisory lock) and every LISTEN (a session of its own) go to `directUrl`.
   */
  | { kind: 'server'; databaseUrl: string; poolSize?: number; directUrl?: string | null };

/** Opens the database and brings its schema up to date. `dataDir: null` keeps it in memory (tests). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.kind === 'embedded'
    ? openEmbedded(options.dataDir, options.startFrom ?? null)
    : openServer(options.databaseUrl, options.poolSize ?? 10, options.directUrl ?? null);
}

/**
 * The embedded PostgreSQL runs in a worker thread (pglite-remote.ts, docs/decisions/013); drizzle's
 * PGlite driver talks to it through the same calls it makes on PGlite itself.
 */
async function openEmbedded(dataDir: string | null, startFrom: Uint8Array | null): Promise<Database> {
  const client = await openRemotePglite(dataDir, startFrom);
  const db = await migrateEmbedded(client);
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    executeSql: embeddedExecuteSql(client),
    ping: (timeoutMs) => ping(db as unknown as Db, timeoutMs),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function migrateEmbedded(client: RemotePglite) {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await migrateJobSchema(embeddedExecuteSql(client));
  return db;
}

/**
 * PGlite's `query` takes one statement with parameters; `exec` several without. pg-boss's maintenance
 * is such a text with its own BEGIN and COMMIT: when one of its statements fails, the one session
 * would stay in the aborted transaction and refuse every later statement, so it is rolled back.
 */
function embeddedExecuteSql(client: RemotePglite): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    try {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
}

/** As above on the pool: a failed text with its own transaction is rolled back on its connection before the connection goes back. */
function serverExecuteSql(pool: pg.Pool): ExecuteSql {
  return async (text, values) => {
    // Unnamed statements, one round trip each: the same through a pooler in transaction mode.
    if (values && values.length > 0) return pool.query(text, values as unknown[]);
    const client = await pool.connect();
    try {
      return await client.query(text);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * A new in-memory embedded database brought up to date, as one file (PGlite's data directory dump).
 * The API tests start each file's database from it (test/global-setup.ts): starting from an image
 * skips creating the cluster and running every migration, most of a test file's setup.
 */
export async function migratedEmbeddedImage(): Promise<Uint8Array> {
  const client = await openRemotePglite(null);
  try {
    await migrateEmbedded(client);
    return await client.dump();
  } finally {
    await client.close();
  }
}

async function openServer(databaseUrl: string, poolSize: number, directUrl: string | null): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (PostgreSQL restarting or stopped) must not bring the process down.
  // node-postgres emits 'error' on it when no query of it is running: the pool listens to its idle
  // clients only, so a client checked out between two statements of a transaction needs its own
  // listener. Its failed statements reject as usual, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', (error) => log.warn('database connection lost', { error: error.message })));
  // The idle client's error, already logged by the listener above; the pool removes the client.
  pool.on('error', () => undefined);
  if (directUrl) markBehindTransactionPooler(pool);
  const db = drizzlePg(pool, { schema });
  await migrateServer(directUrl ?? databaseUrl);
  const executeSql = serverExecuteSql(pool);
  await migrateJobSchema(executeSql);
  return {
    db: db as unknown as Db,
    kind: 'server',
    executeSql,
    ping: (timeoutMs) => ping(db as unknown as Db, timeoutMs),
    listen: (channel, onPayload, onReconnect) => listenOnServer(directUrl ?? databaseUrl, channel, onPayload, onReconnect),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}

/**
 * Several instances may start at once on one server: an advisory lock lets one migrate at a time. The
 * lock is the session's, so the migrations run on a connection of their own, straight to PostgreSQL
 * (never through a pooler in transaction mode, which could hand the unlock to another session).
 */
async function migrateServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', (error) => log.warn('migration connection lost', { error: error.message }));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7305001)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(7305001)').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * A dedicated connection (not from the pool) holds the LISTEN. When it drops, e.g. while the
 * server restarts, it reconnects with backoff and tells the listener, which resynchronises.
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean, delayMs = 250): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = () => {
      if (stopped) return;
      client = null;
      retryTimer = setTimeout(() => void connect(true, Math.min(delayMs * 2, 5_000)), delayMs);
    };
    next.on('error', (error) => {
      log.warn('realtime listener connection lost', { error: error.message });
    });
    next.on('end', retry);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      if (isReconnect) {
        log.info('realtime listener reconnected');
        onReconnect?.();
      }
    } catch (error) {
      next.removeListener('end', retry);
      await next.end().catch(() => undefined);
      if (!isReconnect) throw error;
      retry();
    }
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
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
