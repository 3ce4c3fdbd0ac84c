import type pg from 'pg';

/**
 * Pools that reach PostgreSQL through a pooler in transaction mode (PgBouncer's `pool_mode =
 * transaction`, issue 55): each transaction may run on another server connection, so a statement
 * prepared by name on one is unknown on the next. Statements on these pools go unnamed (parsed each
 * time); the rest prepare the hot statements once per connection (db/prepared.ts).
 */
const behindTransactionPooler = new WeakSet<pg.Pool>();

export function markBehindTransactionPooler(pool: pg.Pool): void {
  behindTransactionPooler.add(pool);
}

export function namesStatements(pool: pg.Pool): boolean {
  return !behindTransactionPooler.has(pool);
}
