import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { sendJob } from '../jobs/send-job';

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
 * tells of commits, and any instance's sender (mailer.ts) is woken when it does. The row holds the
 * message and its fate; the job (of the same id) is the work of sending it.
 */
export async function queueMail(conn: Db | Tx, message: MailMessage): Promise<void> {
  const [row] = await conn.insert(mailOutbox).values({
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    expiresAt: message.expiresAt ?? null,
  }).returning({ id: mailOutbox.id });
  await sendJob(conn, 'email', { outboxId: row!.id }, { id: row!.id });
}
