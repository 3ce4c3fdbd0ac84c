import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { log } from '../lib/log';
import { countEmail } from '../lib/metrics';
import { startJobQueue, type Job, type JobQueue } from '../jobs/job-queue';
import { jobNeverQueued, sendJob } from '../jobs/send-job';

/** Where and as whom the server sends (SMTP_URL, MAIL_FROM); null: e-mail is off (the embedded default). */
export type MailConfig = { smtpUrl: string; from: string };

const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
/** Sent and given-up messages (their bodies emptied at once, for they hold links) are deleted after this. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
/** A message with no expiry of its own is given up when still unsent after this. */
const GIVE_UP_MS = 3 * 24 * 60 * 60_000;
/** How long stopping waits for a send in progress before the job is left to another instance. */
const STOP_WAIT_MS = 5_000;

type Row = typeof mailOutbox.$inferSelect;

type SmtpFailure = { code?: string; originalCode?: string; responseCode?: number; command?: string };

const asFailure = (error: unknown): SmtpFailure => (typeof error === 'object' && error !== null ? (error as SmtpFailure) : {});

/**
 * A refusal that will not change on a retry: the recipient refused for good (5xx at RCPT TO, e.g. no
 * such mailbox). Any other 5xx (a wrong SMTP password, 'must use STARTTLS', a refused sender) is the
 * server's configuration, which the operator fixes: those messages wait and are retried.
 */
function isPermanent(error: unknown): boolean {
  const e = asFailure(error);
  return e.code === 'EENVELOPE' && e.command === 'RCPT TO' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

/** What the log and the row keep of a failure: its code, never the message, the address or a link. */
function failureCode(error: unknown): string {
  const e = asFailure(error);
  if (typeof e.responseCode === 'number') return `SMTP ${e.responseCode}`;
  // nodemailer's 'ESOCKET' keeps the socket's own code ('ECONNREFUSED') beside it.
  const code = e.originalCode ?? e.code;
  return typeof code === 'string' ? code : 'ERROR';
}

export type Mailer = {
  /** Takes every message due now and waits until each is sent or waits for a retry (tests). */
  flush(): Promise<void>;
  /** Makes the messages waiting for a retry due now: after the operator fixed the SMTP settings, and in tests. */
  retryNow(): Promise<void>;
  /** Queues a job for each message left without one (a rolling deploy's older instance queued it): hourly. */
  adopt(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The sender of the e-mail queue (issue 30; on the shared job queue since issue 55): a message is a
 * row of mail_outbox (what is sent, and what became of it) and a job of kind 'email' with the row's
 * id, both written in the transaction of what the message tells of (mail-queue.ts). Any instance
 * takes the job, hands the message to the SMTP server and marks the row sent the moment it is
 * accepted. A failure is retried by the queue with a growing pause (30 s, 1, 2, 4… minutes), across
 * restarts; an instance killed mid-send leaves its job to another once its hold expires, which finds
 * the row already sent when the first got that far. A permanent refusal (5xx at RCPT TO), an expired
 * message, or the last retry gives it up.
 */
export async function startMailer(database: Pick<Database, 'db' | 'listen' | 'executeSql'>, config: MailConfig, shared?: JobQueue): Promise<Mailer> {
  const { db } = database;
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS }, { from: config.from });
  const queue = shared ?? (await startJobQueue(database));

  // A message done with keeps no body: its link must not outlive it in the database or a backup.
  const done = { text: '', html: '' };
  const giveUp = async (row: Row, reason: string) => {
    await db.update(mailOutbox).set({ ...done, failedAt: new Date(), lastError: reason }).where(eq(mailOutbox.id, row.id));
    log.warn('mail given up', { id: row.id, kind: row.kind, reason, attempts: row.attempts });
    countEmail('failed');
  };

  const sendOne = async (job: Job<{ outboxId?: string }>) => {
    const outboxId = job.data.outboxId ?? job.id;
    const [row] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, outboxId), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
      .returning();
    // Sent or given up already (the job ran again after its instance died): nothing to do.
    if (!row) return;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return giveUp(row, 'EXPIRED');
    if (!row.expiresAt && Date.now() - row.createdAt.getTime() > GIVE_UP_MS) return giveUp(row, 'TOO_OLD');
    try {
      await transport.sendMail({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const code = failureCode(error);
      if (isPermanent(error) || job.retryCount >= job.retryLimit) return giveUp(row, code);
      await db.update(mailOutbox).set({ lastError: code }).where(eq(mailOutbox.id, row.id));
      log.warn('mail not sent: will retry', { id: row.id, kind: row.kind, error: code, attempts: row.attempts });
      countEmail('retried');
      // The queue retries it after its pause.
      throw new Error(code);
    }
    // Accepted: marked at once, so no later try sends it again.
    await db.update(mailOutbox).set({ ...done, sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
    log.info('mail sent', { id: row.id, kind: row.kind });
    countEmail('sent');
  };

  // Messages queued without a job (before the queue moved onto jobs, issue 55, or by an instance still
  // running the older code during a rolling deploy): each gets its job, at start and every hour. The
  // row's id is the job's, so two instances adopting at once queue it once.
  const adopt = async () => {
    const waiting = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), gt(mailOutbox.createdAt, new Date(Date.now() - KEEP_MS)), jobNeverQueued('email', mailOutbox.id)));
    for (const { id } of waiting) await sendJob(db, 'email', { outboxId: id }, { id });
  };
  await adopt();
  await db
    .delete(mailOutbox)
    .where(and(or(sql`${mailOutbox.sentAt} is not null`, sql`${mailOutbox.failedAt} is not null`), lt(mailOutbox.createdAt, new Date(Date.now() - KEEP_MS))));

  await queue.work('email', { concurrency: 1 }, sendOne);
  return {
    flush: () => queue.settle('email'),
    retryNow: () => queue.retryNow('email'),
    adopt,
    async stop() {
      // A send in progress may take its timeouts: wait a little, then close the connection under it
      // (its job is retried by this or another instance when its hold ends).
      if (shared) await queue.stopWorking('email', STOP_WAIT_MS);
      else await queue.stop(STOP_WAIT_MS);
      transport.close();
    },
  };
}
