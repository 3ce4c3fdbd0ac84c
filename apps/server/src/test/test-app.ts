import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import webpush from 'web-push';
import { createApp, type App, type AppJobs, type PushDeps } from '../app';
import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/client';
import { startJobQueue, type JobQueue } from '../jobs/job-queue';
import type { RealtimeHub } from '../realtime/hub';
import { createRuntime } from '../runtime';
import { openTestDatabase } from './test-database';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type RequestOptions = {
  token?: string;
  body?: unknown;
  /** A raw body, sent as it is (malformed JSON, oversized payloads). */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type TestApi = {
  app: App;
  /** The push identity and allowed push services the app was built with (a test starts a sender with them). */
  push: PushDeps;
  /** The app's background jobs, run by hand in a test. */
  jobs: AppJobs;
  /** The shared job queue of this test file's app, taking its documents (issue 55). */
  queue: JobQueue;
  database: Database;
  tokens: TokenSigner;
  realtime: RealtimeHub;
  secret: string;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
};

/**
 * Builds the real app on a fresh real database for the test file; call at the top level of a test
 * file. `mailPublicUrl`: the app sends e-mail (its links start with it), as with SMTP_URL set.
 */
export function useTestApi(options: { mailPublicUrl?: string; pushOrigins?: () => string[]; metricsToken?: string; isStopping?: () => boolean } = {}): TestApi {
  const api = {} as TestApi;
  let drop: () => Promise<void> = async () => {};
  let closeRuntime: () => Promise<void> = async () => {};
  let stopQueue: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const secret = randomBytes(32).toString('hex');
    const runtime = await createRuntime(opened.database, secret);
    const { tokens, realtime } = runtime;
    closeRuntime = runtime.close;
    const push: PushDeps = {
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:operator@wycieczki.example' },
      origins: { extra: options.pushOrigins?.() ?? [] },
    };
    const app = createApp({
      database: opened.database,
      tokens,
      realtime,
      proxyHops: 1,
      webDistDir: null,
      mailPublicUrl: options.mailPublicUrl ?? null,
      push,
      metricsToken: options.metricsToken ?? null,
      ...(options.isStopping ? { isStopping: options.isStopping } : {}),
      jobs: (jobs) => Object.assign(api, { jobs }),
    });
    const queue = await startJobQueue(opened.database, { pollingIntervalSeconds: 0.5 });
    stopQueue = () => queue.stop(1_000);
    await api.jobs.makeDocuments(queue);
    Object.assign(api, {
      app,
      queue,
      push,
      realtime,
      database: opened.database,
      tokens,
      secret,
      async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
        const headers: Record<string, string> = { ...options.headers };
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        let body: string | undefined;
        if (options.rawBody !== undefined) body = options.rawBody;
        else if (options.body !== undefined) body = JSON.stringify(options.body);
        if (body !== undefined) headers['content-type'] ??= 'application/json';
        const response = await app.request(path, { method, headers, body });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON: keep the text.
        }
        return { status: response.status, body: parsed as T, headers: response.headers };
      },
    });
  });

  afterAll(async () => {
    await stopQueue();
    await closeRuntime();
    await drop();
  });

  return api;
}
