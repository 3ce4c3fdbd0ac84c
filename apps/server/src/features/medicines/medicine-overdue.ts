import { sql } from 'drizzle-orm';
import { dosesAround, DOSE_OVERDUE_AFTER_MINUTES, shiftDay, shortStudentName, warsawDay, type PushPayload, type StudentMedicine } from '@wycieczki/shared';
import type { Db } from '../../db/client';
import { startSchedule } from '../../lib/schedule';
import { queuePush } from '../../push/push-queue';
import { pushText } from '../../push/push-text';
import { listDoses, listMedicines, readGroups } from './medicines.repo';

/**
 * An overdue dose is pushed while the push still helps: within this long after it became overdue. A
 * server down for longer (or started on a trip with old doses unmarked) does not ring phones about
 * the morning's dose at night; the roll call's screen shows those anyway.
 */
export const OVERDUE_PUSH_WITHIN_MINUTES = 60;

type TripOnDuty = { id: string; startDate: string; endDate: string; leaderId: string | null; creatorId: string };

/** Trips a dose can be overdue on now: today or yesterday is one of their days, open and not erased. */
async function tripsOnDuty(db: Db, today: string): Promise<TripOnDuty[]> {
  const result = await db.execute(sql`
    select t.id, t.start_date::text as "startDate", t.end_date::text as "endDate", t.trip_leader_id as "leaderId", t.created_by as "creatorId"
    from trips t
    where t.start_date <= ${today}::date and t.end_date >= ${shiftDay(today, -1)}::date
      and t.closed_at is null and t.sensitive_erased_at is null
      and exists (select 1 from student_medicines m where m.trip_id = t.id and m.given_by = 'guardian' and not m.as_needed)`);
  return (result as unknown as { rows: TripOnDuty[] }).rows;
}

function overduePayload(tripId: string, medicine: Pick<StudentMedicine, 'id' | 'studentName'>, day: string, time: string): PushPayload {
  // The child's first name and initial and the hour: never the medicine, which is health data.
  return {
    kind: 'medicine_overdue',
    title: pushText('medicine.title'),
    body: pushText('medicine.body', { student: shortStudentName(medicine.studentName), time }),
    // The trip opens with the overdue dose's banner, which leads to 'Leki teraz'.
    url: `/trips?wycieczka=${tripId}`,
    tag: `dose-${medicine.id}-${day}-${time}`,
  };
}

/**
 * 'Lek nie został podany' (issue 54): every dose at a fixed hour that a guardian gives, not marked
 * `DOSE_OVERDUE_AFTER_MINUTES` after its time (by the shared dose schedule, as the phones count it),
 * is pushed once to the student's group guardian, or to the leader (the creator, without one) when the
 * student is in no group. Once per dose whichever server instance comes first: the notice's row is
 * claimed in the push's transaction. Returns how many doses were told of.
 */
export function createMedicineOverdue({ db }: { db: Db }) {
  return async function pushOverdueDoses(now = new Date()): Promise<number> {
    let told = 0;
    for (const trip of await tripsOnDuty(db, warsawDay(now))) {
      const [medicines, marks, groups] = await Promise.all([listMedicines(db, trip.id), listDoses(db, trip.id), readGroups(db, trip.id)]);
      const doses = dosesAround({ trip, medicines, marks, groupOf: (studentId) => groups.get(studentId) ?? null, now });
      const byId = new Map(medicines.map((medicine) => [medicine.id, medicine]));
      for (const dose of doses) {
        const lateMinutes = (now.getTime() - dose.dueAt.getTime()) / 60_000;
        if (!dose.overdue || lateMinutes > DOSE_OVERDUE_AFTER_MINUTES + OVERDUE_PUSH_WITHIN_MINUTES) continue;
        const to = dose.groupGuardianId ?? trip.leaderId ?? trip.creatorId;
        told += await db.transaction(async (tx) => {
          const claimed = await tx.execute(sql`
            insert into medicine_overdue_notices (medicine_id, dose_day, scheduled_time, noticed_at)
            values (${dose.medicineId}, ${dose.doseDay}::date, ${dose.scheduledTime}, ${now.toISOString()}::timestamptz)
            on conflict do nothing returning medicine_id`);
          if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return 0;
          await queuePush(tx, { userIds: [to] }, 'medicine_overdue', () => overduePayload(trip.id, byId.get(dose.medicineId)!, dose.doseDay, dose.scheduledTime));
          return 1;
        });
      }
    }
    return told;
  };
}

export type PushOverdueDoses = ReturnType<typeof createMedicineOverdue>;

/** Looks for overdue doses every minute (and once at start); stopped with the server. */
export function startMedicineOverdue(push: PushOverdueDoses, { intervalMs = 60_000 }: { intervalMs?: number } = {}) {
  return startSchedule('overdue doses', () => push(), intervalMs);
}
