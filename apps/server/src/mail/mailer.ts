import { and, eq, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { log } from '../lib/log';
import { countEmail } from '../lib/metrics';
import { startQueueWorker } from '../lib/queue-worker';
import { MAIL_CHANNEL } from './mail-queue';

/** Where and as whom the server sends (SMTP_URL, MAIL_FROM); null: e-mail is off (the embedded default). */
export type MailConfig = { smtpUrl: string; from: string };

/** The pause before the n-th retry: 30 s, 1, 2, 4… minutes, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * How long a sender may work on one message before another may take it: well above the longest a
 * send can last under the transport's timeouts below, so a slow SMTP server never gets a message twice.
 */
const LOCK_MS = 5 * 60_000;
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
/** One message per claim: its lease covers one send only. */
const BATCH = 1;
/** The queue is read this often even when nothing wakes it (a retry falling due, a lost NOTIFY). */
const POLL_MS = 15_000;
/** Sent and given-up messages (their bodies emptied at once, for they hold links) are deleted after this. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
/** A message with no expiry of its own is given up when still unsent after this. */
const GIVE_UP_MS = 3 * 24 * 60 * 60_000;
/** How long stopping waits for a send in progress before closing the connection under it. */
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
  /** Reads the queue now (tests; a NOTIFY does it otherwise). Resolves when this pass is done. */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The background sender of the queue (mail_outbox): every due message is taken under a lock (so two
 * server instances never send one message twice), handed to the SMTP server, and marked sent the
 * moment it is accepted. A failure waits longer each time (retryDelayMs) and survives a restart; a
 * permanent refusal (5xx) or an expired message is given up. Woken by NOTIFY when a message is
 * queued, and every 15 s for retries (lib/queue-worker.ts).
 */
export async function startMailer(database: Pick<Database, 'db' | 'listen'>, config: MailConfig): Promise<Mailer> {
  const { db } = database;
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS }, { from: config.from });

  const claim = async (): Promise<Row[]> => {
    const result = await db.execute(sql`
      update mail_outbox set locked_until = now() + make_interval(secs => ${LOCK_MS / 1000}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by created_at limit ${BATCH} for update skip locked)
      returning id, kind, recipient, subject, text, html, created_at as "createdAt", expires_at as "expiresAt", attempts`);
    return (result as unknown as { rows: Row[] }).rows;
  };

  // Written only while this sender still holds the message (no other took it over after the lease).
  const mine = (row: Row) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
  // A message done with keeps no body: its link must not outlive it in the database or a backup.
  const done = { text: '', html: '', lockedUntil: null };
  const giveUp = async (row: Row, reason: string) => {
    await db.update(mailOutbox).set({ ...done, failedAt: new Date(), lastError: reason }).where(mine(row));
    log.warn('mail given up', { id: row.id, kind: row.kind, reason, attempts: row.attempts });
    countEmail('failed');
  };

  const sendOne = async (row: Row) => {
    if (row.expiresAt && new Date(row.expiresAt).getTime() <= Date.now()) return giveUp(row, 'EXPIRED');
    if (!row.expiresAt && Date.now() - new Date(row.createdAt).getTime() > GIVE_UP_MS) return giveUp(row, 'TOO_OLD');
    try {
      await transport.sendMail({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const code = failureCode(error);
      if (isPermanent(error)) {
        await giveUp(row, code);
      } else {
        const next = new Date(Date.now() + retryDelayMs(row.attempts));
        await db.update(mailOutbox).set({ nextAttemptAt: next, lockedUntil: null, lastError: code }).where(mine(row));
        log.warn('mail not sent: will retry', { id: row.id, kind: row.kind, error: code, attempts: row.attempts, retryAt: next.toISOString() });
        countEmail('retried');
      }
      return;
    }
    // Accepted: marked at once, so no later pass sends it again.
    await db.update(mailOutbox).set({ ...done, sentAt: new Date(), lastError: null }).where(mine(row));
    log.info('mail sent', { id: row.id, kind: row.kind });
    countEmail('sent');
  };

  const pass = async (stopped: () => boolean) => {
    for (let batch = await claim(); batch.length > 0 && !stopped(); batch = await claim()) {
      for (const row of batch) if (!stopped()) await sendOne(row);
    }
    await db
      .delete(mailOutbox)
      .where(and(or(sql`${mailOutbox.sentAt} is not null`, sql`${mailOutbox.failedAt} is not null`), lt(mailOutbox.createdAt, new Date(Date.now() - KEEP_MS))));
  };

  const worker = await startQueueWorker(database, { name: 'mail', channel: MAIL_CHANNEL, pollMs: POLL_MS, pass });
  return {
    flush: worker.flush,
    async stop() {
      // A send in progress may take its timeouts: wait a little, then close the connection under it
      // (the message stays locked until its lease ends and is sent then, by this or another server).
      await worker.stop(STOP_WAIT_MS);
      transport.close();
    },
  };
}
