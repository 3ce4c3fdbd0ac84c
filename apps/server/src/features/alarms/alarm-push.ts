import { sql } from 'drizzle-orm';
import { groupName, shortStudentName, userGender, type GrammaticalGender, type PushPayload } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { startSchedule } from '../../lib/schedule';
import { asId, type Id } from '../../lib/uuid';
import { PUSH_DELIVERY, queuePush } from '../../push/push-queue';
import { pushText } from '../../push/push-text';
import type { AlarmSeenTokens } from './alarm-seen-token';

/** How long the other guardians have to answer 'Widzę' before the leader and the head are told. */
export const ESCALATION_AFTER_MS = 60_000;

type AlarmFacts = {
  tripId: string;
  student: string;
  group: string | null;
  /** The group guardian's 'Forma w komunikatach' ('grupie Saszy Nowak'); null: guessed from the name. */
  groupGender: GrammaticalGender | null;
  raisedBy: string | null;
  members: string[];
  leaderId: string | null;
  headId: string | null;
  /** 'Nikt nie potwierdził alarmu' went out: the head was told, and hears the all-clear too. */
  escalated: boolean;
};

/** What a push about an alarm names, and who may get it: the trip's members, its leader, its school's head. */
async function alarmFacts(tx: Tx, alarmId: string): Promise<AlarmFacts | null> {
  const result = await tx.execute<AlarmFacts>(sql`
    select a.trip_id as "tripId", s.name as student, nullif(g.full_name, '') as "group", g.grammatical_gender as "groupGender", a.raised_by as "raisedBy",
           array(select t.created_by union select tg.guardian_id from trip_guardians tg where tg.trip_id = a.trip_id)::text[] as members,
           t.trip_leader_id as "leaderId",
           (select m.user_id from school_members m where m.school_id = t.school_id and m.role = 'head') as "headId",
           a.escalated_at is not null as escalated
    from missing_alarms a
    join students s on s.id = a.student_id
    join trips t on t.id = a.trip_id
    left join profiles g on g.id = s.group_guardian_id
    where a.id = ${alarmId}`);
  return (result as unknown as { rows: AlarmFacts[] }).rows[0] ?? null;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('pl') + text.slice(1);

function alarmUrl(tripId: string, alarmId: string): string {
  return `/trips?wycieczka=${tripId}&alarm=${alarmId}`;
}

function raisedPayload(facts: AlarmFacts, alarmId: string, seenToken: string): PushPayload {
  const student = shortStudentName(facts.student);
  const body = facts.group ? pushText('alarm.bodyInGroup', { student, group: lowerFirst(groupName(facts.group, userGender(facts.group, facts.groupGender))) }) : pushText('alarm.body', { student });
  return { kind: 'alarm', title: pushText('alarm.title'), body, url: alarmUrl(facts.tripId, alarmId), tag: `alarm-${alarmId}`, seenToken, seenLabel: pushText('alarm.seen') };
}

/**
 * 'Zaginięcie ucznia' to every other guardian of the trip (issue 50), at high urgency, in the raising
 * transaction: the child's first name and initial and the group, never a phone or a diagnosis. Each
 * push carries the reader's own 'Widzę'.
 */
export async function pushAlarmRaised(tx: Tx, alarmId: string, seenTokens: AlarmSeenTokens): Promise<void> {
  const facts = await alarmFacts(tx, alarmId);
  if (!facts) return;
  const others = facts.members.filter((id) => id && id !== facts.raisedBy);
  await queuePush(tx, { userIds: others }, 'alarm', (userId, deviceId) => raisedPayload(facts, alarmId, seenTokens.make(alarmId, userId, deviceId)));
}

/** 'Odnaleziony': the all-clear to every member but the one who ended it (and to the head if the alarm reached them), replacing the alarm's notification. */
export async function pushAlarmResolved(tx: Tx, alarmId: string, resolvedBy: string): Promise<void> {
  const facts = await alarmFacts(tx, alarmId);
  if (!facts) return;
  const student = shortStudentName(facts.student);
  const told = new Set([...facts.members, facts.escalated ? facts.headId : null].filter((id): id is string => Boolean(id) && id !== resolvedBy));
  await queuePush(tx, { userIds: [...told] }, 'alarm_resolved', (userId) => ({
    kind: 'alarm_resolved',
    title: pushText('resolved.title'),
    body: pushText('resolved.body', { student }),
    url: facts.members.includes(userId) ? `/trips?wycieczka=${facts.tripId}` : `/school/trips/${facts.tripId}`,
    tag: `alarm-${alarmId}`,
  }));
}

/**
 * An alarm nobody but its raiser has seen ('Widzę', or the banner shown) `ESCALATION_AFTER_MS` after
 * it reached the server goes again to the trip's leader and, on a school trip, to the head: 'Nikt
 * nie potwierdził alarmu'. Once per alarm, whichever server instance comes first (the row is marked
 * in the same statement). Returns the alarms escalated.
 */
export async function escalateUnseenAlarms(db: Db, seenTokens: AlarmSeenTokens, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      update missing_alarms a set escalated_at = ${now.toISOString()}::timestamptz
      where a.resolved_at is null and a.escalated_at is null
        and a.received_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${ESCALATION_AFTER_MS / 1000})
        -- Only while a push about it is still worth sending: an alarm left open for hours (or open when
        -- this was deployed) is not escalated late.
        and a.received_at > ${now.toISOString()}::timestamptz - make_interval(secs => ${PUSH_DELIVERY.alarm_escalated.ttlSeconds})
        and not exists (select 1 from missing_alarm_views v where v.alarm_id = a.id and v.user_id is distinct from a.raised_by)
      returning a.id`);
    const escalated = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    for (const alarmId of escalated) {
      const facts = await alarmFacts(tx, alarmId);
      if (!facts) continue;
      const student = shortStudentName(facts.student);
      const told = [...new Set([facts.leaderId, facts.headId].filter((id): id is string => Boolean(id)))];
      await queuePush(tx, { userIds: told }, 'alarm_escalated', (userId, deviceId) => ({
        kind: 'alarm_escalated',
        title: pushText('escalated.title'),
        body: pushText('escalated.body', { student }),
        // The head is no member of the trip: the school's view of it, where its karta alarmowa is.
        url: facts.members.includes(userId) ? alarmUrl(facts.tripId, alarmId) : `/school/trips/${facts.tripId}`,
        tag: `alarm-${alarmId}`,
        ...(facts.members.includes(userId) ? { seenToken: seenTokens.make(alarmId, userId, deviceId, now), seenLabel: pushText('alarm.seen') } : {}),
      }));
    }
    return escalated;
  });
}

/** Looks for unanswered alarms every few seconds (also once at start); stopped with the server. */
export function startAlarmEscalation(db: Db, seenTokens: AlarmSeenTokens, { intervalMs = 5_000 }: { intervalMs?: number } = {}) {
  return startSchedule('alarm escalation', () => escalateUnseenAlarms(db, seenTokens), intervalMs);
}

/** The trip an alarm belongs to: 'Widzę' from a notification names the alarm alone. */
export async function alarmTrip(db: Db, alarmId: Id): Promise<Id | null> {
  const result = await db.execute<{ trip_id: string }>(sql`select trip_id from missing_alarms where id = ${alarmId}`);
  const tripId = (result as unknown as { rows: { trip_id: string }[] }).rows[0]?.trip_id;
  return tripId ? asId(tripId) : null;
}
