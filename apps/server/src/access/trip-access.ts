import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { MSG, type TripRole } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { errors } from '../lib/errors';
import type { Id } from '../lib/uuid';

/** What the signed-in user is to one trip. Only members get one; anyone else gets a 404. */
export type TripAccess = {
  tripId: string;
  userId: string;
  role: TripRole;
  isCreator: boolean;
  isLeader: boolean;
  /** 'Zakończona' (issue 31): the trip is read-only but for its money (see `OPEN_WHEN_CLOSED`). */
  closed: boolean;
};

/**
 * The permission matrix of docs/product.md §6, in one place. Every service that touches a trip asks
 * `loadTripAccess` first and then `assertCan` for what it is about to do.
 */
export type TripAction =
  | 'view'
  | 'editTrip'
  | 'deleteTrip'
  | 'manageGuardians'
  | 'editContent'
  | 'readSensitive'
  /** 'Link dla rodzica' (issue 25): a link reaches a child's data, so only those who answer for the trip hand it out. */
  | 'manageParentLinks'
  /** 'Dodaj wpłatę', corrections, 'Koszt indywidualny', 'Importuj wyciąg' (issue 26): money is answered for by the same two. */
  | 'recordPayments'
  /** 'Grupy' (issue 28): who counts whom is decided by those who answer for the trip. */
  | 'manageGroups'
  /** 'Ułóż pokoje' (issue 52): the rooming's setup ('Nie razem' among it) and its proposal, by those who answer for the trip. */
  | 'arrangeRooms'
  /** 'Zakończ wycieczkę' and undoing it (issue 31): those who answer for the trip and its settlement. */
  | 'closeTrip'
  /** 'Utwórz podobną' (issue 31): reading a trip's plan into a new one, last year's closed trip above all. */
  | 'copyTrip'
  /** 'Odnaleziony' (issue 28): any member ends an alarm, on a closed trip too. */
  | 'resolveAlarm'
  /** 'Unieważnij link' (issue 25): a leaked link is stopped by those who hand links out, on a closed trip too. */
  | 'revokeParentLink'
  /** 'Odbiór przez rodzica' (issue 54): handing a child over, and 'Powrót do grupy', by those who answer for the trip. */
  | 'recordHandovers';

/**
 * What a closed trip ('Zakończona', issue 31) still allows: reading (sensitive data too, until the
 * erasure: a parent may have to be called after the trip), its money (payments, expenses, returns and
 * the settlement with its note), undoing the close, copying it, deleting it, and what keeps children
 * and their data safe (ending an alarm, stopping a parent link). Everything else is refused with
 * `MSG.tripClosed`, whoever asks.
 */
const OPEN_WHEN_CLOSED: ReadonlySet<TripAction> = new Set([
  'view',
  'readSensitive',
  'recordPayments',
  'closeTrip',
  'copyTrip',
  'deleteTrip',
  'resolveAlarm',
  'revokeParentLink',
]);

export function can(access: TripAccess, action: TripAction): boolean {
  if (access.closed && !OPEN_WHEN_CLOSED.has(action)) return false;
  return byRole(access, action);
}

function byRole(access: TripAccess, action: TripAction): boolean {
  switch (action) {
    case 'view':
    case 'editContent':
    case 'resolveAlarm':
      return true;
    case 'editTrip':
    case 'manageParentLinks':
    case 'recordPayments':
    case 'manageGroups':
    case 'arrangeRooms':
    case 'closeTrip':
    case 'copyTrip':
    case 'revokeParentLink':
    case 'recordHandovers':
      return access.isCreator || access.isLeader;
    case 'deleteTrip':
    case 'manageGuardians':
    case 'readSensitive':
      return access.isCreator;
  }
}

/**
 * Whether the reader sees what families paid (issue 47: one rule for 'Wpłaty', 'Rozliczenie' and their
 * files): the creator and the leader always, also on a finished trip; a guardian only when the creator
 * ticked 'Opiekunowie widzą kwoty wpłat'. Without it a guardian sees statuses and counts, and what the
 * trip spent, never a sum that one family's payment could be read from.
 */
export function seesPaymentAmounts(access: TripAccess, guardiansSeePayments: boolean): boolean {
  return byRole(access, 'recordPayments') || guardiansSeePayments;
}

const FORBIDDEN_MESSAGES: Record<Exclude<TripAction, 'view' | 'editContent' | 'resolveAlarm'>, string> = {
  editTrip: MSG.onlyCreatorOrLeaderEdits,
  deleteTrip: MSG.onlyCreatorDeletesTrip,
  manageGuardians: MSG.onlyCreatorManagesGuardians,
  readSensitive: 'Tylko twórca wycieczki ma dostęp do danych wrażliwych',
  manageParentLinks: MSG.onlyCreatorOrLeaderParentLinks,
  recordPayments: MSG.onlyCreatorOrLeaderPayments,
  manageGroups: MSG.onlyCreatorOrLeaderGroups,
  arrangeRooms: MSG.onlyCreatorOrLeaderRooming,
  closeTrip: MSG.onlyCreatorOrLeaderCloses,
  copyTrip: MSG.onlyCreatorOrLeaderEdits,
  revokeParentLink: MSG.onlyCreatorOrLeaderParentLinks,
  recordHandovers: MSG.onlyCreatorOrLeaderHandovers,
};

export function assertCan(access: TripAccess, action: TripAction): void {
  if (can(access, action)) return;
  if (access.closed && byRole(access, action)) throw errors.conflict(MSG.tripClosed);
  throw errors.forbidden(FORBIDDEN_MESSAGES[action as keyof typeof FORBIDDEN_MESSAGES]);
}

/** A row of the database function `trip_access` (migration 0002): present only for a member. */
export type AccessRow = { role: TripRole; createdBy: string; tripLeaderId: string | null; closed?: boolean | null };

export function toTripAccess(row: AccessRow, userId: string, tripId: string): TripAccess {
  return {
    tripId,
    userId,
    role: row.role,
    isCreator: row.createdBy === userId,
    isLeader: row.tripLeaderId === userId,
    closed: row.closed === true,
  };
}

/**
 * Membership and role come from the database function `trip_access(trip, user)`, the one place they
 * are decided (docs/decisions/012): this module, the hot hand-written statements (the student list,
 * a mark) and the trips list all call it or its siblings `member_trips` and `trip_members`.
 */
const ACCESS_SQL =
  'select role, created_by as "createdBy", trip_leader_id as "tripLeaderId", (select closed_at is not null from trips where id = $1) as closed from trip_access($1, $2)';

/**
 * The user's access to a trip, or 404 when the trip does not exist OR the user is not its member:
 * an outsider cannot tell the two apart. Pass a transaction and `forUpdate` to hold the trip row.
 * Outside a transaction the statement is prepared once per connection (db/prepared.ts), since
 * every request about a trip starts here.
 */
export async function loadTripAccess(
  db: Db | Tx,
  userId: Id,
  tripId: Id,
  options: { forUpdate?: boolean } = {},
): Promise<TripAccess> {
  let row: AccessRow | undefined;
  if (db instanceof PgTransaction) {
    // Holding the trip row (forUpdate) serialises additions under a per-trip limit.
    const lock = options.forUpdate ? sql` join trips t on t.id = ${tripId} for update of t` : sql``;
    const result = await db.execute<AccessRow>(
      sql`select a.role, a.created_by as "createdBy", a.trip_leader_id as "tripLeaderId", (select closed_at is not null from trips where id = ${tripId}) as closed from trip_access(${tripId}, ${userId}) a${lock}`,
    );
    row = (result as unknown as { rows: AccessRow[] }).rows[0];
  } else {
    [row] = await queryPrepared<AccessRow>(db as Db, 'load_trip_access', ACCESS_SQL, [tripId, userId]);
  }
  if (!row) throw errors.notFound(MSG.tripNotFound);
  return toTripAccess(row, userId, tripId);
}
