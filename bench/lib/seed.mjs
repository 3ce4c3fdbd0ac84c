// The data set: `trips` trips of `perTrip` students (bulk SQL), plus one hot trip of 40 students made
// through the API by a real user, with an attendance list, as a teacher would have it.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { api } from './processes.mjs';

export const HOT_STUDENTS = 40;

/** Bulk rows, written straight to the database (the server is stopped for the embedded one). */
export async function bulkSeed({ databaseUrl, pgliteDir }, { trips, perTrip, offset = 0 }) {
  const statements = [
    `insert into users (id, email, password_hash)
       select gen_random_uuid(), 'seed' || g || '@bench.test', 'not-a-login'
       from generate_series(${offset + 1}, ${offset + Math.ceil(trips / 10)}) g`,
    `insert into profiles (id, email, full_name, first_name, last_name)
       select id, email, 'Seed User', 'Seed', 'User' from users
       where email like 'seed%@bench.test' and id not in (select id from profiles)`,
    `insert into trips (name, destination, start_date, end_date, created_by)
       select 'Wycieczka ' || g, 'Cel ' || g, date '2026-05-10', date '2026-05-13',
              (select id from users where email = 'seed' || (${offset + 1} + (g % ${Math.ceil(trips / 10)})) || '@bench.test')
       from generate_series(${offset + 1}, ${offset + trips}) g`,
    `insert into trip_guardians (trip_id, guardian_id, role)
       select id, created_by, 'creator' from trips t
       where not exists (select 1 from trip_guardians tg where tg.trip_id = t.id)`,
    `insert into students (trip_id, name, allergies)
       select t.id, 'Uczeń ' || s, case when s % 7 = 0 then 'orzechy' end
       from trips t cross join generate_series(1, ${perTrip}) s
       where t.name like 'Wycieczka %' and not exists (select 1 from students x where x.trip_id = t.id)`,
    'analyze',
  ];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const sql of statements) await client.query(sql);
    await client.end();
  } else {
    const db = await PGlite.create(pgliteDir);
    for (const sql of statements) await db.exec(sql);
    await db.close();
  }
}

/**
 * The n-th of a run of valid PESELs (born 1 January 2014, serials from 1000): a trip holds each
 * number once (docs/product.md §5).
 */
function pesel(n) {
  const digits = `142101${String(1000 + n).padStart(4, '0')}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** The hot path: a real teacher with a 40-student trip, 3 more guardians and an attendance list. */
export async function seedHotTrip(base) {
  const stamp = Date.now();
  const password = 'Bench-Haslo-123';
  const teacher = await api(base, 'POST', '/api/auth/sign-up', { body: { email: `hot-${stamp}@bench.test`, password, fullName: 'Hanna Gorąca' } });
  const guardians = [];
  for (let i = 0; i < 3; i += 1) {
    const email = `hot-g${i}-${stamp}@bench.test`;
    await api(base, 'POST', '/api/auth/sign-up', { body: { email, password } });
    guardians.push(email);
  }
  const trip = await api(base, 'POST', '/api/trips', {
    token: teacher.accessToken,
    body: {
      name: 'Zielona szkoła',
      destination: 'Zakopane',
      startDate: '2026-05-10',
      endDate: '2026-05-13',
      tripLeaderEmail: teacher.user.email,
      guardianEmails: guardians,
      students: Array.from({ length: HOT_STUDENTS }, (_, i) => ({ name: `Uczeń ${i + 1}`, pesel: pesel(i), parentPhone: '600100200', allergies: i % 5 ? '' : 'laktoza' })),
      rooms: Array.from({ length: 10 }, (_, i) => ({ number: String(101 + i), capacity: 4 })),
    },
  });
  const students = await api(base, 'GET', `/api/trips/${trip.id}/students`, { token: teacher.accessToken });
  const check = await api(base, 'POST', `/api/trips/${trip.id}/attendance`, {
    token: teacher.accessToken,
    body: { name: 'Poranek', date: '2026-05-11', time: '08:00' },
  });
  return { email: teacher.user.email, password, tripId: trip.id, studentIds: students.map((s) => s.id), checkId: check.id };
}

export async function signIn(base, hot) {
  const session = await api(base, 'POST', '/api/auth/sign-in', { body: { email: hot.email, password: hot.password } });
  return session.accessToken;
}
