import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedText, PARENT_DATA_LABELS, shortNames, STUDENT_FIELD_NAMES, type FeedLine, type FeedLineKey, type FeedLineParams } from '@wycieczki/shared';
import { useTestApi } from '../../test/test-app';

const api = useTestApi();

const ALA = shortNames(['Ala Kot', 'Jan Żak', 'Ola Nowak', 'Kasia Wiśniewska', 'Piotr Nowak-Kowalski']);

/**
 * Lines of every kind as the services write them, with the awkward values real trips have: names
 * with a comma, a colon or brackets, a room '12: balkon', a message on two lines, a cost over 1 000 zł.
 */
const SAMPLES: Record<FeedLineKey, FeedLine[]> = {
  tripCreated: [{ key: 'tripCreated', name: 'Zielona szkoła: Karpacz (4b)' }],
  tripUpdated: [
    { key: 'tripUpdated' },
    { key: 'tripUpdated', cost: null },
    { key: 'tripUpdated', cost: { perStudent: 85_000, instalments: 1 } },
    { key: 'tripUpdated', cost: { perStudent: 123_450, instalments: 3 } },
  ],
  tripDeleted: [{ key: 'tripDeleted' }],
  tripClosed: [{ key: 'tripClosed' }],
  tripReopened: [{ key: 'tripReopened' }],
  listCreated: [{ key: 'listCreated', name: 'Autokar – powrót' }],
  listUpdated: [{ key: 'listUpdated', name: 'Śniadanie' }],
  listDeleted: [{ key: 'listDeleted', name: 'Muzeum „Pan Tadeusz”' }],
  attendanceMarked: [],
  rollCall: [],
  invitationSent: [{ key: 'invitationSent', email: 'anna.nowak@szkola.edu.pl' }],
  invitationResent: [{ key: 'invitationResent', email: 'anna.nowak@szkola.edu.pl' }],
  invitationWithdrawn: [{ key: 'invitationWithdrawn', email: 'anna.nowak@szkola.edu.pl' }],
  invitationAccepted: [{ key: 'invitationAccepted', email: 'bartek@example.com' }],
  guardianAdded: [{ key: 'guardianAdded', email: 'bartek@example.com' }],
  guardianRemoved: [{ key: 'guardianRemoved', name: 'Bartek Wiśniewski' }],
  guardianAccountDeleted: [{ key: 'guardianAccountDeleted' }],
  locationUpdated: [{ key: 'locationUpdated', name: 'Kasia Kot' }],
  expenseCreated: [{ key: 'expenseCreated', category: 'bilety' }],
  expenseUpdated: [{ key: 'expenseUpdated', category: 'wyzywienie' }],
  expenseDeleted: [{ key: 'expenseDeleted', category: 'inne' }],
  returnCreated: [{ key: 'returnCreated', method: 'przelew', student: 'Jan Żak' }],
  returnDeleted: [{ key: 'returnDeleted', method: 'gotowka', student: 'Jan Żak' }],
  settlementSaved: [
    { key: 'settlementSaved', split: 'manual' },
    { key: 'settlementSaved', split: 'equal' },
  ],
  settlementApproved: [{ key: 'settlementApproved' }],
  settlementChangedAfterApproval: [{ key: 'settlementChangedAfterApproval' }],
  paymentCreated: [{ key: 'paymentCreated', method: 'gotowka', student: 'Kasia Kot' }],
  paymentUpdated: [{ key: 'paymentUpdated', method: 'przelew', student: 'Kasia Kot – młodsza' }],
  paymentDeleted: [{ key: 'paymentDeleted', method: 'przelew', student: 'Kasia Kot' }],
  costOverridden: [{ key: 'costOverridden', student: 'Kasia Kot' }],
  costRestored: [{ key: 'costRestored', student: 'Kasia Kot' }],
  statementImported: [1, 2, 5, 12, 22].map((transfers): FeedLine => ({ key: 'statementImported', transfers })),
  roomCreated: [{ key: 'roomCreated', room: '12: balkon' }],
  roomUpdated: [{ key: 'roomUpdated', room: '12' }],
  roomDeleted: [{ key: 'roomDeleted', room: '12' }],
  roomAssigned: [
    { key: 'roomAssigned', room: '12: balkon', movedIn: ALA, movedOut: shortNames(['Jan Żak']) },
    { key: 'roomAssigned', room: '12', movedIn: shortNames(['Ala Kot', 'Jan Żak']), movedOut: shortNames([]) },
    { key: 'roomAssigned', room: '12', movedIn: shortNames([]), movedOut: ALA },
    { key: 'roomAssigned', room: '12', movedIn: shortNames([]), movedOut: shortNames([]) },
  ],
  roomsArranged: [
    { key: 'roomsArranged', moved: 1, unplaced: 0 },
    { key: 'roomsArranged', moved: 24, unplaced: 2 },
  ],
  roomingSetupSaved: [{ key: 'roomingSetupSaved' }],
  roomWishesByParent: [{ key: 'roomWishesByParent', student: 'Kasia Kot' }],
  parentPhoneShown: [{ key: 'parentPhoneShown', student: 'Kasia Kot' }],
  parentLinkRevoked: [{ key: 'parentLinkRevoked', student: 'Kasia Kot' }],
  parentDataFilled: [{ key: 'parentDataFilled', student: 'Kasia (Kasieńka) Kot', fields: ['parentPhone', 'pesel', 'medicines'] }],
  consentAnsweredOnline: [
    { key: 'consentAnsweredOnline', student: 'Kasia Kot', given: true },
    { key: 'consentAnsweredOnline', student: 'Kasia Kot', given: false },
  ],
  studentCreated: [{ key: 'studentCreated', name: 'Kasia Kot' }],
  studentUpdated: [
    { key: 'studentUpdated', name: 'Kasia Kot', fields: [] },
    { key: 'studentUpdated', name: 'Kot: Kasia', fields: ['name', 'className', 'consent', 'pesel', 'roomId'] },
  ],
  studentDeleted: [{ key: 'studentDeleted', name: 'Kasia Kot' }],
  consentsUpdated: [{ key: 'consentsUpdated', students: 12 }],
  studentsImported: [{ key: 'studentsImported', students: 30 }],
  groupsSplit: [{ key: 'groupsSplit', guardians: 3 }],
  groupMoved: [
    { key: 'groupMoved', guardian: 'Anna Nowak', students: ALA },
    { key: 'groupMoved', guardian: null, students: shortNames(['Ala Kot']) },
  ],
  sensitiveErased: [{ key: 'sensitiveErased', days: 30 }],
  sensitiveSwept: [{ key: 'sensitiveSwept' }],
  programAdded: [{ key: 'programAdded', destination: 'Wieliczka' }],
  programChanged: [{ key: 'programChanged', destination: 'Kraków, Wawel' }],
  programRemoved: [{ key: 'programRemoved', destination: 'Wieliczka' }],
  kartaSent: [{ key: 'kartaSent' }],
  kartaApproved: [{ key: 'kartaApproved' }],
  kartaReturned: [{ key: 'kartaReturned', comment: 'Brakuje programu „dnia drugiego”.\nProszę uzupełnić.' }],
  kartaChangedAfterApproval: [{ key: 'kartaChangedAfterApproval', changes: ['cel wycieczki', 'liczba uczniów'] }],
  kartaApprovedAgain: [{ key: 'kartaApprovedAgain' }],
  alarmRaised: [{ key: 'alarmRaised', student: 'Kasia Kot' }],
  alarmResolved: [
    { key: 'alarmResolved', student: 'Kasia Kot' },
    { key: 'alarmResolved', student: 'Kasia Kot', note: 'przy autokarze (cała i zdrowa)' },
  ],
  alarmSeen: [{ key: 'alarmSeen', student: 'Kasia Kot' }],
  medicineAdded: [{ key: 'medicineAdded', student: 'Kasia Kot' }],
  medicineChanged: [{ key: 'medicineChanged', student: 'Kasia Kot' }],
  medicineRemoved: [{ key: 'medicineRemoved', student: 'Kasia Kot' }],
  doseMarked: [
    { key: 'doseMarked', student: 'Kasia Kot', time: '20:00', status: 'given' },
    { key: 'doseMarked', student: 'Kasia Kot', time: '08:00', status: 'refused' },
    { key: 'doseMarked', student: 'Kasia (Kasieńka) Kot', time: null, status: 'absent' },
  ],
  handoverRecorded: [
    { key: 'handoverRecorded', student: 'Kasia Kot', kind: 'parent' },
    { key: 'handoverRecorded', student: 'Kasia Kot', kind: 'named' },
  ],
  handoverConfirmed: [
    { key: 'handoverConfirmed', student: 'Kasia Kot', via: 'link' },
    { key: 'handoverConfirmed', student: 'Kasia Kot', via: 'code' },
  ],
  handoverReturned: [{ key: 'handoverReturned', student: 'Kasia Kot' }],
  pickupPersonNamed: [{ key: 'pickupPersonNamed', student: 'Kasia Kot' }],
  pickupPersonRemoved: [{ key: 'pickupPersonRemoved', student: 'Kasia Kot' }],
  messageSent: [{ key: 'messageSent', body: 'Jutro zbiórka o 7:30.\nProszę o ciepłe ubrania; wycieczka: 3 dni' }],
  messageErased: [{ key: 'messageErased' }],
  coachSaved: [1, 3, 12, 49, 52].map((seats): FeedLine => ({ key: 'coachSaved', carrier: 'Trans-Pol Sp. z o.o.: autokary (Kraków)', seats })),
  coachRemoved: [{ key: 'coachRemoved' }],
  coachChecked: [{ key: 'coachChecked' }],
  coachCheckUndone: [{ key: 'coachCheckUndone' }],
  insuranceSaved: [{ key: 'insuranceSaved', insurer: 'PZU SA, oddział Kraków' }],
  insuranceRemoved: [{ key: 'insuranceRemoved' }],
  text: [{ key: 'text', text: 'linia z dawnej wersji, której nic nie czyta' }],
};

/** Kinds of line first written after migration 0028, as data only: no sentence of theirs was ever stored. */
const DATA_ONLY = new Set<string>(['roomsArranged', 'roomingSetupSaved', 'roomWishesByParent', 'coachSaved', 'coachRemoved', 'coachChecked', 'coachCheckUndone', 'insuranceSaved', 'insuranceRemoved', 'handoverRecorded', 'handoverConfirmed', 'handoverReturned', 'pickupPersonNamed', 'pickupPersonRemoved', 'medicineAdded', 'medicineChanged', 'medicineRemoved', 'doseMarked']);
/** The samples of every kind a kept sentence may be read back into. */
const SENTENCES = Object.fromEntries(Object.entries(SAMPLES).filter(([key]) => !DATA_ONLY.has(key))) as Partial<typeof SAMPLES>;

/**
 * How the lines worded anew by issue 63 (a child's name after a colon, no 'ucznia Iga Świątek', no
 * 'dołączył(a)') read when they were stored as sentences, before migration 0027: what it reads back.
 */
type OldWording = { [K in FeedLineKey]?: (line: FeedLineParams[K]) => string };
const fieldNames = (fields: string[]) => [...new Set(fields.map((field) => STUDENT_FIELD_NAMES[field]).filter(Boolean))].join(', ');
const BEFORE_ISSUE_63: OldWording = {
  invitationAccepted: ({ email }) => `dołączył(a) do wycieczki z zaproszenia (${email})`,
  parentPhoneShown: ({ student }) => `wyświetlono telefon rodzica ucznia ${student}`,
  parentLinkRevoked: ({ student }) => `unieważniono link dla rodzica ucznia ${student}`,
  parentDataFilled: ({ student, fields }) => `uzupełniono dane ucznia ${student} (${fields.map((field) => PARENT_DATA_LABELS[field]).join(', ')})`,
  consentAnsweredOnline: ({ student, given }) => `${given ? 'wyrażono zgodę' : 'nie wyrażono zgody'} online na udział ucznia ${student}`,
  studentCreated: ({ name }) => `dodano ucznia ${name}`,
  studentUpdated: ({ name, fields }) => (fieldNames(fields) ? `zaktualizowano ucznia ${name}: ${fieldNames(fields)}` : `zaktualizowano ucznia ${name}`),
  studentDeleted: ({ name }) => `usunięto ucznia ${name}`,
  alarmResolved: ({ student, note }) => `odnaleziono ucznia: ${student}${note ? ` (${note})` : ''}`,
};

/** A line as the app stored it as a sentence, before migration 0027. */
function storedSentence(line: FeedLine): string {
  const old = BEFORE_ISSUE_63[line.key] as ((params: FeedLine) => string) | undefined;
  return old ? old(line) : feedText(line);
}

async function readBack(text: string): Promise<FeedLine> {
  const result = await api.database.db.execute(sql`select feed_line_from_text(${text}) as line`);
  return (result as unknown as { rows: { line: FeedLine }[] }).rows[0]!.line;
}

describe('the feed kept before its lines were data (migration 0027)', () => {
  it('reads every sentence the app wrote back into its key, and words it again as the line is worded now', async () => {
    for (const lines of Object.values(SENTENCES)) {
      for (const line of lines) {
        const text = storedSentence(line);
        const back = await readBack(text);
        expect(feedText(back), text).toBe(feedText(line));
        expect(back.key, text).toBe(line.key);
      }
    }
  });

  it('keeps a sentence no wording matches whole', async () => {
    expect(await readBack('ktoś coś zrobił')).toEqual({ key: 'text', text: 'ktoś coś zrobił' });
  });

  // Where a sentence can be split two ways ('pokój 12: balkon: Ala Kot'), either reads the same.
  it('reads the cost, the names and the fields back as data', async () => {
    expect(await readBack(feedText({ key: 'tripUpdated', cost: { perStudent: 123_450, instalments: 3 } }))).toEqual({
      key: 'tripUpdated',
      cost: { perStudent: 123_450, instalments: 3 },
    });
    const assigned: FeedLine = { key: 'roomAssigned', room: '12', movedIn: ALA, movedOut: shortNames(['Jan Żak']) };
    expect(await readBack(feedText(assigned))).toEqual(assigned);
    expect(await readBack(storedSentence(SAMPLES.parentDataFilled[0]!))).toEqual(SAMPLES.parentDataFilled[0]);
    expect(await readBack(feedText(SAMPLES.paymentCreated[0]!))).toEqual(SAMPLES.paymentCreated[0]);
  });
});

describe('migration 0027 on a feed kept as sentences', () => {
  it('turns the lines of a database migrated before it into data that reads the same', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const folder = path.resolve(import.meta.dirname, '../../../drizzle');
    // The migrations up to 0026, as a database made before this change has them.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-migration-'));
    fs.cpSync(folder, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag < '0027') }));
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      const lines = Object.values(SENTENCES).flat();
      const user = await client.query<{ id: string }>(`insert into users (email, password_hash) values ('a@b.pl', 'x') returning id`);
      const trip = await client.query<{ id: string }>(
        `insert into trips (name, destination, start_date, end_date, created_by) values ('Karpacz', 'Karpacz', '2027-05-10', '2027-05-12', $1) returning id`,
        [user.rows[0]!.id],
      );
      for (const [n, line] of lines.entries()) {
        await client.query(
          `insert into trip_activity (trip_id, actor_name, topic, action, summary, created_at) values ($1, 'Anna Nowak', 'trips', 'updated', $2, now() + make_interval(secs => $3))`,
          [trip.rows[0]!.id, storedSentence(line), n],
        );
      }
      await migrate(db, { migrationsFolder: folder });
      const after = await client.query<{ line: FeedLine }>('select line from trip_activity order by created_at');
      expect(after.rows.map((row) => feedText(row.line))).toEqual(lines.map(feedText));
      expect(after.rows.map((row) => row.line.key)).toEqual(lines.map((line) => line.key));
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
