import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParentDataField, ParentLanguage } from '@wycieczki/shared';
import type { Db, Tx } from '../../db/client';
import { parentLinks, students, trips } from '../../db/schema';
import type { LinkSecrets } from '../../lib/link-secrets';

type Queryable = Db | Tx;

export type StoredLink = { id: string; studentId: string; createdAt: Date };

/** The child's live link, made now if it has none, or if its secret no longer matches (a new server key). */
export async function ensureLink(tx: Tx, secrets: LinkSecrets, tripId: string, studentId: string): Promise<StoredLink> {
  const [existing] = await tx
    .select({ id: parentLinks.id, studentId: parentLinks.studentId, createdAt: parentLinks.createdAt, tokenHash: parentLinks.tokenHash })
    .from(parentLinks)
    .where(eq(parentLinks.studentId, studentId));
  if (existing && existing.tokenHash === secrets.hashOf(secrets.secretOf(existing.id))) return existing;
  return replaceLink(tx, secrets, tripId, studentId);
}

/** 'Unieważnij link': the old link stops working, a new one takes its place. */
export async function replaceLink(tx: Tx, secrets: LinkSecrets, tripId: string, studentId: string): Promise<StoredLink> {
  await tx.delete(parentLinks).where(eq(parentLinks.studentId, studentId));
  const id = randomUUID();
  const [row] = await tx
    .insert(parentLinks)
    .values({ id, tripId, studentId, tokenHash: secrets.hashOf(secrets.secretOf(id)) })
    .returning({ id: parentLinks.id, studentId: parentLinks.studentId, createdAt: parentLinks.createdAt });
  return row!;
}

/** What a parent's secret opens: its link, trip and child; null for an unknown or revoked secret. */
export type OpenedLink = { linkId: string; tripId: string; studentId: string; studentName: string; language: ParentLanguage | null };

export async function findLinkByHash(db: Queryable, hash: string): Promise<OpenedLink | null> {
  const [row] = await db
    .select({ linkId: parentLinks.id, tripId: parentLinks.tripId, studentId: parentLinks.studentId, studentName: students.name, language: parentLinks.language })
    .from(parentLinks)
    .innerJoin(students, eq(students.id, parentLinks.studentId))
    .innerJoin(trips, eq(trips.id, parentLinks.tripId))
    .where(and(eq(parentLinks.tokenHash, hash), sql`${trips.sensitiveErasedAt} is null`));
  return row ?? null;
}

/** The child as the parent page needs it. */
export type ParentChild = {
  name: string;
  className: string | null;
  pesel: string | null;
  parentPhone: string | null;
  parentPhone2: string | null;
  allergies: string | null;
  diet: string | null;
  medicines: string | null;
  consent: 'missing' | 'given' | 'refused';
  medicalConsent: 'missing' | 'given' | 'refused';
  consentExtra: Record<string, 'given' | 'refused'>;
  consentOnlineAt: Date | null;
  consentBy: string | null;
  consentLanguage: ParentLanguage | null;
  parentFilledAt: Date | null;
  parentFilledFields: ParentDataField[] | null;
};

export async function readChild(db: Queryable, studentId: string): Promise<ParentChild | null> {
  const [row] = await db
    .select({
      name: students.name,
      className: students.className,
      pesel: students.pesel,
      parentPhone: students.parentPhone,
      parentPhone2: students.parentPhone2,
      allergies: students.allergies,
      diet: students.diet,
      medicines: students.medicines,
      consent: students.consent,
      medicalConsent: students.medicalConsent,
      consentExtra: students.consentExtra,
      consentOnlineAt: students.consentOnlineAt,
      consentBy: students.consentBy,
      consentLanguage: students.consentLanguage,
      parentFilledAt: students.parentFilledAt,
      parentFilledFields: sql<ParentDataField[] | null>`${students.parentFilledFields}`,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row ?? null;
}

export type ChildData = Partial<Pick<ParentChild, 'pesel' | 'parentPhone' | 'parentPhone2' | 'allergies' | 'diet' | 'medicines'>>;

/** A parent's save of 'Dane dziecka': the values, when, and which fields it filled. */
export async function writeChildData(tx: Tx, studentId: string, values: ChildData, fields: ParentDataField[]): Promise<void> {
  await tx
    .update(students)
    .set({ ...values, parentFilledAt: sql`now()`, parentFilledFields: fields })
    .where(eq(students.id, studentId));
}

/**
 * A parent's answer on the parent page: the participation with today's date when given, the medical
 * help in an emergency (issue 48; unanswered with a refusal of the trip), the time and the name typed.
 */
export async function writeOnlineConsent(
  tx: Tx,
  studentId: string,
  answer: { participation: 'given' | 'refused'; medical: 'given' | 'refused' | undefined; extra: Record<string, 'given' | 'refused'> },
  parentName: string,
  today: string,
  /** Issue 53: the language of the page the parent answered on, and the fingerprint of the texts shown. */
  shown: { language: 'pl' | 'uk' | 'en'; fingerprint: string },
): Promise<void> {
  const given = answer.participation === 'given';
  await tx
    .update(students)
    .set({
      consent: answer.participation,
      consentDate: given ? today : null,
      medicalConsent: given ? (answer.medical ?? 'missing') : 'missing',
      consentExtra: given ? answer.extra : {},
      consentOnlineAt: sql`now()`,
      consentBy: parentName,
      consentLanguage: shown.language,
      consentFingerprint: shown.fingerprint,
    })
    .where(eq(students.id, studentId));
}

/** The child of this trip a link may be made for: its name, and whether the trip's sensitive data is erased. */
export async function findLinkableStudent(tx: Tx, tripId: string, studentId: string): Promise<{ name: string; erased: boolean } | null> {
  const [row] = await tx
    .select({ name: students.name, erased: sql<boolean>`${trips.sensitiveErasedAt} is not null` })
    .from(students)
    .innerJoin(trips, eq(trips.id, students.tripId))
    .where(and(eq(students.id, studentId), eq(students.tripId, tripId)));
  return row ?? null;
}

/** The trip's added statements (issue 48), as the parent page asks them. */
export async function findConsentStatements(tx: Tx, tripId: string): Promise<string[]> {
  const [row] = await tx.select({ statements: trips.consentStatements }).from(trips).where(eq(trips.id, tripId));
  return row?.statements ?? [];
}

/** The trip's first day: a parent's answer to the consent can change until then. */
export async function findTripStart(tx: Tx, tripId: string): Promise<string | null> {
  const [row] = await tx.select({ startDate: trips.startDate }).from(trips).where(eq(trips.id, tripId));
  return row?.startDate ?? null;
}

/**
 * Every child's live link on the trip, made in bulk where missing (or where its secret no longer
 * matches): by student id, the link's id. Null when the trip's sensitive data is erased.
 */
export async function ensureTripLinks(tx: Tx, secrets: LinkSecrets, tripId: string): Promise<Map<string, string> | null> {
  const [trip] = await tx.select({ erased: sql<boolean>`${trips.sensitiveErasedAt} is not null` }).from(trips).where(eq(trips.id, tripId));
  if (!trip || trip.erased) return null;
  const rows = await tx
    .select({ studentId: students.id, linkId: parentLinks.id, tokenHash: parentLinks.tokenHash })
    .from(students)
    .leftJoin(parentLinks, eq(parentLinks.studentId, students.id))
    .where(eq(students.tripId, tripId));
  const links = new Map<string, string>();
  const stale: string[] = [];
  const fresh: { id: string; tripId: string; studentId: string; tokenHash: string }[] = [];
  for (const row of rows) {
    if (row.linkId && row.tokenHash === secrets.hashOf(secrets.secretOf(row.linkId))) {
      links.set(row.studentId, row.linkId);
      continue;
    }
    if (row.linkId) stale.push(row.linkId);
    const id = randomUUID();
    fresh.push({ id, tripId, studentId: row.studentId, tokenHash: secrets.hashOf(secrets.secretOf(id)) });
    links.set(row.studentId, id);
  }
  if (stale.length > 0) await tx.delete(parentLinks).where(inArray(parentLinks.id, stale));
  for (let start = 0; start < fresh.length; start += 1000) await tx.insert(parentLinks).values(fresh.slice(start, start + 1000));
  return links;
}

/** The trip's children whose parent link has a phone with notifications on (issue 50). */
export async function studentsWithNotifications(tx: Tx, tripId: string): Promise<string[]> {
  const result = await tx.execute<{ student_id: string }>(sql`
    select l.student_id from parent_links l
    where l.trip_id = ${tripId} and exists (select 1 from push_subscriptions p where p.parent_link_id = l.id)`);
  return (result as unknown as { rows: { student_id: string }[] }).rows.map((row) => row.student_id);
}

/** Whether this link's parent has a phone with notifications on. */
export async function linkHasNotifications(tx: Tx, linkId: string): Promise<boolean> {
  const result = await tx.execute<{ on: boolean }>(sql`select exists (select 1 from push_subscriptions where parent_link_id = ${linkId}) as on`);
  return (result as unknown as { rows: { on: boolean }[] }).rows[0]?.on ?? false;
}

/** The parent page's language (issue 53), kept with the link: its notifications follow it. */
export async function setLinkLanguage(db: Queryable, linkId: string, language: ParentLanguage): Promise<void> {
  await db.update(parentLinks).set({ language }).where(eq(parentLinks.id, linkId));
}
