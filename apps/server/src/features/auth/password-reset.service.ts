import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, type Session } from '@wycieczki/shared';
import { recordAccountEvent } from '../../auth/account-history';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeSession } from '../../auth/revocation';
import { clearAttempt, countWithinLimit, registerAttempt } from '../../auth/throttle';
import type { TokenSigner } from '../../auth/tokens';
import type { Db, Tx } from '../../db/client';
import { passwordResets, refreshTokens, users } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { queueMail } from '../../mail/mail-queue';
import { passwordChangedMail, passwordResetMail, resetLinkByHeadMail, type Actor } from '../../mail/messages';
import { findAuthUser, findUserByEmail, findUserById } from './auth.repo';
import { issueSession } from './auth.service';

/** A reset link works this long, once. */
export const RESET_LINK_MINUTES = 30;
/**
 * The reset's limits (docs/decisions/027, 031). Only the requester's own address is ever refused
 * (429); what is counted per account only decides whether an e-mail goes, and the answer stays the
 * same neutral text, so nobody can lock the owner out of a reset by asking for their address (issue 47).
 */
export const RESET_LIMITS = {
  windowMs: 15 * 60_000,
  /** Requests from one client address within the window, across accounts; then 429. */
  perClient: 20,
  /** E-mails to one account asked from one client address within the window: the owner's one. */
  mailsPerAccountAndClient: 1,
  /** E-mails to one account within an hour, from all addresses: a flood fills no mailbox. */
  mailsPerAccountPerHour: 10,
} as const;
/**
 * Every request is answered no sooner than this after it arrived, whether the address has an account
 * or not, so the answer's timing tells nothing either (the work itself takes a few milliseconds).
 */
export const RESET_ANSWER_MS = 300;

/** The path of 'Ustaw nowe hasło'; the secret travels in the fragment, never to a server or a log. */
export const RESET_PATH = '/reset-password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * Ends every session of the account: each refresh-token family is revoked, which also closes its
 * open event streams and makes its access tokens refused everywhere (decision 011).
 */
export async function endAllSessions(tx: Tx, userId: string, keep?: string): Promise<void> {
  const families = await tx
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of families) if (familyId !== keep) await revokeSession(tx, familyId);
}

/**
 * Sets a new password: every session ends, older reset links are spent, and 'Hasło zostało zmienione'
 * goes to the address when e-mail is on. Shared by the reset link and 'Zmień hasło' (the profile).
 */
export async function replacePassword(tx: Tx, user: { id: string; email: string }, passwordHash: string, mailOn: boolean, keepSession?: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  // 'Zmień hasło' keeps this device's session; a reset link ends them all.
  await recordAccountEvent(tx, user.id, keepSession === undefined ? 'password_reset' : 'password_changed');
  await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await endAllSessions(tx, user.id, keepSession);
  if (mailOn) await queueMail(tx, passwordChangedMail(user.email, new Date()));
}

/**
 * `publicUrl`: the address users open (PUBLIC_URL), which links in messages start with; null when
 * the server sends no e-mail. Never a request's Host header: anyone can send any Host, and a reset
 * link to an address of theirs would hand them the account (docs/decisions/027).
 */
export type PasswordResetDeps = { db: Db; tokens: TokenSigner; publicUrl: string | null };

/**
 * 'Nie pamiętasz hasła?' (issue 30): a single-use link of 256 random bits, valid 30 minutes, kept
 * only as its SHA-256; the same answer, in the same time, for every address; throttled per address
 * and per client. A reset does not touch the sign-in throttling (a held account stays held).
 */
export function createPasswordResetService({ db, tokens, publicUrl }: PasswordResetDeps) {
  const mailOn = publicUrl !== null;
  /** A new link for the account, spending its older ones; null when there is no such account. */
  async function makeLink(
    tx: Tx,
    email: string,
    origin: string,
    madeBy: { kind: 'reset_link_mailed' | 'reset_link_operator' | 'reset_link_head'; actorName?: string },
  ): Promise<{ link: string; expiresAt: Date; user: { id: string; email: string } } | null> {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    await recordAccountEvent(tx, user.id, madeBy.kind, madeBy.actorName ?? null);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashOf(token), expiresAt });
    return { link: `${origin}${RESET_PATH}#${token}`, expiresAt, user: { id: user.id, email: user.email } };
  }

  async function findLive(conn: Db | Tx, token: string) {
    const [row] = await conn
      .select({ id: passwordResets.id, userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .for('update');
    return row ?? null;
  }

  async function check(token: string): Promise<void> {
    const [row] = await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    if (!row) throw new AppError('reset_link_expired', MSG.passwordResetExpired);
  }

  return {
    mailOn,

    /** 'Wyślij link'. Without e-mail the answer says what to do instead (the same for every address). */
    async request(email: string, client: string): Promise<void> {
      const started = Date.now();
      if (publicUrl === null) throw new AppError('mail_disabled', MSG.mailDisabled);
      const tooMany = () => new AppError('too_many_password_resets', MSG.tooManyPasswordResets, { 'Retry-After': String(RESET_LIMITS.windowMs / 1000) });
      // The requester's address, for every account, known or not: a refusal tells nothing of the account.
      if (!(await countWithinLimit(db, `reset-client:${client}`, RESET_LIMITS.windowMs, RESET_LIMITS.perClient))) throw tooMany();
      // Per account only whether a message goes: one per window to each asking address, so a flood from
      // elsewhere leaves the owner's own request its e-mail, and a ceiling per hour over all of them.
      const account = email.toLowerCase();
      const mailNow =
        (await countWithinLimit(db, `reset-mail:${account}|${client}`, RESET_LIMITS.windowMs, RESET_LIMITS.mailsPerAccountAndClient)) &&
        (await countWithinLimit(db, `reset-mail:${account}`, 60 * 60_000, RESET_LIMITS.mailsPerAccountPerHour));
      if (mailNow) await db.transaction(async (tx) => {
        const made = await makeLink(tx, email, publicUrl, { kind: 'reset_link_mailed' });
        if (made) await queueMail(tx, passwordResetMail(made.user.email, made.link, RESET_LINK_MINUTES, made.expiresAt));
      });
      await sleepUntil(started + RESET_ANSWER_MS);
    },

    /** For `npm run reset-link` (the operator, on the server): the link itself, printed, never logged. */
    async linkFor(email: string, origin: string): Promise<string | null> {
      return db.transaction(async (tx) => (await makeLink(tx, email, origin, { kind: 'reset_link_operator' }))?.link ?? null);
    },

    /**
     * The head's 'Link do zmiany hasła' for a teacher of the school (issue 30): made in the caller's
     * transaction (which checks the school and records it in the school's log), named in the
     * teacher's history. `origin` '' gives the path alone, which the head's browser completes.
     */
    async linkForTeacher(tx: Tx, email: string, origin: string, head: Actor): Promise<{ link: string; expiresAt: Date } | null> {
      const made = await makeLink(tx, email, origin, { kind: 'reset_link_head', actorName: head.name });
      if (made && mailOn) await queueMail(tx, resetLinkByHeadMail(made.user.email, head, new Date(), RESET_LINK_MINUTES));
      return made ? { link: made.link, expiresAt: made.expiresAt } : null;
    },

    /** Whether a link still works, so 'Ustaw nowe hasło' can say at once that it does not. */
    check,

    /**
     * 'Zmień hasło' in the profile: the current password first (counted as a sign-in attempt from
     * `address`, so a stolen access token cannot guess past the throttle), then as a reset, but this
     * device's own session (`sessionId`) goes on: every other one ends. Replacing this one too would
     * close its event stream before the answer arrived, and a reconnect with the old token would sign
     * it out.
     */
    async change(userId: Id, sessionId: string, currentPassword: string, newPassword: string, address: string): Promise<void> {
      const account = await findUserById(db, userId);
      if (!account) throw errors.sessionExpired();
      const attempt = await registerAttempt(db, account.email, address, MSG.tooManyPasswordTries);
      if (!(await verifyPassword(account.passwordHash, currentPassword))) throw errors.validation(MSG.passwordWrong);
      await clearAttempt(db, attempt);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const user = await findAuthUser(tx, userId);
        if (!user) throw errors.sessionExpired();
        await replacePassword(tx, user, passwordHash, mailOn, sessionId);
      });
    },

    /** 'Zapisz nowe hasło': the new password, every session ended, this device signed in. */
    async reset(token: string, password: string): Promise<Session> {
      // The cheap check first: a made-up secret costs no password hashing (argon2id's time and memory).
      await check(token);
      const passwordHash = await hashPassword(password);
      const session = await db.transaction(async (tx) => {
        const live = await findLive(tx, token);
        if (!live) return null;
        const user = await findAuthUser(tx, live.userId);
        if (!user) return null;
        await replacePassword(tx, user, passwordHash, mailOn);
        return issueSession(tokens, tx, user);
      });
      if (!session) throw new AppError('reset_link_expired', MSG.passwordResetExpired);
      return session;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
