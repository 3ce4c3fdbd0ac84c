import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * Runs one hand-written statement. On a PostgreSQL server it is prepared by `name` once per pooled
 * connection, so neither the parser nor the planner run again on the next call; the embedded
 * database runs it as it is. For the few hot statements the query builder cannot express (a write
 * and its checks in one statement); everything else goes through Drizzle.
 */
export async function queryPrepared<Row>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  return (await client.query<Row>(text, values)).rows;
}
