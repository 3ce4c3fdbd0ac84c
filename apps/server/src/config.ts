import path from 'node:path';
import { z } from 'zod';
import { THROTTLE } from './auth/throttle';
import { parsePushOrigins } from './push/push-origins';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0, 'a whole number of proxies, 0 or more').max(10, 'at most 10 proxies').default(0),
  WEB_DIST_DIR: z.string().min(1).optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'a tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  SIGN_UP_LIMIT: z.coerce.number().int().min(1).default(THROTTLE.signUpsPerAddress),
  ERASURE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'smtp://user:password@host:587 (STARTTLS where offered) or smtps://user:password@host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'the address users open, e.g. https://wycieczki.szkola.example')
    .optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'the base64url P-256 public key (87 characters), as `npx web-push generate-vapid-keys` prints it').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'the base64url P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^/\s]+\/?)$/, 'a contact for the push services: mailto:admin@szkola.example or https://wycieczki.szkola.example').optional(),
  PUSH_EXTRA_ORIGINS: z.string().optional(),
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(5, 'at least 5 seconds').max(24 * 3600).optional(),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters (e.g. `openssl rand -hex 24`)').max(200).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces').optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  /** DATABASE_DIRECT_URL (issue 55): PostgreSQL itself when DATABASE_URL is a pooler in transaction mode; null: DATABASE_URL is PostgreSQL. */
  databaseDirectUrl: string | null;
  jwtSecret: string | null;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed, counted from the right (decision 031). */
  proxyHops: number;
  webDistDir: string | null;
  map: MapConfig;
  /** Sign-ups allowed per client address per throttle window. */
  signUpLimit: number;
  /** How often the sensitive-data erasure runs (also once at start); 0: never (docs/decisions/020). */
  erasureIntervalMinutes: number;
  /** Outgoing e-mail (issue 30); null: none is sent (the embedded default). */
  mail: MailSettings | null;
  /** PUBLIC_URL: the address users open, which links made by the server start with; null: unknown. */
  publicUrl: string | null;
  /** Push notifications (issue 50): the VAPID keys when given (else generated and kept in the database), whom push services may contact, and origins beside the known push services. */
  push: PushSettings;
  /**
   * The shared job queue (issue 55): JOBS_EXPIRE_SECONDS, a shorter hold on a job than each kind's own
   * (jobs/queues.ts), after which a dead instance's job is retried elsewhere; JOBS_MAINTENANCE_SECONDS,
   * how often such jobs are looked for.
   */
  jobs: { expireInSeconds: number | null; maintenanceIntervalSeconds: number };
  /** METRICS_TOKEN (issue 55): the bearer token of `/metrics`; null: no metrics served. */
  metricsToken: string | null;
};

export type PushSettings = { vapid: { publicKey: string; privateKey: string } | null; subject: string; extraOrigins: string[] };

/** SMTP_URL, MAIL_FROM, and PUBLIC_URL, which every link in a message starts with (never a request's Host). */
export type MailSettings = { smtpUrl: string; from: string; publicUrl: string };

/** What the web app needs to draw the location map; also decides the CSP's allowed image origin. */
export type MapConfig = { tileUrl: string; attribution: string };

/** Reads the environment once at start; a bad value stops the server with a readable message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = result.data;
  if (e.SMTP_URL && (!e.MAIL_FROM || !e.PUBLIC_URL)) {
    throw new Error(
      'Invalid configuration: SMTP_URL needs MAIL_FROM (e.g. "Wycieczki szkolne <no-reply@szkola.example>") and PUBLIC_URL (the address users open, for the links in messages)',
    );
  }
  if (e.TRUST_PROXY && e.TRUST_PROXY_HOPS === 0) {
    // The old switch believed the leftmost X-Forwarded-For entry, which the client writes (issue 47).
    throw new Error(
      'Invalid configuration: TRUST_PROXY=true is no longer enough. Set TRUST_PROXY_HOPS to the number of proxies in front of the server (TRUST_PROXY_HOPS=1 behind one nginx or Caddy) and remove TRUST_PROXY; the client address is then read from the right of X-Forwarded-For',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither: a pair is generated on first start)');
  }
  let extraOrigins: string[];
  try {
    extraOrigins = parsePushOrigins(e.PUSH_EXTRA_ORIGINS);
  } catch (error) {
    throw new Error(`Invalid configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  const publicUrl = e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, '') : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    proxyHops: e.TRUST_PROXY_HOPS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    signUpLimit: e.SIGN_UP_LIMIT,
    erasureIntervalMinutes: e.ERASURE_INTERVAL_MINUTES,
    publicUrl,
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      // Apple refuses a push whose subject is no real contact: the server's own address when known.
      subject: e.VAPID_SUBJECT ?? (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:powiadomienia@wycieczki-szkolne.invalid'),
      extraOrigins,
    },
    jobs: { expireInSeconds: e.JOBS_EXPIRE_SECONDS ?? null, maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_SECONDS },
    metricsToken: e.METRICS_TOKEN ?? null,
    mail: e.SMTP_URL && e.MAIL_FROM && e.PUBLIC_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL.replace(/\/$/, '') } : null,
  };
}
