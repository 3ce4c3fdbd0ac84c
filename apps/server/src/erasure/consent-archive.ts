import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

// 'Archiwum zgód' (issue 31, decision 028): the one place that writes consent_archive. The erasure and
// the deletion of a finished trip archive a trip's consents; the school's and the trip's periods move
// the end of the records already kept; every run of the erasure deletes the records whose time is up.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * The INSERT that keeps, per student of the trips `tripIds` selects, only the name, the class, the
 * trip's name and dates, the consent's answer, its form, when and by whom; until the end date plus
 * the school's years for a school trip, the trip's own otherwise. With 0 years nothing is kept.
 * A data-modifying statement that also fits in a WITH: the erasure runs it beside the UPDATE that
 * clears the same students, and both read the rows as they were before it.
 */
export function insertConsentArchive(tripIds: SQL): SQL {
  return sql`
    insert into consent_archive (trip_id, school_id, owner_id, trip_name, start_date, end_date, student_name, class_name,
                                 consent, medical_consent, consent_form, consent_date, consent_online_at, consent_by, consent_language, keep_until)
    select t.id, t.school_id, t.created_by, t.name, t.start_date, t.end_date, s.name, s.class_name, s.consent, s.medical_consent,
           case when s.consent = 'missing' and s.medical_consent = 'missing' then null when s.consent_online_at is not null then 'online' else 'paper' end,
           s.consent_date, s.consent_online_at, s.consent_by, s.consent_language,
           (t.end_date + make_interval(years => k.years))::date
    from trips t
    join students s on s.trip_id = t.id
    left join schools sc on sc.id = t.school_id
    cross join lateral (select coalesce(sc.consent_keep_years, t.consent_keep_years) as years) k
    where t.id in (${tripIds}) and k.years > 0
    returning trip_id`;
}

/**
 * Deleting a trip (issue 31): a trip whose last day has come (or that was closed) and was not erased yet has its consents
 * archived first, so deleting a finished trip does not destroy the proof. A trip deleted before its
 * end keeps nothing; an erased one was archived when it was erased. Returns the records kept.
 */
export async function archiveBeforeDelete(tx: Tx, tripId: string, today: string): Promise<number> {
  const result = await tx.execute(sql`
    with archived as (${insertConsentArchive(sql`select id from trips where id = ${tripId} and (end_date <= ${today}::date or closed_at is not null) and sensitive_erased_at is null`)})
    select count(*)::int as n from archived`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The school's 'Archiwum zgód: przechowuj (lata)' changed: its records end `years` after their trip's end; 0 deletes them. */
export async function retimeSchoolArchive(tx: Tx, schoolId: string, years: number): Promise<void> {
  if (years === 0) await tx.execute(sql`delete from consent_archive where school_id = ${schoolId}`);
  else await tx.execute(sql`update consent_archive set keep_until = (end_date + make_interval(years => ${years}::int))::date where school_id = ${schoolId}`);
}

/** The same for a trip without a school: its records, when already kept. */
export async function retimeTripArchive(tx: Tx, tripId: string, years: number): Promise<void> {
  if (years === 0) await tx.execute(sql`delete from consent_archive where trip_id = ${tripId} and school_id is null`);
  else await tx.execute(sql`update consent_archive set keep_until = (end_date + make_interval(years => ${years}::int))::date where trip_id = ${tripId} and school_id is null`);
}

/**
 * The records whose time is up (kept through `keep_until`, gone from the next day), and those nobody
 * may read any more: the creator's account and the school both deleted. Returns how many went.
 */
export async function purgeConsentArchive(tx: Tx, today: string): Promise<number> {
  const result = await tx.execute(sql`
    with purged as (
      delete from consent_archive where keep_until < ${today}::date or (owner_id is null and school_id is null)
      returning id
    )
    select count(*)::int as n from purged`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
