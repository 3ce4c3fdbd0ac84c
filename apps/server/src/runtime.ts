import { createRevocationList, type RevocationList } from './auth/revocation';
import { createTokenSigner, type TokenSigner } from './auth/tokens';
import type { Database } from './db/client';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { membershipFromDatabase } from './realtime/membership';

/** What one server instance keeps beside the database: the revocation list, the token signer, the realtime hub. */
export type Runtime = { revocations: RevocationList; tokens: TokenSigner; realtime: RealtimeHub; close(): Promise<void> };

/** Builds an instance's runtime on an open database; the server and the tests use the same wiring. */
export async function createRuntime(database: Database, jwtSecret: string): Promise<Runtime> {
  const revocations = await createRevocationList(database);
  const tokens = createTokenSigner(jwtSecret, { isRevoked: revocations.isRevoked });
  const realtime = await createRealtimeHub({ database, membership: membershipFromDatabase(database.db), revocations });
  return {
    revocations,
    tokens,
    realtime,
    async close() {
      await realtime.close();
      await revocations.close();
    },
  };
}
