import { sql, type SQL } from 'drizzle-orm';
import { feedText, type FeedLine } from '@wycieczki/shared';
import type { Db, Tx } from '../db/client';
import { log } from '../lib/log';
import type { JobQueue } from '../jobs/job-queue';
import { sendJob } from '../jobs/send-job';
import { startSchedule } from '../lib/schedule';
import { warsawDate } from '../lib/warsaw-date';
import { REALTIME_CHANNEL } from '../realtime/publish';
import { insertConsentArchive, purgeConsentArchive } from './consent-archive';

/** The one job at a time across every server instance on the database (pg_try_advisory_xact_lock). */
const ERASURE_LOCK = 'wycieczki:erase-sensitive';
export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;
/** Who the feed says did it. */
export const ERASURE_ACTOR = 'System';


/**
 * 'Odbiór przez rodzica' (issue 54), for the trips in `trips` (a relation with their `id`): the people a
 * parent named (their phones and ID documents) and the children's codes go. A handover stays (when
 * the child left the group, and who recorded it), its collector named only as 'rodzic' or 'osoba
 * wskazana przez rodzica': the name was a stranger's personal data, needed only on the trip. Its place
 * goes too (issue 62): typed freely, it says where a family lives or which hospital the child went to.
 * So does the note an alarm was ended with ('Gdzie i jak odnaleziono?'), from the alarm and from its
 * line in the feed: it may say the child was found hurt, or where; when the child went missing and
 * was found, and by whom, stay.
 */
function unpicked(trips: SQL): SQL {
  return sql`unpicked as (
        delete from pickup_persons p using ${trips} erased where p.trip_id = erased.id
        returning p.id
      ), uncoded as (
        delete from handover_codes c using students s, ${trips} erased where s.id = c.student_id and s.trip_id = erased.id
        returning c.student_id
      ), unnamed as (
        update student_handovers h set person_id = null,
          collector_name = case when h.collector_kind = 'parent' then ${ERASED_COLLECTOR.parent}::text else ${ERASED_COLLECTOR.named}::text end,
          place = ${ERASED_PLACE}::text
        from ${trips} erased
        where h.trip_id = erased.id
          and (h.collector_name not in (${ERASED_COLLECTOR.parent}::text, ${ERASED_COLLECTOR.named}::text) or h.place <> ${ERASED_PLACE}::text)
        returning h.id
      ), unnoted as (
        update missing_alarms a set resolved_note = null
        from ${trips} erased
        where a.trip_id = erased.id and a.resolved_note is not null
        returning a.id
      ), unnoted_feed as (
        update trip_activity f set line = f.line - 'note'
        from ${trips} erased
        where f.trip_id = erased.id and f.topic = 'missing_alarms' and f.line->>'key' = 'alarmResolved' and f.line->'note' is not null
        returning f.id
      )`;
}

/** What an erased handover says of who took the child. */
export const ERASED_COLLECTOR = { parent: 'rodzic', named: 'osoba wskazana przez rodzica' } as const;
/** What an erased handover says of where (the column is required: a placeholder, not an empty text the screens would print bare). */
export const ERASED_PLACE = 'miejsce usunięte';

/** What the feed keeps of a message to parents once the trip's sensitive data is erased (issue 47): 'komunikat usunięty'. */
const MESSAGE_ERASED: FeedLine = { key: 'messageErased' };

/**
 * RODO art. 5(1)(c, e): erases the PESEL, parent phones, allergies, diet, medicines and sex (with the rooming's
 * wishes and 'Nie razem' pairs, issue 52, and the 'Leki' with their doses' log, issue 54) of every student of each
 * trip whose time has come (`sensitiveEraseDate` in packages/shared), in one transaction: the
 * students, the trip's `sensitive_erased_at`, one feed line and the realtime event commit together.
 * With them go the trip's parent links and its messages to parents (the feed keeps 'komunikat
 * usunięty' in their place), its students' last positions, what the parent page recorded
 * of a parent's save (which fields, when) and the name a parent typed to consent. That name, with the
 * rest of each consent, is kept only in 'Archiwum zgód' (issue 31, consent-archive.ts): one record per
 * student, written in the same statement from the rows as they were, for the school's years (the
 * trip's without a school; 0 keeps none). Names, classes, rooms, attendance and the consents' answers,
 * dates and form stay on the trip. Each run also deletes the archived records whose time is up.
 * Idempotent (an erased trip is never picked again), and one instance at a time runs it: another
 * that finds the lock taken does nothing. Returns the trips erased.
 */
export async function eraseDueTrips(db: Db, now: Date): Promise<string[]> {
  const today = warsawDate(now);
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${ERASURE_LOCK})) as ok`);
    if (!(locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return [];
    const result = await tx.execute<{ id: string }>(sql`
      with due as (
        select id, erase_after_days from trips
        where sensitive_erased_at is null and end_date + erase_after_days + 1 <= ${today}::date
        for update skip locked
      ), erased as (
        -- A data-modifying WITH runs to completion whether or not the query reads it.
        update students s set pesel = null, parent_phone = null, parent_phone2 = null, allergies = null, diet = null, medicines = null,
                              parent_filled_at = null, parent_filled_fields = null, consent_by = null, sex = null
        from due where s.trip_id = due.id
        returning s.id
      ), unwished as (
        -- The rooming's wishes and 'Nie razem' pairs (issue 52): who a child wants or must not sleep beside.
        delete from room_wishes w using due where w.trip_id = due.id
        returning w.trip_id
      ), unpaired as (
        delete from room_apart p using due where p.trip_id = due.id
        returning p.trip_id
      ), unmedicated as (
        -- 'Leki' (issue 54): the medicines, with them every dose marked and every overdue notice (cascade).
        delete from student_medicines m using due where m.trip_id = due.id
        returning m.trip_id
      ), archived as (
        -- Reads the students as they were before this statement: the typed names still there (issue 31).
        ${insertConsentArchive(sql`select id from due`)}
      ), located as (
        delete from student_locations l using due where l.trip_id = due.id
        returning l.id
      ), ${unpicked(sql`due`)}, unlinked as (
        -- The parent links end with the data they reach (issue 25).
        delete from parent_links l using due where l.trip_id = due.id
        returning l.id
      ), unmessaged as (
        -- 'Komunikaty dla rodziców' go with them (issue 47): a message may name a child's illness.
        delete from trip_messages m using due where m.trip_id = due.id
        returning m.id
      ), unfed as (
        update trip_activity a set line = ${JSON.stringify(MESSAGE_ERASED)}::jsonb
        from due where a.trip_id = due.id and a.topic = 'trip_messages'
        returning a.id
      ), marked as (
        update trips t set sensitive_erased_at = ${now.toISOString()}::timestamptz
        from due where t.id = due.id
        returning t.id, t.erase_after_days
      ), fed as (
        insert into trip_activity (trip_id, actor_id, actor_name, topic, action, line, created_at)
        select m.id, null, ${ERASURE_ACTOR}::text, 'students', 'updated',
               jsonb_build_object('key', 'sensitiveErased', 'days', m.erase_after_days), ${now.toISOString()}::timestamptz
        from marked m
        returning trip_id, line
      )
      select trip_id as id, line from fed`);
    const erased = (result as unknown as { rows: { id: string; line: FeedLine }[] }).rows;
    for (const { id, line } of erased) {
      const event = { tripId: id, topic: 'students', action: 'updated', actorId: '', actorName: ERASURE_ACTOR, summary: feedText(line), at: now.toISOString() };
      await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    }
    await sweepErasedTrips(tx, now);
    const purged = await purgeConsentArchive(tx, today);
    if (purged > 0) log.info('consent records past their period erased', { records: purged });
    return erased.map((row) => row.id);
  });
}

/**
 * What an erased trip must not keep (issue 24), on every trip erased before or just now: a sensitive
 * value written in the moment around its erasure (the database refuses any later one:
 * students_sensitive_after_erasure), a position recorded since, and every reveal's free-text reason,
 * which may hold a PESEL or a diagnosis. The access log's entry stays (who, when, what kind, whose
 * data) and says the reason was erased. Screens showing a swept trip are told to read its students again.
 */
async function sweepErasedTrips(tx: Tx, now: Date): Promise<void> {
  const swept = await tx.execute<{ trip_id: string; students: number }>(sql`
    with swept as (
      update students s set pesel = null, parent_phone = null, parent_phone2 = null, allergies = null, diet = null, medicines = null,
                            parent_filled_at = null, parent_filled_fields = null, consent_by = null, sex = null
      from trips t
      where t.id = s.trip_id and t.sensitive_erased_at is not null
        and (s.pesel is not null or s.parent_phone is not null or s.parent_phone2 is not null or s.allergies is not null or s.diet is not null or s.medicines is not null
             or s.parent_filled_at is not null or s.parent_filled_fields is not null or s.consent_by is not null or s.sex is not null)
      returning s.trip_id
    ), unwished as (
      delete from room_wishes w using trips t where t.id = w.trip_id and t.sensitive_erased_at is not null
      returning w.trip_id
    ), unpaired as (
      delete from room_apart p using trips t where t.id = p.trip_id and t.sensitive_erased_at is not null
      returning p.trip_id
    ), unmedicated as (
      delete from student_medicines m using trips t where t.id = m.trip_id and t.sensitive_erased_at is not null
      returning m.trip_id
    ), located as (
      delete from student_locations l using trips t where t.id = l.trip_id and t.sensitive_erased_at is not null
      returning l.trip_id
    ), ${unpicked(sql`(select id from trips where sensitive_erased_at is not null)`)}, unlinked as (
      delete from parent_links l using trips t where t.id = l.trip_id and t.sensitive_erased_at is not null
      returning l.trip_id
    ), unmessaged as (
      delete from trip_messages m using trips t where t.id = m.trip_id and t.sensitive_erased_at is not null
      returning m.trip_id
    ), unfed as (
      update trip_activity a set line = ${JSON.stringify(MESSAGE_ERASED)}::jsonb
      from trips t
      where t.id = a.trip_id and t.sensitive_erased_at is not null and a.topic = 'trip_messages' and a.line <> ${JSON.stringify(MESSAGE_ERASED)}::jsonb
      returning a.trip_id
    ), reasons as (
      update sensitive_reads r set reason = null, reason_erased_at = ${now.toISOString()}::timestamptz
      from trips t
      where t.id = r.trip_id and t.sensitive_erased_at is not null and r.kind = 'reveal' and r.reason is not null
      returning r.trip_id
    )
    select trip_id, count(*) filter (where student)::int as students,
           pg_notify(${REALTIME_CHANNEL}::text, json_build_object(
             'tripId', trip_id, 'topic', 'students', 'action', 'updated', 'actorId', '',
             'actorName', ${ERASURE_ACTOR}::text, 'summary', ${feedText({ key: 'sensitiveSwept' })}::text, 'at', ${now.toISOString()}::text)::text)
    from (select trip_id, true as student from swept union all select trip_id, false from located) touched
    group by trip_id`);
  const rows = (swept as unknown as { rows: { trip_id: string; students: number }[] }).rows;
  if (rows.length > 0) log.info('sensitive data written around an erasure erased', { trips: rows.length, students: rows.reduce((sum, row) => sum + row.students, 0) });
}

/**
 * The erasure as a job of the shared queue (issue 55): every instance asks for a sweep at start-up
 * and then every hour (`intervalMs`; 0 turns it off, for a test server whose journeys use trips
 * dated in the past); the hourly asks are one sweep a period whoever asks (a singleton of the
 * period), run by whichever instance takes it. Two sweeps at once are safe (each trip is erased
 * once). A failed sweep is retried by the queue and again at the next hour; nothing else depends on it.
 */
export async function startErasureSchedule(
  db: Db,
  queue: JobQueue,
  {
    intervalMs = ERASURE_INTERVAL_MS,
    now = () => new Date(),
    also = [],
  }: {
    intervalMs?: number;
    now?: () => Date;
    /** The features' own erasures run in the same sweep (issue 51: pupils who left the school). */
    also?: readonly (() => Promise<void>)[];
  } = {},
): Promise<{ stop(): Promise<void> }> {
  if (intervalMs <= 0) return { async stop() {} };
  await queue.work('erasure', { concurrency: 1 }, async () => {
    const erased = await eraseDueTrips(db, now());
    if (erased.length > 0) log.info('sensitive data erased', { trips: erased.length });
    for (const erase of also) await erase();
  });
  const periodSeconds = Math.max(1, Math.round(intervalMs / 1000));
  // At start-up a sweep always (a restarted server erases what fell due while it was down); then one a period.
  let started = false;
  return startSchedule(
    'sensitive data erasure',
    () => {
      const first = !started;
      started = true;
      return sendJob(db, 'erasure', {}, first ? {} : { singletonKey: 'sweep', singletonSeconds: periodSeconds });
    },
    intervalMs,
  );
}
