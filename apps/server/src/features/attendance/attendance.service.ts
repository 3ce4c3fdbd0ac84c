import {
  feedText,
  MSG,
  type AttendanceCheckDetail,
  type AttendanceMarkAnswer,
  type AttendanceCheckSummary,
  type AttendanceStatus,
  type attendanceCheckCreateSchema,
  type attendanceCheckUpdateSchema,
  compareBySurname,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { foreignKeyViolated } from '../../lib/db-errors';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import {
  deleteCheck,
  findCheck,
  findCheckTrip,
  insertCheck,
  listChecks,
  listRecords,
  updateCheck,
  markRecord,
  readRecordMark,
  wasCheckDeleted,
  type MeetingPoint,
} from './attendance.repo';
import { asId, type Id } from '../../lib/uuid';

type CheckCreate = z.output<typeof attendanceCheckCreateSchema>;
type CheckUpdate = z.output<typeof attendanceCheckUpdateSchema>;

const CHECK_NOT_FOUND = 'Nie znaleziono listy obecności';

/** A new list's meeting point ('Zbiórka', issue 54): a roll call has none. */
function meetingPointOf(input: CheckCreate): MeetingPoint {
  const meetingPlace = input.meetingPlace ?? null;
  return { meetingPlace, meetingLat: meetingPlace === null ? null : (input.meetingLat ?? null), meetingLng: meetingPlace === null ? null : (input.meetingLng ?? null) };
}

/**
 * What a change does to the list's meeting point: an empty place makes it a roll call again (its point
 * goes with it); a point needs a place, the list's own when the change brings none.
 */
function meetingChange(check: AttendanceCheckSummary, input: CheckUpdate): Partial<MeetingPoint> {
  const changes: Partial<MeetingPoint> = {};
  if (input.meetingPlace !== undefined) changes.meetingPlace = input.meetingPlace;
  if (input.meetingLat !== undefined) changes.meetingLat = input.meetingLat;
  if (input.meetingLng !== undefined) changes.meetingLng = input.meetingLng;
  const place = changes.meetingPlace !== undefined ? changes.meetingPlace : (check.meetingPlace ?? null);
  if (place === null) {
    if (changes.meetingLat != null) throw errors.validation(MSG.meetingPointWithoutPlace);
    return Object.keys(changes).length > 0 ? { meetingPlace: null, meetingLat: null, meetingLng: null } : changes;
  }
  return changes;
}

async function checkOr404(db: Db | Tx, tripId: Id, checkId: Id): Promise<AttendanceCheckSummary> {
  const check = await findCheck(db, tripId, checkId);
  if (!check) throw errors.notFound(CHECK_NOT_FOUND);
  return check;
}

export function createAttendanceService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  async function detail(tripId: Id, checkId: Id): Promise<AttendanceCheckDetail> {
    const check = await checkOr404(db, tripId, checkId);
    const records = await listRecords(db, tripId, checkId);
    records.sort((a, b) => compareBySurname(a.studentName, b.studentName));
    return { ...check, records };
  }

  return {
    async list(userId: Id, tripId: Id): Promise<AttendanceCheckSummary[]> {
      await loadTripAccess(db, userId, tripId);
      return listChecks(db, tripId);
    },

    async get(userId: Id, tripId: Id, checkId: Id): Promise<AttendanceCheckDetail> {
      await loadTripAccess(db, userId, tripId);
      return detail(tripId, checkId);
    },

    /**
     * A list with the id its device gave it is made at most once: the same request again (its answer
     * was lost on a bad network) answers the list as it is now, with `created` false.
     */
    async create(userId: Id, tripId: Id, input: CheckCreate): Promise<{ check: AttendanceCheckDetail; created: boolean }> {
      const { id, created } = await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        // A device's id of a list made and deleted since: its resent creation does not make it again.
        if (input.id !== undefined && (await wasCheckDeleted(tx, input.id))) throw errors.conflict(MSG.attendanceCheckDeleted);
        const meeting = meetingPointOf(input);
        const check = { id: input.id, tripId, name: input.name, checkDate: input.date, checkTime: input.time, createdBy: userId, ...meeting };
        const newId = await insertCheck(tx, check);
        if (newId !== null) {
          announce({ topic: 'attendance_checks', action: 'created', line: { key: 'listCreated', name: input.name } });
          return { id: newId, created: true };
        }
        // Only a device-given id can collide; a list of another trip keeps its id.
        if (input.id === undefined || (await findCheckTrip(tx, input.id)) !== tripId) throw errors.conflict(MSG.attendanceCheckIdTaken);
        return { id: input.id, created: false };
        // The trip row is held: a deletion and a resent creation of one list never interleave.
      }, LOCK_TRIP);
      return { check: await detail(tripId, asId(id)), created };
    },

    async update(userId: Id, tripId: Id, checkId: Id, input: CheckUpdate): Promise<AttendanceCheckDetail> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const check = await checkOr404(tx, tripId, checkId);
        const fields: Partial<{ name: string; checkDate: string; checkTime: string } & MeetingPoint> = {};
        if (input.name !== undefined) fields.name = input.name;
        if (input.date !== undefined) fields.checkDate = input.date;
        if (input.time !== undefined) fields.checkTime = input.time;
        Object.assign(fields, meetingChange(check, input));
        await updateCheck(tx, checkId, fields);
        announce({ topic: 'attendance_checks', action: 'updated', line: { key: 'listUpdated', name: fields.name ?? check.name } });
      });
      return detail(tripId, checkId);
    },

    async remove(userId: Id, tripId: Id, checkId: Id): Promise<void> {
      await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const check = await checkOr404(tx, tripId, checkId);
        await deleteCheck(tx, tripId, checkId);
        announce({ topic: 'attendance_checks', action: 'deleted', entityId: checkId, line: { key: 'listDeleted', name: check.name } });
      }, LOCK_TRIP);
    },

    /**
     * Marks one student on one list (docs/product.md §4: per-record attendance, no replace-all), unless
     * a mark made later on its device is stored already (docs/decisions/017); answers the mark the
     * record holds now (its status and when it was made). In
     * ONE statement: its access check asks `trip_access`, its NOTIFY carries the writer's event.
     * Every member may mark (editContent), so membership is the whole permission check here.
     */
    async mark(userId: Id, tripId: Id, checkId: Id, studentId: Id, status: AttendanceStatus, markedAt: string | null = null): Promise<AttendanceMarkAnswer> {
      const notification = trips.statementNotification(userId, tripId, { topic: 'attendance_records', action: 'updated' });
      // The statement fills in the student's and the list's names (format's %s) from its own snapshot.
      const summary = feedText({ key: 'attendanceMarked', student: '%s', list: '%s', present: status === 'present' });
      let outcome;
      try {
        outcome = await markRecord(db, { tripId, userId, checkId, studentId, status, markedAt }, notification, summary);
      } catch (error) {
        // The list or the student was deleted between the statement's snapshot and its insert.
        const constraint = foreignKeyViolated(error);
        if (constraint === null) throw error;
        throw constraint.includes('attendance_check') ? errors.notFound(CHECK_NOT_FOUND) : errors.notFound(MSG.studentNotFound);
      }
      if (!outcome.member) throw errors.notFound(MSG.tripNotFound);
      if (!outcome.open) throw errors.conflict(MSG.tripClosed);
      if (!outcome.checkFound) throw errors.notFound(CHECK_NOT_FOUND);
      if (!outcome.studentFound) throw errors.notFound(MSG.studentNotFound);
      if (outcome.written && outcome.status !== null) return { studentId, status: outcome.status, markedAt: outcome.markedAt };
      // Not written: a mark made later on another device is stored already, and stays. What it holds
      // is read again: when the two marks came at the same moment (issue 24: a first mark of one
      // student from two phones on PostgreSQL), this statement waited for the other and its snapshot
      // shows the record as it was before it, or not at all.
      const now = await readRecordMark(db, checkId, studentId);
      if (now === null) throw errors.notFound(MSG.studentNotFound);
      return { studentId, ...now };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
