import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { NamedStatementError } from '../lib/describe-error';
import type { Db } from './client';
import type { RemotePglite } from './pglite-remote';
import { namesStatements } from './statement-mode';

/**
 * Runs one hand-written statement with its values as bind parameters, on either engine: the two hot
 * statements (the student list with its access check, a mark with its checks) are written out by
 * hand; everything else goes through Drizzle.
 * - PostgreSQL server: prepared by `name` once per pooled connection (the protocol's named statements);
 *   unnamed behind a pooler in transaction mode (db/statement-mode.ts).
 * - Embedded: prepared by `name` once in the PGlite worker (the same protocol messages), then only
 *   bound and executed (pglite-worker.ts).
 * No value is ever placed in the statement's text.
 */
export async function queryPrepared<Row>(db: Db, name: string, text: string, values: (string | null)[]): Promise<Row[]> {
  // A transaction handle has the database's type but not its client (`$client`, drizzle's handle
  // on the driver): say so instead of failing on an undefined client.
  if (db instanceof PgTransaction) throw new Error(`queryPrepared(${name}) runs outside a transaction: pass the database, not a transaction handle`);
  const client = (db as unknown as { $client: pg.Pool | RemotePglite }).$client;
  try {
    if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>(namesStatements(client) ? { name, text, values } : { text, values })).rows;
    return (await client.prepared<Row>(name, text, values)).rows;
  } catch (error) {
    // Known by name in the log, never by its values (lib/describe-error.ts).
    throw new NamedStatementError(name, { cause: error });
  }
}
