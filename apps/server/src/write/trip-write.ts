import { assertCan, loadTripAccess, type TripAccess, type TripAction } from '../access/trip-access';
import { sql } from 'drizzle-orm';
import { MSG, parentLabel } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { checkViolated, foreignKeyViolated, uniqueViolated } from '../lib/db-errors';
import { errors, type AppError } from '../lib/errors';
import type { Id } from '../lib/uuid';
import { loadSchoolTripAccess, type SchoolAccess } from '../access/school-access';
import { publishTripChange, statementNotification, type TripChange } from '../realtime/publish';

/** What a write announces: the trip and the actor are the write's own. */
export type Announcement = Omit<TripChange, 'tripId' | 'actorId'> & { memberId?: string };

/** Who writes: a member with access, the school's head, an invitee, the creator of a new trip, a parent's link. */
export type WriteMode = 'member' | 'head' | 'invitee' | 'create' | 'parent';

/**
 * A rule that runs after a write's work, in its transaction, before anything is published
 * (decision 012, amended by 033): it names the write modes it serves and the announced topics that
 * wake it, and may announce a change of its own (it goes out with the write's). The features own
 * their rules; app.ts hands them to the one writer, so this module never imports a feature.
 */
export type AfterWriteRule = {
  /** What it keeps true, for the reader of app.ts. */
  name: string;
  modes: readonly WriteMode[];
  topics: ReadonlySet<string>;
  run(tx: Tx, tripId: string, announce: (change: Announcement) => void): Promise<void>;
};

/** For writes under a per-trip limit: the trip row is held for the whole transaction. */
export const LOCK_TRIP = { lockTrip: true } as const;

/** Who writes from the parent page (issue 25): a live parent link, its trip and its child. */
export type ParentWriter = { linkId: string; tripId: string; studentId: string; studentName: string };

/** The feed's and the access log's name for a parent: 'Rodzic: Iga Świątek' (never 'rodzic ucznia Iga Świątek', issue 63). */
export function parentActorName(studentName: string): string {
  return parentLabel(studentName);
}

export type TripWriteContext = {
  tx: Tx;
  access: TripAccess;
  /** Announces a change; it is published inside the transaction, so it goes out only if the write commits. */
  announce(change: Announcement): void;
};

/**
 * The one way a trip's data changes (docs/decisions/012): ask the access module, run the work in one
 * transaction, publish what it announced through the one publisher. Services say what to check and
 * what to do; none of them opens its own transaction for a trip or publishes by itself.
 */
/**
 * The unique rules the database enforces race-proof (two requests at once: exactly one wins), and
 * what the refused write tells the user.
 */
const UNIQUE_RULES: Record<string, () => AppError> = {
  students_trip_pesel_key: () => errors.conflict(MSG.duplicatePesel),
  rooms_trip_number_key: () => errors.conflict(MSG.roomNumberTaken),
  // Issue 26: a bank statement's line is recorded once, even from two windows at once.
  payments_trip_bank_ref_key: () => errors.conflict(MSG.statementBusy),
};

/** The rules the database checks on every path (a trigger where a CHECK cannot say it). */
const CHECK_RULES: Record<string, () => AppError> = {
  // Issue 24: an erased trip takes no new PESEL, phone, allergies, diet or medicines, whoever writes them.
  students_sensitive_erased: () => errors.validation(MSG.sensitiveDataErased),
};

/** The references the database keeps: a row another one still needs is not deleted. */
const FOREIGN_KEY_RULES: Record<string, () => AppError> = {
  // Issue 26: money received is never dropped with a student's row.
  payments_student_id_students_id_fk: () => errors.conflict(MSG.studentHasPayments),
  // Issue 31: nor money given back.
  payment_returns_student_id_students_id_fk: () => errors.conflict(MSG.studentHasReturns),
};

function refusal(error: unknown): unknown {
  const unique = uniqueViolated(error);
  const check = unique === null ? checkViolated(error) : null;
  const reference = unique === null && check === null ? foreignKeyViolated(error) : null;
  const rule = unique ? UNIQUE_RULES[unique] : check ? CHECK_RULES[check] : reference ? FOREIGN_KEY_RULES[reference] : undefined;
  return rule ? rule() : error;
}

/** The writes that bring no trip access (a parent's, an invitee's): a closed trip ('Zakończona', issue 31) takes none. */
async function refuseClosed(tx: Tx, tripId: string): Promise<void> {
  const result = await tx.execute(sql`select 1 from trips where id = ${tripId} and closed_at is not null`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) throw errors.conflict(MSG.tripClosed);
}

export function createTripWriter(db: Db, rules: readonly AfterWriteRule[] = []) {
  /**
   * The one commit step of every mode: the rules this mode's announcements wake, in the order given,
   * then everything announced, published in the transaction (out only if it commits). A rule's own
   * announcements go out too but wake no further rule.
   */
  async function commit(tx: Tx, tripId: string, mode: WriteMode, announced: Announcement[], actor: { actorId: string; actorName?: string }): Promise<void> {
    for (const rule of rules) {
      if (!rule.modes.includes(mode) || !announced.some((change) => rule.topics.has(change.topic))) continue;
      const own: Announcement[] = [];
      await rule.run(tx, tripId, (change) => own.push(change));
      announced.push(...own);
    }
    for (const { memberId, ...change } of announced) await publishTripChange(tx, { ...change, tripId, ...actor }, memberId);
  }

  return {
    /**
     * Checks that the user may do `need` on the trip (404 for a non-member, 403 for a member who may
     * not), then runs `work` in a transaction. `lockTrip` holds the trip row for the whole transaction:
     * writes under a per-trip limit (students, guardians) are serialised by it.
     */
    async write<T>(
      userId: Id,
      tripId: Id,
      need: TripAction,
      work: (context: TripWriteContext) => Promise<T>,
      options: { lockTrip?: boolean } = {},
    ): Promise<T> {
      return db
        .transaction(async (tx) => {
          const access = await loadTripAccess(tx, userId, tripId, { forUpdate: options.lockTrip ?? false });
          assertCan(access, need);
          const announced: Announcement[] = [];
          const announce = (change: Announcement) => announced.push(change);
          const result = await work({ tx, access, announce });
          await commit(tx, tripId, 'member', announced, { actorId: userId });
          return result;
        })
        .catch((error: unknown) => Promise.reject(refusal(error)));
    },

    /**
     * The school's head deciding on a school trip (issue 27): no membership, the school is the
     * permission (access/school-access.ts); the trip row is held for the transaction, and what `work`
     * announces goes into the trip's feed in the head's name.
     */
    async writeAsHead<T>(userId: Id, tripId: Id, work: (context: { tx: Tx; school: SchoolAccess; announce(change: Announcement): void }) => Promise<T>): Promise<T> {
      return db
        .transaction(async (tx) => {
          const school = await loadSchoolTripAccess(tx, userId, tripId, { lock: true });
          const announced: Announcement[] = [];
          const result = await work({ tx, school, announce: (change) => announced.push(change) });
          await commit(tx, tripId, 'head', announced, { actorId: userId });
          return result;
        })
        .catch((error: unknown) => Promise.reject(refusal(error)));
    },

    /**
     * Accepting a trip invitation (issue 30): the user is not a member yet; the invitation is the
     * permission, which `work` checks under the trip row's lock (held for the transaction, as for
     * every write under the members' limit). What `work` announces goes out in the new guardian's
     * name, and a change of the karta's people sends an approved karta back to the head.
     */
    async writeAsInvitee<T>(userId: Id, tripId: Id, work: (context: { tx: Tx; announce(change: Announcement): void }) => Promise<T>): Promise<T> {
      return db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1 from trips where id = ${tripId} for update`);
          await refuseClosed(tx, tripId);
          const announced: Announcement[] = [];
          const result = await work({ tx, announce: (change) => announced.push(change) });
          await commit(tx, tripId, 'invitee', announced, { actorId: userId });
          return result;
        })
        .catch((error: unknown) => Promise.reject(refusal(error)));
    },

    /** A new trip: there is nothing to check access against yet; `work` returns the new trip's id. */
    async create(userId: Id, work: (context: { tx: Tx; announce(change: Announcement): void }) => Promise<string>): Promise<Id> {
      return db
        .transaction(async (tx) => {
          const announced: Announcement[] = [];
          const tripId = await work({ tx, announce: (change) => announced.push(change) });
          await commit(tx, tripId, 'create', announced, { actorId: userId });
          return tripId as Id;
        })
        .catch((error: unknown) => Promise.reject(refusal(error)));
    },

    /**
     * A write from the parent page: no account, so no `trip_access`; the link is the permission. The
     * link's row is held (FOR SHARE) for the transaction, so a revocation or an erasure either comes
     * first (the write is refused as an expired link) or waits for the write to commit. What `work`
     * announces goes out in the parent's name.
     */
    async writeAsParent<T>(parent: ParentWriter, work: (context: { tx: Tx; announce(change: Announcement): void }) => Promise<T>): Promise<T> {
      return db
        .transaction(async (tx) => {
          const live = await tx.execute(sql`select 1 from parent_links where id = ${parent.linkId} and student_id = ${parent.studentId} for share`);
          if ((live as unknown as { rows: unknown[] }).rows.length === 0) throw errors.notFound(MSG.parentLinkExpired);
          await refuseClosed(tx, parent.tripId);
          const announced: Announcement[] = [];
          const result = await work({ tx, announce: (change) => announced.push(change) });
          await commit(tx, parent.tripId, 'parent', announced, { actorId: '', actorName: parentActorName(parent.studentName) });
          return result;
        })
        .catch((error: unknown) => Promise.reject(refusal(error)));
    },

    /**
     * For the one write made as a single hand-written statement (a mark, the hottest write): the
     * statement asks `trip_access` itself and sends its NOTIFY; this gives it the channel and the
     * event the publisher would have sent.
     */
    statementNotification: (userId: Id, tripId: Id, change: Omit<Announcement, 'line' | 'memberId'>) =>
      statementNotification({ ...change, tripId, actorId: userId }),
  };
}

export type TripWriter = ReturnType<typeof createTripWriter>;
