import { MSG, type MissingAlarm, type raiseAlarmSchema, type resolveAlarmSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import { can, loadTripAccess, type TripAccess } from '../../access/trip-access';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { findTripStudentName } from '../../rules/trip-student';
import { isCollectedNow } from '../../rules/student-collected';
import { type TripWriter } from '../../write/trip-write';
import { alarmTrip, pushAlarmRaised, pushAlarmResolved } from './alarm-push';
import type { AlarmSeenTokens } from './alarm-seen-token';
import { isLiveDevice } from '../../push/subscriptions';
import { findAlarm, findOpenAlarmOf, insertAlarm, markSeen, readOpenAlarms, resolveAlarm } from './alarms.repo';

type RaiseInput = z.output<typeof raiseAlarmSchema>;
type ResolveInput = z.output<typeof resolveAlarmSchema>;

/** The parent phone as the karta alarmowa shows it: the number for the creator, nothing for anyone else. */
function asSeenBy(access: TripAccess, alarms: Awaited<ReturnType<typeof readOpenAlarms>>): MissingAlarm[] {
  const phones = can(access, 'readSensitive');
  return alarms.map(({ storedPhone, ...alarm }) => ({ ...alarm, parentPhone: phones ? storedPhone : null }));
}

/** How far an alarm's time, the phone's own, may be from the server's clock. */
const ALARM_CLOCK_SKEW_MS = 24 * 60 * 60_000;

/**
 * 'Zaginięcie ucznia' (issue 28): any guardian of the trip raises it (one tap and a confirmation);
 * every guardian sees it on every screen until one of them ends it with 'Odnaleziony'. Raised, seen
 * and ended, each is a line of 'Aktywność'. It never goes to the parents by itself.
 */
export function createAlarmsService({ db, writer, seenTokens }: { db: Db; writer: TripWriter; seenTokens: AlarmSeenTokens }) {
  const trips = writer;

  /** A guardian saw the banner, or answered 'Widzę': once each, in 'Aktywność'. */
  async function seen(userId: Id, tripId: Id, alarmId: Id, fromDevice?: Id): Promise<void> {
    await trips.write(userId, tripId, 'view', async ({ tx, announce }) => {
      // From a push: only while that device is on in a live session (issue 62), asked in the same
      // transaction, so a sign-out committing meanwhile cannot let a lost phone's tap count.
      if (fromDevice && !(await isLiveDevice(tx, userId, fromDevice))) throw errors.validation(MSG.pushSeenLinkExpired);
      const alarm = await findAlarm(tx, tripId, alarmId);
      if (!alarm) throw errors.notFound(MSG.alarmNotFound);
      if (alarm.resolved) return;
      if (await markSeen(tx, alarmId, userId)) {
        const name = (await findTripStudentName(tx, tripId, alarm.studentId)) ?? '';
        announce({ topic: 'missing_alarms', action: 'updated', entityId: alarmId, line: { key: 'alarmSeen', student: name } });
      }
    });
  }

  return {
    async open(userId: Id, tripId: Id): Promise<MissingAlarm[]> {
      const access = await loadTripAccess(db, userId, tripId);
      return asSeenBy(access, await readOpenAlarms(db, tripId));
    },

    /**
     * Raises an alarm, or answers the one already open: a resend of the same alarm from the outbox,
     * or another guardian's alarm for the same child, raised first.
     */
    async raise(userId: Id, tripId: Id, input: RaiseInput): Promise<MissingAlarm> {
      const alarmId = await trips.write(userId, tripId, 'editContent', async ({ tx, announce }) => {
        const name = await findTripStudentName(tx, tripId, input.studentId);
        if (name === null) throw errors.notFound(MSG.alarmStudentNotFound);
        const resent = await findAlarm(tx, tripId, input.id);
        if (resent) return resent.id;
        // A child a parent took ('Odbiór przez rodzica', issue 54) is not missing: 'Powrót do grupy' first.
        if (await isCollectedNow(tx, input.studentId)) throw errors.conflict(MSG.studentCollectedNoAlarm);
        // The phone's time, kept as when the child went missing, within a day of the server's clock
        // (issue 47): 1970 or 2099 is a clock set wrong, and would misplace the alarm in every list.
        if (input.raisedAt && Math.abs(Date.parse(input.raisedAt) - Date.now()) > ALARM_CLOCK_SKEW_MS) throw errors.validation(MSG.alarmTimeOutOfRange);
        if (await insertAlarm(tx, { id: input.id, tripId, studentId: input.studentId, userId, raisedAt: input.raisedAt ?? null })) {
          announce({ topic: 'missing_alarms', action: 'created', entityId: input.id, line: { key: 'alarmRaised', student: name } });
          // The other guardians' phones, in pockets (issue 50).
          await pushAlarmRaised(tx, input.id, seenTokens);
          return input.id;
        }
        const open = await findOpenAlarmOf(tx, input.studentId);
        if (!open) throw errors.conflict(MSG.alarmNotFound);
        return open;
      });
      const access = await loadTripAccess(db, userId, tripId);
      const [alarm] = asSeenBy(access, await readOpenAlarms(db, tripId, alarmId));
      if (!alarm) throw errors.notFound(MSG.alarmNotFound);
      return alarm;
    },

    /** 'Odnaleziony': ends it for everyone, with a short note. */
    async resolve(userId: Id, tripId: Id, alarmId: Id, input: ResolveInput): Promise<void> {
      await trips.write(userId, tripId, 'resolveAlarm', async ({ tx, announce }) => {
        const alarm = await findAlarm(tx, tripId, alarmId);
        if (!alarm || alarm.resolved) throw errors.notFound(MSG.alarmNotFound);
        await resolveAlarm(tx, alarmId, userId, input.note);
        await pushAlarmResolved(tx, alarmId, userId);
        const name = (await findTripStudentName(tx, tripId, alarm.studentId)) ?? '';
        announce({ topic: 'missing_alarms', action: 'updated', entityId: alarmId, line: { key: 'alarmResolved', student: name, ...(input.note ? { note: input.note } : {}) } });
      });
    },

    seen,

    /**
     * 'Widzę' in the alarm's notification (issue 50): the permission the push carried names the alarm
     * and the guardian; still a member of the trip, or nothing is marked.
     */
    async seenFromPush(token: string): Promise<void> {
      const granted = seenTokens.read(token);
      if (!granted) throw errors.validation(MSG.pushSeenLinkExpired);
      const tripId = await alarmTrip(db, granted.alarmId);
      if (!tripId) throw errors.notFound(MSG.alarmNotFound);
      await seen(granted.userId, tripId, granted.alarmId, granted.deviceId);
    },
  };
}

export type AlarmsService = ReturnType<typeof createAlarmsService>;
