import { createHash, createHmac } from 'node:crypto';

/** A link's secret: 24 bytes (192 bits) of HMAC, 32 characters of base64url. */
const SECRET_BYTES = 24;
export const LINK_SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export type LinkSecrets = {
  /** The secret of the link with this id: the server can show it again, the database alone cannot. */
  secretOf(linkId: string): string;
  /** What the database keeps and looks a secret up by. */
  hashOf(secret: string): string;
};

/**
 * Secrets of links that open something without an account or to join one: parent links (decision
 * 022) and school invitations (decision 024), each under its own key. A secret is the HMAC of the
 * link's random id under a key derived from the server's secret; the database keeps only its
 * SHA-256. A copy of the database alone gives no working link; the server shows the same link every
 * time without storing it.
 */
export function createLinkSecrets(key: Buffer): LinkSecrets {
  return {
    secretOf: (linkId) => createHmac('sha256', key).update(linkId).digest().subarray(0, SECRET_BYTES).toString('base64url'),
    hashOf: (secret) => createHash('sha256').update(secret).digest('hex'),
  };
}
