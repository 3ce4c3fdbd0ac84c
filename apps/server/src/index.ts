import { eraseLeftPupils } from './features/school-register/register.repo';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadJwtSecret } from './auth/secrets';
import { readConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { describeError } from './lib/describe-error';
import { log } from './lib/log';
import { startErasureSchedule } from './erasure/erase-sensitive';
import { startJobQueue } from './jobs/job-queue';
import { deleteOldDocuments } from './features/documents/document-jobs';
import { startMailer } from './mail/mailer';
import { startAlarmEscalation } from './features/alarms/alarm-push';
import { startParentReminders } from './features/parents/parent-reminders';
import { startMedicineOverdue } from './features/medicines/medicine-overdue';
import { startCoachCheckReminders } from './features/transport/coach-check-reminders';
import { ALARM_SEEN_KEY, createAlarmSeenTokens } from './features/alarms/alarm-seen-token';
import { startPushSender } from './push/push-sender';
import { loadVapidKeys } from './push/vapid';
import { newOperatorKey, removeOperatorFile, writeOperatorFile } from './operator/operator-channel';
import { createRuntime } from './runtime';

const SHUTDOWN_GRACE_MS = 10_000;
// An idle keep-alive connection stays open longer than the clients and proxies in front of the
// server keep theirs (60 s is nginx's and most load balancers' default). A server that closes first
// races a request the client sends on that socket at the same moment, and the client gets
// ECONNRESET (Node's default of 5 s did so to an end-to-end journey's request on CI). Idle
// connections still close at once on shutdown (closeIdleConnections below).
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function defaultWebDistDir(): string {
  // apps/server/src (tsx) or apps/server/dist (bundle): the web app is built into apps/web/dist.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
}

async function main(): Promise<void> {
  const config = readConfig();
  let webDistDir: string | null = config.webDistDir ?? defaultWebDistDir();
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    // In development Vite serves the web app (npm run dev) and proxies /api here.
    if (process.env.NODE_ENV !== 'development') {
      throw new Error(`The web app is not built (no ${webDistDir}/index.html). Run \`npm run build\` first.`);
    }
    log.info('development: serving the API only; the web app is at http://localhost:5173');
    webDistDir = null;
  }

  let releaseLock = async (): Promise<void> => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'server', databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, directUrl: config.databaseDirectUrl });
  } else {
    releaseLock = await lockDataDir(config.dataDir, {
      onCompromised: (error) => {
        // Another server may be writing the same files now: every further write could be lost.
        log.error('data folder lock lost: stopping at once', { error: error.message });
        process.exit(1);
      },
    });
    database = await openDatabase({ kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') });
  }

  const runtime = await createRuntime(database, await loadJwtSecret(database.db, config.jwtSecret));
  // The background work every instance shares (issue 55): documents, e-mail, pushes, the erasure.
  const jobs = await startJobQueue(database, { expireInSeconds: config.jobs.expireInSeconds, maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds });
  const { tokens, realtime } = runtime;
  // Push notifications (issue 50): the server's VAPID keys (generated once and kept in the database
  // when not configured), the queue's sender, and the watch for alarms nobody answered.
  const push = { vapid: await loadVapidKeys(database.db, config.push.vapid, config.push.subject), origins: { extra: config.push.extraOrigins } };
  const pushSender = await startPushSender(database, push, jobs);
  const escalation = startAlarmEscalation(database.db, createAlarmSeenTokens(tokens.deriveKey(ALARM_SEEN_KEY)));
  let stopping = false;
  let reminders: { stop(): Promise<void> } | null = null;
  let overdueDoses: { stop(): Promise<void> } | null = null;
  let coachReminders: { stop(): Promise<void> } | null = null;
  let documentsTaken: Promise<void> = Promise.resolve();
  const operatorKey = newOperatorKey();
  const app = createApp({
    database,
    tokens,
    realtime,
    proxyHops: config.proxyHops,
    webDistDir,
    map: config.map,
    isStopping: () => stopping,
    signUpLimit: config.signUpLimit,
    mailPublicUrl: config.mail?.publicUrl ?? null,
    // `npm run reset-link` asks this server (operator/operator-channel.ts).
    operator: { key: operatorKey, origin: config.publicUrl ?? `http://localhost:${config.port}` },
    push,
    metricsToken: config.metricsToken,
    jobs: ({ makeDocuments, remindParents, remindCoachChecks, pushOverdueDoses }) => {
      documentsTaken = makeDocuments(jobs);
      reminders = startParentReminders(remindParents);
      // Issue 54: 'Zgłoś autokar do kontroli' by e-mail, 7 days before the departure.
      coachReminders = startCoachCheckReminders(remindCoachChecks);
      // Issue 54: 'Lek nie został podany', every minute.
      overdueDoses = startMedicineOverdue(pushOverdueDoses);
    },
  });
  await documentsTaken;
  // Outgoing e-mail (issue 30): the queue's sender, only when SMTP_URL is set.
  const mailer = config.mail ? await startMailer(database, config.mail, jobs) : null;
  // RODO: the students' sensitive data of ended trips is erased at start and then every hour.
  const erasure = await startErasureSchedule(database.db, jobs, {
    intervalMs: config.erasureIntervalMinutes * 60_000,
    also: [
      // Documents made for their owners (issue 55) are kept 15 minutes, even on a quiet deployment.
      () => deleteOldDocuments(database.db),
      async () => {
        const erased = await eraseLeftPupils(database.db);
        if (erased.pupils > 0) log.info('pupils who left the school erased', { pupils: erased.pupils });
      },
      // Messages an older instance queued without a job during a rolling deploy (issue 55).
      () => pushSender.adopt(),
      async () => mailer?.adopt(),
    ],
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    try {
      writeOperatorFile(config.dataDir, info.port, operatorKey);
    } catch (error) {
      // A read-only folder (a server on PostgreSQL needs none): the server runs; `npm run reset-link` then opens the database itself.
      log.warn('operator channel off: DATA_DIR is not writable', describeError(error));
    }
    log.info('server listening', {
      url: `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
      database: database.kind,
      dataDir: database.kind === 'embedded' ? config.dataDir : undefined,
    });
  });
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // The usual pairing: the headers' timeout above the keep-alive one (Node before 18 applied it to
    // idle kept-alive connections too); Node 20 applies it only to a request's headers in flight.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down: finishing requests in flight', { signal });
    // Event streams never finish by themselves: end them so the server can close.
    void runtime.close();
    const force = setTimeout(() => {
      log.warn('requests still open after the grace period: closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() only drops the connections idle at this moment; keep-alive connections that finish a
    // request later would hold the process until their timeout. Drop them as they become idle.
    const dropIdle = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 50);
    dropIdle.unref();
    server.close(async () => {
      clearInterval(dropIdle);
      try {
        await erasure.stop();
        await escalation.stop();
        await reminders?.stop();
        await coachReminders?.stop();
        await overdueDoses?.stop();
        await mailer?.stop();
        await pushSender.stop();
        // Whatever job is still in hand is failed and retried by another instance (or this one, restarted).
        await jobs.stop();
        try {
          removeOperatorFile(config.dataDir);
        } catch {
          // Never written (a read-only folder).
        }
        await runtime.close();
        await database.close();
      } finally {
        await releaseLock();
        log.info('stopped');
        process.exit(0);
      }
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Under `npm start` the server runs below npm's `sh -c`, which does not pass a SIGTERM sent to
  // npm on to it (e.g. a process manager that signals only npm). When npm is gone the server stops
  // the same graceful way instead of living on as an orphan. (A container whose first process is npm
  // ends with npm; the README says to start node directly there.)
  if (process.env.npm_lifecycle_event === 'start') {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) shutdown('npm exited');
    }, 500).unref();
  }
}

main().catch((error: unknown) => {
  log.error('failed to start', describeError(error));
  process.exit(1);
});
