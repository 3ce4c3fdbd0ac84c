import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { log } from '../lib/log';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/** The channel on which a revoked session's id travels to every server instance. */
export const REVOCATION_CHANNEL = 'session_revoked';

const TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

export type RevocationList = {
  /** True when the session (refresh-token family) was revoked less than an access token's lifetime ago. */
  isRevoked(sessionId: string): boolean;
  /** Calls `listener` with each session revoked from now on, on any instance; returns the unsubscribe. */
  onRevoked(listener: (sessionId: string) => void): () => void;
  close(): Promise<void>;
};

/**
 * Revokes a session: its refresh tokens stop working at once, and every instance refuses its access
 * tokens as soon as the NOTIFY arrives (decision 011). Inside the caller's transaction when given one,
 * so the notification goes out only if the revocation commits.
 *
 * The session's push subscriptions go with it (issue 62): a phone signed out, or lost and cut off by
 * a password changed elsewhere, hears no more alarms, and its 'Widzę' no longer counts. A device
 * turned on before subscriptions were bound to sessions (no session) goes when any session of its
 * account ends, since which one it belonged to is not known.
 */
export async function revokeSession(conn: Db | Tx, sessionId: string): Promise<void> {
  await conn.execute(sql`
    with revoked as (
      update refresh_tokens set revoked_at = now() where family_id = ${sessionId} and revoked_at is null returning 1
    ), devices as (
      delete from push_subscriptions
      where session_id = ${sessionId}::uuid
         or (session_id is null and user_id in (select user_id from refresh_tokens where family_id = ${sessionId}::uuid))
      returning 1
    )
    select pg_notify(${REVOCATION_CHANNEL}, ${sessionId})`);
}

/**
 * The sessions revoked within the last access-token lifetime, kept in memory so the check costs a
 * map lookup: loaded from the database at start and after a lost LISTEN connection comes back (a
 * revocation may have been missed meanwhile), and fed by NOTIFY. Older revocations need no entry,
 * since every access token of theirs has expired.
 */
export async function createRevocationList(database: Pick<Database, 'db' | 'listen'>): Promise<RevocationList> {
  const revoked = new Map<string, number>();
  const listeners = new Set<(sessionId: string) => void>();

  const prune = (now: number) => {
    for (const [sessionId, forgetAt] of revoked) if (forgetAt <= now) revoked.delete(sessionId);
  };
  const add = (sessionId: string, revokedAt: number) => {
    revoked.set(sessionId, revokedAt + TTL_MS);
    for (const listener of listeners) listener(sessionId);
  };
  const load = async () => {
    const result = await database.db.execute<{ family_id: string; revoked_at: string }>(sql`
      select family_id::text, max(revoked_at)::text as revoked_at from refresh_tokens
      where revoked_at > now() - make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS}) group by family_id`);
    const rows = (result as unknown as { rows: { family_id: string; revoked_at: string }[] }).rows;
    for (const row of rows) add(row.family_id, new Date(row.revoked_at).getTime());
  };

  await load();
  const unlisten = await database.listen(
    REVOCATION_CHANNEL,
    (sessionId) => add(sessionId, Date.now()),
    () => void load().catch((error: unknown) => log.warn('revocations could not be reloaded', { error: String(error) })),
  );
  const pruner = setInterval(() => prune(Date.now()), 60_000);
  pruner.unref();

  return {
    isRevoked(sessionId) {
      const forgetAt = revoked.get(sessionId);
      return forgetAt !== undefined && forgetAt > Date.now();
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(pruner);
      listeners.clear();
      await unlisten();
    },
  };
}
