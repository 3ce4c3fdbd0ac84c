import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction, type SelectedFields } from 'drizzle-orm/pg-core';
import { MSG, type TripRole } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { tripGuardians, trips } from '../db/schema';
import { errors } from '../lib/errors';
import type { Id } from '../lib/uuid';

/** What the signed-in user is to one trip. Only members get one; anyone else gets a 404. */
export type TripAccess = {
  tripId: string;
  userId: string;
  role: TripRole;
  isCreator: boolean;
  isLeader: boolean;
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
  | 'readSensitive';

export function can(access: TripAccess, action: TripAction): boolean {
  switch (action) {
    case 'view':
    case 'editContent':
      return true;
    case 'editTrip':
      return access.isCreator || access.isLeader;
    case 'deleteTrip':
    case 'manageGuardians':
    case 'readSensitive':
      return access.isCreator;
  }
}

const FORBIDDEN_MESSAGES: Record<Exclude<TripAction, 'view' | 'editContent'>, string> = {
  editTrip: MSG.onlyCreatorOrLeaderEdits,
  deleteTrip: MSG.onlyCreatorDeletesTrip,
  manageGuardians: MSG.onlyCreatorManagesGuardians,
  readSensitive: 'Tylko twórca wycieczki ma dostęp do danych wrażliwych',
};

export function assertCan(access: TripAccess, action: TripAction): void {
  if (can(access, action)) return;
  throw errors.forbidden(FORBIDDEN_MESSAGES[action as keyof typeof FORBIDDEN_MESSAGES]);
}

/** The columns a TripAccess is made of. */
const accessColumns = { role: tripGuardians.role, createdBy: trips.createdBy, tripLeaderId: trips.tripLeaderId };

/**
 * `trips` joined to the user's own membership row: no row at all for anyone who is not a member.
 * The two hot statements (students.repo.ts, attendance.repo.ts) write the same join out by hand.
 */
function fromTripOfMember<T extends SelectedFields>(db: Db | Tx, fields: T) {
  return db
    .select(fields)
    .from(trips)
    .innerJoin(tripGuardians, and(eq(tripGuardians.tripId, trips.id), eq(tripGuardians.guardianId, sql.placeholder('userId'))));
}

type AccessRow = { role: TripRole; createdBy: string; tripLeaderId: string | null };

export function toTripAccess(row: AccessRow, userId: string, tripId: string): TripAccess {
  return {
    tripId,
    userId,
    role: row.role,
    isCreator: row.createdBy === userId,
    isLeader: row.tripLeaderId === userId,
  };
}

/**
 * The user's access to a trip, or 404 when the trip does not exist OR the user is not its member:
 * an outsider cannot tell the two apart. Pass a transaction and `forUpdate` to hold the trip row.
 */
function accessQuery(db: Db | Tx) {
  return fromTripOfMember(db, accessColumns).where(eq(trips.id, sql.placeholder('tripId')));
}

// Every request about a trip starts here, so outside transactions the query is prepared once per
// database: neither the query builder nor PostgreSQL's planner redo it on each request.
const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof accessQuery>['prepare']>>();

function preparedAccessQuery(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = accessQuery(db).prepare('load_trip_access');
    prepared.set(db, query);
  }
  return query;
}

export async function loadTripAccess(
  db: Db | Tx,
  userId: Id,
  tripId: Id,
  options: { forUpdate?: boolean } = {},
): Promise<TripAccess> {
  const params = { userId, tripId };
  const inTransaction = db instanceof PgTransaction;
  const [row] = options.forUpdate
    ? await accessQuery(db).for('update', { of: trips }).execute(params)
    : inTransaction
      ? await accessQuery(db).execute(params)
      : await preparedAccessQuery(db as Db).execute(params);
  if (!row) throw errors.notFound(MSG.tripNotFound);
  return toTripAccess(row, userId, tripId);
}
