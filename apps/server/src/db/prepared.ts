import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { NamedStatementError } from '../lib/describe-error';
import type { Db } from './client';

/**
 * Runs one hand-written statement, prepared once so neither PostgreSQL's parser nor its planner
 * run again on the next call. For the two hot statements (the student list with its access check,
 * and a mark with its checks), written out by hand; everything else goes through Drizzle.
 * - PostgreSQL server: prepared by `name` once per pooled connection (the protocol's named statements).
 * - Embedded (PGlite): its API has no named statements, so the statement is PREPAREd once and run
 *   with EXECUTE, sent through the simple protocol; the values are passed as dollar-quoted literals
 *   (no escaping exists inside them).
 *   A value the quote tag cannot enclose (see isQuotable), or one that is not a string, runs the plain
 *   statement instead.
 */
export async function queryPrepared<Row>(db: Db, name: string, text: string, values: string[]): Promise<Row[]> {
  try {
    return await runPrepared<Row>(db, name, text, values);
  } catch (error) {
    // The statement's text may hold the values (EXECUTE on PGlite): errors are known by name only.
    throw new NamedStatementError(name, { cause: error });
  }
}

async function runPrepared<Row>(db: Db, name: string, text: string, values: string[]): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || !values.every(isQuotable)) {
    return (await client.query<Row>(text, values)).rows;
  }
  let prepared = preparedOnEmbedded.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOnEmbedded.set(client, prepared);
  }
  // Held as a promise: requests arriving together prepare it once.
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = client.exec(`prepare ${name} as ${text}`).then(() => undefined);
    preparing.catch(() => prepared.delete(name));
    prepared.set(name, preparing);
  }
  await preparing;
  const literals = values.map((value) => `${QUOTE_TAG}${value}${QUOTE_TAG}`).join(', ');
  // exec speaks PostgreSQL's simple protocol: one message instead of query's parse, bind, describe
  // and execute, which on PGlite halves the fixed cost of a call (npm run bench:profile).
  const [result] = await client.exec(`execute ${name}(${literals})`);
  return (result?.rows ?? []) as Row[];
}

const QUOTE_TAG = '$wycieczki_value$';

/**
 * True when QUOTE_TAG + value + QUOTE_TAG reads back as exactly `value`: the first tag after the
 * opening one must be the closing one. That excludes a value containing the tag, and also one whose
 * end completes a tag with the closing tag's first character (a value ending in "$wycieczki_value").
 */
function isQuotable(value: unknown): value is string {
  return typeof value === 'string' && (value + QUOTE_TAG).indexOf(QUOTE_TAG) === value.length;
}
const preparedOnEmbedded = new WeakMap<PGlite, Map<string, Promise<void>>>();
