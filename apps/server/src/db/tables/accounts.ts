import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

// Accounts: users, their profiles, sessions (refresh tokens), sign-in throttling and the server's secrets.

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the owner opened the e-mailed 'Potwierdź adres e-mail' link (issue 47); null: not yet, and the
     * account sends no invitation. Accounts made before the rule, and those made from an invitation
     * mailed to the address, count as confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    school: text('school'),
    /** The school's address, printed on the karta wycieczki (issue 15). */
    schoolAddress: text('school_address'),
    /**
     * 'Forma w komunikatach' (issue 63): 'F' ('zapisała', 'Pani'), 'M' ('zapisał', 'Pan'); null: not
     * chosen, guessed from the first name (packages/shared polish/gender.ts).
     */
    grammaticalGender: text('grammatical_gender', { enum: ['F', 'M'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_email_lower_idx').on(sql`lower(${t.email})`), check('profiles_grammatical_gender', sql`${t.grammaticalGender} in ('F', 'M')`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One row per sign-in attempt under a throttling key ('email:…' or 'ip:…'); shared by every server instance. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);

/**
 * A limit's counter (issue 47, docs/decisions/031): one row per key ('parent-miss:<address>',
 * 'signup:<address>', …) holding the hits since its window started. Counted and checked in one
 * upsert, whose row lock orders parallel requests on every instance: no burst gets past a limit.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The columns of a single-use link sent to an account's address (a password reset, 'Potwierdź adres
 * e-mail'): only the secret's SHA-256 is kept, with when it stops working and when it was used.
 */
export function singleUseLinkColumns() {
  return {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  };
}

/** 'Potwierdź adres e-mail' links (issue 47): single use, 48 hours. */
export const emailConfirmations = pgTable('email_confirmations', singleUseLinkColumns(), (t) => [index('email_confirmations_user_idx').on(t.userId)]);

/** Secrets generated on first start and shared by every instance on the same database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The account's own history (issue 30, 'Historia konta' in the profile): every reset link made for
 * it (by e-mail, by the server's operator, by the school's head) and every change of its password.
 * `actor_name` names the head who made a link; nothing else about the request is kept.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset_link_mailed', 'reset_link_operator', 'reset_link_head', 'password_reset', 'password_changed'] }).notNull(),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_events_user_idx').on(t.userId, t.createdAt),
    check('account_events_kind', sql`${t.kind} in ('reset_link_mailed', 'reset_link_operator', 'reset_link_head', 'password_reset', 'password_changed')`),
  ],
);
