import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { PushPayload, PushSubscriptionInput } from '@wycieczki/shared';

/**
 * The fake push service's TLS certificate (self-signed, for 127.0.0.1, a test's own): push services
 * are HTTPS, and `web-push` speaks nothing else. A sender in a test trusts it through `FAKE_PUSH_AGENT`,
 * a server process through NODE_EXTRA_CA_CERTS=apps/server/src/test/fixtures/fake-push.crt.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const FAKE_PUSH_CERT_FILE = path.join(FIXTURES, 'fake-push.crt');
const FAKE_PUSH_TLS = { key: fs.readFileSync(path.join(FIXTURES, 'fake-push.key')), cert: fs.readFileSync(FAKE_PUSH_CERT_FILE) };
export const FAKE_PUSH_AGENT = new https.Agent({ ca: FAKE_PUSH_TLS.cert });

/** One push as the fake push service received it, decrypted with the subscription's own keys. */
export type ReceivedPush = {
  subscription: string;
  payload: PushPayload;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID token's claims, its signature checked against the key it came with. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  at: number;
};

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  /** A browser's new subscription at this service: its endpoint and the keys it encrypts to. */
  subscribe(): PushSubscriptionInput & { id: string };
  /** What the service answers a subscription from now on (410: gone; 500: down). 201 by default. */
  answer(subscriptionId: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
};

/**
 * A Web Push service on the loopback for tests (issue 50), as a browser vendor's would be: it reads
 * the VAPID Authorization header (RFC 8292) and verifies the token's ES256 signature with the key the
 * header names, and decrypts the body (RFC 8291, aes128gcm) with the private key and auth secret of
 * the subscription it made, so a test sees exactly what a phone would show, and nothing a
 * mis-encrypted push would hide.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];

  const server = https.createServer(FAKE_PUSH_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const key = keys.get(id);
        const status = answers.get(id) ?? (key ? 201 : 404);
        if (status !== 201 || !key) {
          response.writeHead(status).end();
          return;
        }
        try {
          const [, token = '', publicKey = ''] = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '') ?? [];
          if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID token not ES256');
          const raw = Buffer.from(publicKey, 'base64url');
          const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') };
          await jwtVerify(token, await importJWK(jwk, 'ES256'));
          const claims = decodeJwt(token) as { aud: string; exp: number; sub: string };
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const body = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
          received.push({
            subscription: id,
            payload: JSON.parse(body.toString('utf8')) as PushPayload,
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            vapid: { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey },
            at: Date.now(),
          });
          response.writeHead(201).end();
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(subscriptionId, status) {
      answers.set(subscriptionId, status);
    },
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      if (failures.length > 0) throw new Error(`the fake push service refused a push: ${failures.join('; ')}`);
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
