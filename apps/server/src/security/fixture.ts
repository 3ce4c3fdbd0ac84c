import { sql } from 'drizzle-orm';
import type { AttendanceCheckDetail, ParentLink, ProgramItem, Room, Student } from '@wycieczki/shared';
import { createTrip, createUser } from '../test/factories';
import type { TestApi } from '../test/test-app';
import type { Fixture } from './body-endpoints';

export const PESEL = '44051401359';
export const PHONE = '600100200';

/** A trip with one of everything the security suite's endpoints need (body-endpoints.ts, endpoints.ts). */
export async function setUpFixture(api: TestApi): Promise<Fixture> {
  const creator = await createUser(api, { fullName: 'Celina Twórczyni' });
  const guardian = await createUser(api, { fullName: 'Gabriel Opiekun' });
  const trip = await createTrip(api, creator, {
    guardians: [guardian],
    students: [{ name: 'Ala Wrażliwa', pesel: PESEL, parentPhone: PHONE }, { name: 'Bartek Płacący' }],
    rooms: [{ number: '101', capacity: 4 }],
  });
  const students = await api.request<Student[]>('GET', `/api/trips/${trip.id}/students`, { token: creator.accessToken });
  const rooms = await api.request<Room[]>('GET', `/api/trips/${trip.id}/rooms`, { token: creator.accessToken });
  const check = await api.request<AttendanceCheckDetail>('POST', `/api/trips/${trip.id}/attendance`, {
    token: creator.accessToken,
    body: { name: 'Poranek', date: '2026-05-11', time: '08:00' },
  });
  const programItem = await api.request<ProgramItem>('POST', `/api/trips/${trip.id}/program`, {
    token: creator.accessToken,
    body: { day: '2026-05-11', destination: 'Kraków – Zakopane' },
  });
  // Money (issue 26): a cost, so payments can be made, and one payment of a child of its own.
  await api.request('PATCH', `/api/trips/${trip.id}`, { token: creator.accessToken, body: { cost: { perStudent: 85000, account: '61109010140000071219812874', payee: 'Rada Rodziców' } } });
  const payer = students.body.find((student) => student.name === 'Bartek Płacący')!;
  const payment = await api.request<{ id: string }>('POST', `/api/trips/${trip.id}/payments`, {
    token: creator.accessToken,
    body: { studentId: payer.id, amount: 35000, paidOn: '2026-05-01', method: 'gotowka' },
  });
  return {
    creator,
    guardian,
    tripId: trip.id,
    studentId: students.body.find((student) => student.name === 'Ala Wrażliwa')!.id,
    payerId: payer.id,
    paymentId: payment.body.id,
    roomId: rooms.body[0]!.id,
    checkId: check.body.id,
    programItemId: programItem.body.id,
  };
}

/** Row counts of every table: a refused request must leave them all as they were. */
export async function snapshot(api: TestApi): Promise<Record<string, number>> {
  const result = await api.database.db.execute(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from profiles) as profiles,
    (select count(*)::int from trips) as trips,
    (select count(*)::int from trip_guardians) as trip_guardians,
    (select count(*)::int from students) as students,
    (select count(*)::int from trip_program_items) as trip_program_items,
    (select count(*)::int from rooms) as rooms,
    (select count(*)::int from attendance_checks) as attendance_checks,
    (select count(*)::int from attendance_records) as attendance_records,
    (select count(*)::int from student_locations) as student_locations,
    (select count(*)::int from sensitive_reads) as sensitive_reads,
    (select count(*)::int from trip_activity) as trip_activity,
    (select count(*)::int from trip_activity_reads) as trip_activity_reads,
    (select count(*)::int from payments) as payments,
    (select count(*)::int from schools) as schools,
    (select count(*)::int from school_members) as school_members,
    (select count(*)::int from school_invitations) as school_invitations,
    (select count(*)::int from mail_outbox) as mail_outbox,
    (select count(*)::int from password_resets) as password_resets,
    (select count(*)::int from trip_invitations) as trip_invitations,
    (select count(*)::int from account_events) as account_events,
    (select count(*)::int from school_reset_links) as school_reset_links,
    (select md5(string_agg(password_hash, ',' order by id)) from users) as passwords_digest,
    (select md5(string_agg(name || coalesce(address, '') || erase_after_days::text, ',' order by id)) from schools) as schools_digest,
    (select md5(string_agg(amount::text || paid_on::text || method || coalesce(note, ''), ',' order by id)) from payments) as payments_digest,
    (select md5(string_agg(name || coalesce(pesel, '') || coalesce(parent_phone, '') || present::text || coalesce(room_id::text, ''), ',' order by id)) from students) as students_digest,
    (select md5(string_agg(number || capacity::text, ',' order by id)) from rooms) as rooms_digest,
    (select md5(string_agg(first_name || last_name || coalesce(phone, ''), ',' order by id)) from profiles) as profiles_digest`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}

/** The secret of a parent link of the fixture's first child (Ala), for the parent page's endpoints. */
export async function parentLinkSecret(api: TestApi, f: Fixture): Promise<string> {
  const link = await api.request<ParentLink>('POST', `/api/trips/${f.tripId}/students/${f.studentId}/parent-link`, { token: f.creator.accessToken });
  return link.body.path.slice(link.body.path.indexOf('#') + 1);
}

/** Counters of requests per address and per link change with every request, refused or not. */
const COUNTERS = new Set(['rate_counters']);

/**
 * A digest of every row of every table but the request counters: a request refused for its text
 * (issue 62) must leave the whole database as it was, not only the tables `snapshot` counts.
 */
export async function databaseDigest(api: TestApi): Promise<Record<string, string>> {
  const tables = await api.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).filter((name) => !COUNTERS.has(name));
  const digests = names.map((name) => sql`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${sql.identifier(name)} t) as ${sql.identifier(name)}`);
  const result = await api.database.db.execute(sql`select ${sql.join(digests, sql`, `)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0] ?? {};
}
