import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/test-app';
import { createUser } from '../test/factories';
import { openDatabase } from './client';
import { LOCK_HEARTBEAT_MS, LOCK_STALE_MS, lockDataDir, readOwner } from './data-dir-lock';
import { openRemotePglite } from './pglite-remote';
import {
  attendanceChecks,
  attendanceRecords,
  rooms,
  studentLocations,
  students,
  tripGuardians,
  trips,
} from './schema';

const api = useTestApi();

describe('schema', () => {
  it('has every table of the data model', async () => {
    const result = await api.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'refresh_tokens',
        'login_attempts',
        'server_secrets',
        'trips',
        'trip_guardians',
        'students',
        'rooms',
        'attendance_checks',
        'attendance_records',
        'student_locations',
        'sensitive_reads',
      ]),
    );
  });

  it('deletes everything of a trip when the trip is deleted', async () => {
    const { db } = api.database;
    const user = await createUser(api);
    const [trip] = await db
      .insert(trips)
      .values({ name: 'Zakopane', destination: 'Zakopane', startDate: '2026-05-10', endDate: '2026-05-13', createdBy: user.user.id })
      .returning();
    const tripId = trip?.id ?? '';
    await db.insert(tripGuardians).values({ tripId, guardianId: user.user.id, role: 'creator' });
    const [room] = await db.insert(rooms).values({ tripId, number: '201', capacity: 4 }).returning();
    const [student] = await db.insert(students).values({ tripId, name: 'Kasia', roomId: room?.id }).returning();
    const [check] = await db
      .insert(attendanceChecks)
      .values({ tripId, name: 'Poranek', checkDate: '2026-05-11', checkTime: '08:00', createdBy: user.user.id })
      .returning();
    await db.insert(attendanceRecords).values({ attendanceCheckId: check?.id ?? '', studentId: student?.id ?? '' });
    await db.insert(studentLocations).values({ tripId, studentId: student?.id ?? '', lat: 49.3, lng: 19.95 });

    await db.delete(trips).where(eq(trips.id, tripId));

    for (const table of [tripGuardians, rooms, students, attendanceChecks, studentLocations]) {
      expect(await db.select().from(table).where(eq(table.tripId, tripId))).toHaveLength(0);
    }
    expect(await db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, student?.id ?? ''))).toHaveLength(0);
  });

  it('refuses a trip that ends before it starts and a room over 20 places', async () => {
    const { db } = api.database;
    const user = await createUser(api);
    await expect(
      db.insert(trips).values({ name: 'X', destination: 'Y', startDate: '2026-05-10', endDate: '2026-05-10', createdBy: user.user.id }),
    ).rejects.toThrow();
    const [trip] = await db
      .insert(trips)
      .values({ name: 'X', destination: 'Y', startDate: '2026-05-10', endDate: '2026-05-12', createdBy: user.user.id })
      .returning();
    await expect(db.insert(rooms).values({ tripId: trip?.id ?? '', number: '1', capacity: 21 })).rejects.toThrow();
  });
});

describe('transactions on either engine (the embedded one runs in a worker thread)', () => {
  it('keeps a statement from outside out of an open transaction, and a rollback takes back only its own rows', async () => {
    const { db } = api.database;
    await db.execute(sql`create table tx_probe (label text)`);
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values ('inside')`);
        // Issued while the transaction is open: it must neither join it nor see its row.
        outside = db.execute(sql`insert into tx_probe select 'outside:' || count(*) from tx_probe`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const result = await db.execute<{ label: string }>(sql`select label from tx_probe`);
    expect((result as unknown as { rows: { label: string }[] }).rows.map((row) => row.label)).toEqual(['outside:0']);
    await db.execute(sql`drop table tx_probe`);
  });

  it('passes every value as a parameter: text that looks like SQL stays text', async () => {
    const { db } = api.database;
    for (const value of ["'); drop table users; --", '$$ $a$ \\ \u0001', 'Zażółć 🚌']) {
      const result = await db.execute<{ v: string }>(sql`select ${value}::text as v`);
      expect((result as unknown as { rows: { v: string }[] }).rows[0]?.v).toBe(value);
    }
  });
});

describe('an embedded database started from an image (the test files start from a migrated one)', () => {
  it("holds the image's tables and rows, and writes to it leave the image's source alone", async () => {
    const source = await openRemotePglite(null);
    await source.exec(`create table kept (note text); insert into kept values ('z obrazu')`);
    const image = await source.dump();
    const copy = await openDatabase({ kind: 'embedded', dataDir: null, startFrom: image });
    try {
      const rows = async (db: { execute: typeof api.database.db.execute }) =>
        ((await db.execute(sql`select note from kept order by note`)) as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
      expect(await rows(copy.db)).toEqual(['z obrazu']);
      // Opening brought the copy's schema up to date too (migrations on top of the image).
      const tables = (await copy.db.execute(sql`select 1 from information_schema.tables where table_name = 'students'`)) as unknown as { rows: unknown[] };
      expect(tables.rows).toHaveLength(1);
      await copy.db.execute(sql`insert into kept values ('tylko w kopii')`);
      expect(await rows(copy.db)).toEqual(['tylko w kopii', 'z obrazu']);
      expect((await source.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'z obrazu' }]);
    } finally {
      await copy.close();
      await source.close();
    }
  });
});

describe('migration 0003 (one PESEL per trip) on a database that already holds duplicates', () => {
  it('keeps the number on the earliest record, clears the later copies, then builds the unique index', async () => {
    const { db } = api.database;
    const user = await createUser(api);
    const [trip] = await db
      .insert(trips)
      .values({ name: 'Stara', destination: 'Y', startDate: '2026-05-10', endDate: '2026-05-12', createdBy: user.user.id })
      .returning();
    const tripId = trip?.id ?? '';
    await db.execute(sql`drop index students_trip_pesel_key`);
    await db.execute(sql`insert into students (trip_id, name, pesel, created_at) values
      (${tripId}, 'Pierwsza', '44051401359', now() - interval '2 days'),
      (${tripId}, 'Kopia', '44051401359', now() - interval '1 day'),
      (${tripId}, 'Inna', '02070803628', now())`);
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle', '0003_student_pesel_unique.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db.select({ name: students.name, pesel: students.pesel }).from(students).where(eq(students.tripId, tripId)).orderBy(students.createdAt);
    expect(rows).toEqual([
      { name: 'Pierwsza', pesel: '44051401359' },
      { name: 'Kopia', pesel: null },
      { name: 'Inna', pesel: '02070803628' },
    ]);
    await expect(db.insert(students).values({ tripId, name: 'Jeszcze raz', pesel: '02070803628' })).rejects.toThrow();
  });
});

describe('data folder lock', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-lock-'));
  const never = () => {
    throw new Error('the lock was not expected to be lost');
  };

  it('refuses a folder whose holder keeps its heartbeat, whatever PIDs say, and frees it on release', async () => {
    const dir = folder();
    const release = await lockDataDir(dir, { onCompromised: never });
    const owner = readOwner(path.join(dir, 'server-lock-owner.json'));
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(owner?.ownerId).toMatch(/^[0-9a-f-]{36}$/);
    // The same process asking again is refused too: identity is the held lock, not the PID.
    await expect(lockDataDir(dir, { onCompromised: never, waitMs: 1_000 })).rejects.toThrow(/in use by another server \(host /);
    await release();
    expect(fs.existsSync(path.join(dir, 'server-lock'))).toBe(false);
    const again = await lockDataDir(dir, { onCompromised: never, waitMs: 0 });
    await again();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock whose heartbeat stopped, with no clean-up by hand', async () => {
    const dir = folder();
    // A server killed with -9 a minute ago left its lock and a PID-based lock of an earlier version.
    fs.mkdirSync(path.join(dir, 'server-lock'));
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, 'server-lock'), minuteAgo, minuteAgo);
    fs.writeFileSync(path.join(dir, 'server.lock'), '1');
    const release = await lockDataDir(dir, { onCompromised: never, waitMs: 0 });
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    await release();

    // Killed 9 s ago: the next server waits the last second of the stale period, then takes over.
    fs.mkdirSync(path.join(dir, 'server-lock'));
    const justNow = new Date(Date.now() - LOCK_STALE_MS + 1_000);
    fs.utimesSync(path.join(dir, 'server-lock'), justNow, justNow);
    const started = Date.now();
    const second = await lockDataDir(dir, { onCompromised: never });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await second();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells the holder at once when its lock was taken from it', async () => {
    const dir = folder();
    let lost: Error | null = null;
    const release = await lockDataDir(dir, { onCompromised: (error) => (lost = error) });
    // Right after a heartbeat, so that none is between its check and its renewal: a renewal in flight
    // would renew the new holder's lock and hide the takeover until the one after (a CI run under load
    // caught that ordering; a real takeover waits 10 s for a stale lock, so it cannot meet one).
    const lockDir = path.join(dir, 'server-lock');
    const first = fs.statSync(lockDir).mtimeMs;
    const beatBy = Date.now() + LOCK_HEARTBEAT_MS * 3;
    while (fs.statSync(lockDir).mtimeMs === first && Date.now() < beatBy) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Someone removes the lock and another server takes it.
    fs.rmdirSync(path.join(dir, 'server-lock'));
    fs.mkdirSync(path.join(dir, 'server-lock'));
    const deadline = Date.now() + LOCK_HEARTBEAT_MS * 3;
    while (!lost && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lost).not.toBeNull();
    await release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
