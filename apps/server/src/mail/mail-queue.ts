import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The channel on which a queued message wakes the sender at once (mailer.ts). */
export const MAIL_CHANNEL = 'mail_queued';

export type MailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A message useless after this (a link that expires) is given up rather than sent late. */
  expiresAt?: Date;
};

/**
 * Puts a message in the durable queue, in the caller's transaction: it goes out only if what it
 * tells of commits, and the sender (mailer.ts) is woken when it does.
 */
export async function queueMail(conn: Db | Tx, message: MailMessage): Promise<void> {
  await conn.insert(mailOutbox).values({
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    expiresAt: message.expiresAt ?? null,
  });
  await conn.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}
