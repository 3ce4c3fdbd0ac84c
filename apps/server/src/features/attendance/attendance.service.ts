import {
  MSG,
  type AttendanceCheckDetail,
  type AttendanceCheckSummary,
  type AttendanceStatus,
  type attendanceCheckSchema,
  type attendanceCheckUpdateSchema,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { assertCan, loadTripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { foreignKeyViolated } from '../../lib/db-errors';
import { publishTripChange } from '../../realtime/publish';
import {
  deleteCheck,
  findCheck,
  insertCheck,
  listChecks,
  listRecords,
  updateCheck,
  markRecord,
} from './attendance.repo';
import { asId, type Id } from '../../lib/uuid';

type CheckCreate = z.output<typeof attendanceCheckSchema>;
type CheckUpdate = z.output<typeof attendanceCheckUpdateSchema>;

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });
const CHECK_NOT_FOUND = 'Nie znaleziono listy obecności';

async function checkOr404(db: Db | Tx, tripId: Id, checkId: Id): Promise<AttendanceCheckSummary> {
  const check = await findCheck(db, tripId, checkId);
  if (!check) throw errors.notFound(CHECK_NOT_FOUND);
  return check;
}

export function createAttendanceService({ db }: { db: Db }) {
  async function member(userId: Id, tripId: Id) {
    const access = await loadTripAccess(db, userId, tripId);
    assertCan(access, 'editContent');
    return access;
  }

  async function detail(tripId: Id, checkId: Id): Promise<AttendanceCheckDetail> {
    const check = await checkOr404(db, tripId, checkId);
    const records = await listRecords(db, tripId, checkId);
    records.sort((a, b) => collator.compare(a.studentName, b.studentName));
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

    async create(userId: Id, tripId: Id, input: CheckCreate): Promise<AttendanceCheckDetail> {
      await member(userId, tripId);
      const id = await db.transaction(async (tx) => {
        const checkId = await insertCheck(tx, { tripId, name: input.name, checkDate: input.date, checkTime: input.time, createdBy: userId });
        await publishTripChange(tx, {
          tripId,
          topic: 'attendance_checks',
          action: 'created',
          actorId: userId,
          summary: `utworzono listę obecności „${input.name}”`,
        });
        return checkId;
      });
      return detail(tripId, asId(id));
    },

    async update(userId: Id, tripId: Id, checkId: Id, input: CheckUpdate): Promise<AttendanceCheckDetail> {
      await member(userId, tripId);
      await db.transaction(async (tx) => {
        const check = await checkOr404(tx, tripId, checkId);
        const fields: Partial<{ name: string; checkDate: string; checkTime: string }> = {};
        if (input.name !== undefined) fields.name = input.name;
        if (input.date !== undefined) fields.checkDate = input.date;
        if (input.time !== undefined) fields.checkTime = input.time;
        await updateCheck(tx, checkId, fields);
        await publishTripChange(tx, {
          tripId,
          topic: 'attendance_checks',
          action: 'updated',
          actorId: userId,
          summary: `zaktualizowano listę obecności „${fields.name ?? check.name}”`,
        });
      });
      return detail(tripId, checkId);
    },

    async remove(userId: Id, tripId: Id, checkId: Id): Promise<void> {
      await member(userId, tripId);
      await db.transaction(async (tx) => {
        const check = await checkOr404(tx, tripId, checkId);
        await deleteCheck(tx, checkId);
        await publishTripChange(tx, {
          tripId,
          topic: 'attendance_checks',
          action: 'deleted',
          entityId: checkId,
          actorId: userId,
          summary: `usunięto listę obecności „${check.name}”`,
        });
      });
    },

    /** Marks one student on one list (docs/product.md §4: per-record attendance, no replace-all). */
    async mark(userId: Id, tripId: Id, checkId: Id, studentId: Id, status: AttendanceStatus): Promise<void> {
      // Every member may mark (editContent), so membership is the whole permission check here.
      const event = { tripId, topic: 'attendance_records' as const, action: 'updated' as const, actorId: userId, at: new Date().toISOString() };
      const summary = `%s: ${status === 'present' ? 'obecny' : 'nieobecny'} (%s)`;
      let outcome;
      try {
        outcome = await markRecord(db, { tripId, userId, checkId, studentId, status }, event, summary);
      } catch (error) {
        // The list or the student was deleted between the statement's snapshot and its insert.
        const constraint = foreignKeyViolated(error);
        if (constraint === null) throw error;
        throw constraint.includes('attendance_check') ? errors.notFound(CHECK_NOT_FOUND) : errors.notFound(MSG.studentNotFound);
      }
      if (!outcome.member) throw errors.notFound(MSG.tripNotFound);
      if (!outcome.checkFound) throw errors.notFound(CHECK_NOT_FOUND);
      if (!outcome.studentFound) throw errors.notFound(MSG.studentNotFound);
      if (!outcome.written) throw new Error('attendance record not written');
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
