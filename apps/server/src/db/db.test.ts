import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/test-app';
import { createUser } from '../test/factories';
import { lockDataDir } from './data-dir-lock';
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

describe('data folder lock', () => {
  it('refuses a folder held by a live process and takes over one left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-lock-'));
    const lockFile = path.join(dir, 'server.lock');
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);

    fs.writeFileSync(lockFile, '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
