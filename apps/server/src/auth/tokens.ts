import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'wycieczki';
const AUDIENCE = 'wycieczki-api';

export type AccessClaims = { userId: string; email: string };
export type VerifiedAccess = AccessClaims & { expiresAt: number };

export type TokenSigner = {
  signAccessToken(claims: AccessClaims, now?: Date): Promise<{ token: string; expiresAt: number }>;
  verifyAccessToken(token: string): Promise<VerifiedAccess | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccessToken(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ email: claims.email })
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, email: payload.email, expiresAt: payload.exp * 1000 };
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
