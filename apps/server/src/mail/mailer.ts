import { and, eq, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { log } from '../lib/log';
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
/** Sent and given-up messages (their bodies hold links) are deleted after this. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

type Row = typeof mailOutbox.$inferSelect;

/** An SMTP answer that will not change on a retry: the address or the message is refused (5xx). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What the log and the row keep of a failure: its code, never the message, the address or a link. */
function failureCode(error: unknown): string {
  const e = error as { code?: string; originalCode?: string; responseCode?: number };
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
 * queued, and every 15 s for retries.
 */
export async function startMailer(database: Pick<Database, 'db' | 'listen'>, config: MailConfig): Promise<Mailer> {
  const { db } = database;
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS }, { from: config.from });
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const claim = async (): Promise<Row[]> => {
    const result = await db.execute(sql`
      update mail_outbox set locked_until = now() + make_interval(secs => ${LOCK_MS / 1000}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by created_at limit ${BATCH} for update skip locked)
      returning id, kind, recipient, subject, text, html, expires_at as "expiresAt", attempts`);
    return (result as unknown as { rows: Row[] }).rows;
  };

  const sendOne = async (row: Row) => {
    if (row.expiresAt && new Date(row.expiresAt).getTime() <= Date.now()) {
      await db.update(mailOutbox).set({ failedAt: new Date(), lockedUntil: null, lastError: 'EXPIRED' }).where(eq(mailOutbox.id, row.id));
      log.warn('mail given up: expired before it could be sent', { id: row.id, kind: row.kind, attempts: row.attempts });
      return;
    }
    try {
      await transport.sendMail({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const code = failureCode(error);
      if (isPermanent(error)) {
        await db.update(mailOutbox).set({ failedAt: new Date(), lockedUntil: null, lastError: code }).where(eq(mailOutbox.id, row.id));
        log.warn('mail refused by the SMTP server: given up', { id: row.id, kind: row.kind, error: code });
      } else {
        const next = new Date(Date.now() + retryDelayMs(row.attempts));
        await db.update(mailOutbox).set({ nextAttemptAt: next, lockedUntil: null, lastError: code }).where(eq(mailOutbox.id, row.id));
        log.warn('mail not sent: will retry', { id: row.id, kind: row.kind, error: code, attempts: row.attempts, retryAt: next.toISOString() });
      }
      return;
    }
    // Accepted: marked at once, so no later pass sends it again.
    await db.update(mailOutbox).set({ sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, row.id));
    log.info('mail sent', { id: row.id, kind: row.kind });
  };

  const pass = async () => {
    do {
      again = false;
      for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
        for (const row of batch) if (!stopped) await sendOne(row);
      }
    } while (again && !stopped);
    await db
      .delete(mailOutbox)
      .where(and(or(sql`${mailOutbox.sentAt} is not null`, sql`${mailOutbox.failedAt} is not null`), lt(mailOutbox.createdAt, new Date(Date.now() - KEEP_MS))));
  };

  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => log.warn('mail queue could not be read', { error: failureCode(error) }))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const unlisten = await database.listen(MAIL_CHANNEL, () => void wake(), () => void wake());
  const timer = setInterval(() => void wake(), POLL_MS);
  timer.unref();
  void wake();

  return {
    flush: wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
      transport.close();
    },
  };
}
