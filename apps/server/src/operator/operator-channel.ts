import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { MSG, passwordResetRequestSchema } from '@wycieczki/shared';
import type { AppEnv } from '../app-env';
import type { PasswordResetService } from '../features/auth/password-reset.service';
import { AppError, errors } from '../lib/errors';
import { parseJsonBody } from '../lib/validate';

/**
 * The operator's way into a running server (`npm run reset-link`, issue 30): the embedded database
 * is open in the server's process only, so the command asks the server. The server writes a fresh
 * random key to DATA_DIR/operator.json (readable by the server's own user only) at each start; a
 * request must come from the machine itself (the socket's address, never X-Forwarded-For) and carry
 * that key. Anyone who can read the data folder can read the database anyway.
 */
export const OPERATOR_FILE = 'operator.json';

export type OperatorFile = { port: number; key: string };

export function newOperatorKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Written once the server listens, with the port it listens on. */
export function writeOperatorFile(dataDir: string, port: number, key: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OPERATOR_FILE);
  fs.writeFileSync(file, JSON.stringify({ port, key } satisfies OperatorFile), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function removeOperatorFile(dataDir: string): void {
  fs.rmSync(path.join(dataDir, OPERATOR_FILE), { force: true });
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/operator/reset-link {email} → {link}: for the command on the server's own machine only. */
export function operatorRoutes(resets: PasswordResetService, key: string, origin: string) {
  return new Hono<AppEnv>().post('/reset-link', async (c) => {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      remote = undefined;
    }
    const given = c.req.header('authorization')?.replace(/^Operator /, '') ?? '';
    if (!isLoopback(remote) || !sameKey(given, key)) throw errors.notFound();
    const { email } = await parseJsonBody(c, passwordResetRequestSchema);
    const link = await resets.linkFor(email, origin);
    if (!link) throw new AppError('not_found', MSG.noAccountForEmail);
    return c.json({ link });
  });
}
