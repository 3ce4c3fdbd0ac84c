import { randomUUID } from 'node:crypto';
import { MSG, type AuthUser, type Session } from '@wycieczki/shared';
import { revokeSession } from '../../auth/revocation';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { clearAttempt, registerAttempt, registerSignUp } from '../../auth/throttle';
import { REFRESH_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken, type TokenSigner } from '../../auth/tokens';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, errors } from '../../lib/errors';
import {
  consumeRefreshToken,
  endedByPasswordChange,
  findAuthUser,
  findRefreshTokenFamily,
  findUserByEmail,
  insertRefreshToken,
  insertUserWithProfile,
} from './auth.repo';
import type { Id } from '../../lib/uuid';

export type AuthDeps = { db: Db; tokens: TokenSigner; signUpLimit?: number | undefined };

/** 'Jan Maria Kowalska' -> first 'Jan', last 'Maria Kowalska' (split at the first space, docs/product.md §3). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** A new session of `user` on this device (or the next token of `familyId`'s): an access and a refresh token. */
export async function issueSession(tokens: TokenSigner, conn: Db | Tx, user: AuthUser, familyId: string = randomUUID()): Promise<Session> {
  const access = await tokens.signAccessToken({ userId: user.id, email: user.email, sessionId: familyId });
  const refresh = newRefreshToken();
  await insertRefreshToken(conn, {
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { user, accessToken: access.token, accessTokenExpiresAt: access.expiresAt, refreshToken: refresh.token };
}

export function createAuthService({ db, tokens, signUpLimit }: AuthDeps) {
  const startSession = (conn: Db | Tx, user: AuthUser, familyId?: string) => issueSession(tokens, conn, user, familyId);

  return {
    async signUp(input: { email: string; password: string; fullName?: string | undefined }, address: string): Promise<Session> {
      await registerSignUp(db, address, signUpLimit);
      const fullName = (input.fullName ?? '').trim().replace(/\s+/g, ' ');
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const existing = await findUserByEmail(tx, input.email);
          if (existing) throw new AppError('email_taken', MSG.emailTaken);
          const { id } = await insertUserWithProfile(tx, { email: input.email, passwordHash, fullName, ...splitFullName(fullName) });
          return startSession(tx, { id, email: input.email, fullName, schoolRole: null });
        });
      } catch (error) {
        // Two sign-ups racing for one email: the unique index decides, the loser hears the same answer.
        if (isUniqueViolation(error)) throw new AppError('email_taken', MSG.emailTaken);
        throw error;
      }
    },

    async signIn(input: { email: string; password: string }, address: string): Promise<Session> {
      const attempt = await registerAttempt(db, input.email, address);
      const user = await findUserByEmail(db, input.email);
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError('bad_credentials', MSG.badCredentials);
      await clearAttempt(db, attempt);
      return startSession(db, { id: user.id, email: user.email, fullName: user.fullName, schoolRole: user.schoolRole });
    },

    /** Rotation: the presented token is spent and a new one issued in the same family. Reuse of a spent token revokes the family. */
    async refresh(refreshToken: string): Promise<Session> {
      const tokenHash = hashRefreshToken(refreshToken);
      return db.transaction(async (tx) => {
        const consumed = await consumeRefreshToken(tx, tokenHash);
        if (!consumed) {
          // Asked before the reuse check below revokes anything: a change of the password says so (issue 48).
          if (await endedByPasswordChange(tx, tokenHash)) return 'password_changed' as const;
          const familyId = await findRefreshTokenFamily(tx, tokenHash);
          if (familyId) await revokeSession(tx, familyId);
          return null;
        }
        const user = await findAuthUser(tx, consumed.userId);
        if (!user) return null;
        return startSession(tx, user, consumed.familyId);
      }).then((session) => {
        // Thrown outside the transaction so the family revocation above is committed, not rolled back.
        if (session === 'password_changed') throw new AppError('password_changed', MSG.signedOutPasswordChanged);
        if (!session) throw errors.sessionExpired();
        return session;
      });
    },

    async signOut(refreshToken: string): Promise<void> {
      const familyId = await findRefreshTokenFamily(db, hashRefreshToken(refreshToken));
      if (familyId) await revokeSession(db, familyId);
    },

    async me(userId: Id): Promise<AuthUser> {
      const user = await findAuthUser(db, userId);
      if (!user) throw errors.sessionExpired();
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
