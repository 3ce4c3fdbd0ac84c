import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'wycieczki';
const AUDIENCE = 'wycieczki-api';

/** `sessionId` is the refresh-token family the access token was issued in: revoking it ends the token too. */
export type AccessClaims = { userId: string; email: string; sessionId: string };
export type VerifiedAccess = AccessClaims & { expiresAt: number };

export type TokenSigner = {
  signAccessToken(claims: AccessClaims, now?: Date): Promise<{ token: string; expiresAt: number }>;
  verifyAccessToken(token: string): Promise<VerifiedAccess | null>;
  /** A key for one other purpose (e.g. the parent links' secrets), derived from the server's secret. */
  deriveKey(purpose: string): Buffer;
};

/** How many verified tokens are remembered; the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * `isRevoked` (the revocation list, decision 011) is asked on every verification, also for a token
 * remembered as valid: a revoked session's tokens are refused from the moment the list knows of it.
 */
export function createTokenSigner(secret: string, options: { isRevoked?: (sessionId: string) => boolean } = {}): TokenSigner {
  const isRevoked = options.isRevoked ?? (() => false);
  const key = new TextEncoder().encode(secret);
  // A token's validity depends only on its bytes and the clock, so a verified token is remembered
  // until it expires: the HMAC check (WebCrypto, ~10% of a simple read's CPU) runs once per token.
  const verified = new Map<string, VerifiedAccess>();
  return {
    deriveKey: (purpose) => createHmac('sha256', key).update(`wycieczki:${purpose}`).digest(),
    async signAccessToken(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return isRevoked(known.sessionId) ? null : known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const { sub, email, sid, exp } = payload;
        // A token without its session (issued before sessions were revocable) is refused: the client refreshes.
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        const claims = { userId: sub, email, sessionId: sid, expiresAt: exp * 1000 };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
        return isRevoked(claims.sessionId) ? null : claims;
      } catch {
        return null;
      }
    },
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
