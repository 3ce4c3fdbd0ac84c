import type { VerifiedAccess } from './auth/tokens';

/** What middleware puts on the Hono context for the handlers. */
export type AppEnv = {
  Variables: {
    user: VerifiedAccess;
  };
};
