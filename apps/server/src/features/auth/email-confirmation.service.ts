import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LIMITS, MSG, type EmailConfirmationState } from '@wycieczki/shared';
import { markEmailConfirmed } from '../../auth/email-confirmed';
import { countWithinLimit } from '../../auth/throttle';
import type { Db, Tx } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { queueMail } from '../../mail/mail-queue';
import { confirmEmailMail } from '../../mail/messages';

/** The page the e-mailed link opens; the secret travels in the fragment, never to a server log. */
export const CONFIRM_EMAIL_PATH = '/potwierdz-email';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const HOUR_MS = 60 * 60_000;
const expired = () => new AppError('confirmation_link_expired', MSG.emailConfirmationExpired);

/**
 * 'Potwierdź adres e-mail' (issue 47, docs/decisions/031): a new account proves the address is its own
 * before it may mail invitations (mail/invitation-throttle.ts). The link (256 random bits, kept as
 * SHA-256, single use, 48 hours) is mailed when the account asks for it: the invitation screens offer
 * it the first time an invitation is refused for it, so a teacher who never invites gets no extra mail.
 */
export function createEmailConfirmationService({ db, publicUrl }: { db: Db; publicUrl: string | null }) {
  async function mailLink(tx: Tx, user: { id: string; email: string }, publicUrl: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LIMITS.emailConfirmationHours * HOUR_MS);
    // A new link spends the older ones: only the newest message works.
    await tx.update(emailConfirmations).set({ usedAt: sql`now()` }).where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
    await tx.insert(emailConfirmations).values({ userId: user.id, tokenHash: hashOf(token), expiresAt });
    await queueMail(tx, confirmEmailMail(user.email, `${publicUrl}${CONFIRM_EMAIL_PATH}#${token}`, LIMITS.emailConfirmationHours, expiresAt));
  }

  async function state(conn: Db | Tx, userId: Id): Promise<EmailConfirmationState> {
    const [user] = await conn.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
    if (!user) throw errors.sessionExpired();
    return { email: user.email, confirmed: user.confirmedAt !== null, mail: publicUrl !== null };
  }

  return {
    /** Whether the signed-in account's address is confirmed (the invitation screens ask). */
    state: (userId: Id) => state(db, userId),

    /** 'Wyślij link potwierdzający': a new link, LIMITS.emailConfirmationMailsPerHour an hour. */
    async send(userId: Id): Promise<EmailConfirmationState> {
      const current = await state(db, userId);
      if (current.confirmed) return current;
      if (publicUrl === null) throw new AppError('mail_disabled', MSG.invitationMailDisabled);
      if (!(await countWithinLimit(db, `confirm-mail:${userId}`, HOUR_MS, LIMITS.emailConfirmationMailsPerHour))) {
        throw new AppError('too_many_confirmation_mails', MSG.tooManyConfirmationMails, { 'Retry-After': String(HOUR_MS / 1000) });
      }
      await db.transaction((tx) => mailLink(tx, { id: userId, email: current.email }, publicUrl));
      return current;
    },

    /** The link opened: the address is confirmed; needs no session (it may be opened on another device). */
    async confirm(token: string): Promise<{ email: string }> {
      const email = await db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: emailConfirmations.id, userId: emailConfirmations.userId, email: users.email })
          .from(emailConfirmations)
          .innerJoin(users, eq(users.id, emailConfirmations.userId))
          .where(and(eq(emailConfirmations.tokenHash, hashOf(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, sql`now()`)))
          .for('update', { of: emailConfirmations });
        if (!live) return null;
        await tx.update(emailConfirmations).set({ usedAt: sql`now()` }).where(eq(emailConfirmations.id, live.id));
        await markEmailConfirmed(tx, live.userId);
        return live.email;
      });
      if (email === null) throw expired();
      return { email };
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
