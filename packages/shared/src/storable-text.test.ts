import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { MSG } from './messages';
import { TEXT_FIELDS } from './messages/characters';
import { coachSchema, insuranceSchema } from './schemas/transport';
import { medicineSchema } from './schemas/medicines';
import {
  addGuardianSchema,
  attendanceCheckSchema,
  attendanceCheckUpdateSchema,
  expenseSchema,
  firstIssueMessage,
  handoverFormSchema,
  handoverSchema,
  isStorableDateTime,
  isStorableText,
  parentConsentSchema,
  parentDataSchema,
  paymentSchema,
  pickupPersonSchema,
  profileUpdateSchema,
  programItemSchema,
  resolveAlarmSchema,
  returnSchema,
  returnTripSchema,
  revealPhoneSchema,
  roomSchema,
  schoolSchema,
  settlementUpdateSchema,
  signUpSchema,
  statementImportSchema,
  studentCostSchema,
  studentImportSchema,
  studentSchema,
  studentUpdateSchema,
  tripCostFormSchema,
  tripCreateSchema,
  tripEditSchema,
  tripMessageSchema,
  tripSchema,
  tripUpdateSchema,
} from './schemas';

// Issue 62: a text with a character neither database stores is refused by the schema, naming its field.

/** A NUL, a lone high and a lone low surrogate, and a pair in the wrong order: each a character no database stores. */
const BAD = ['\u0000', '\ud800', '\udfff', '\udc00\ud83d'];

function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

/** `valid` with the text at `path` given `bad` in its middle. */
function spoilt(valid: unknown, path: readonly (string | number)[], bad: string): unknown {
  const copy = JSON.parse(JSON.stringify(valid)) as Record<string | number, unknown>;
  let holder = copy;
  for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const text = String(holder[last]);
  holder[last] = `${text.slice(0, 1)}${bad}${text.slice(1)}`;
  return copy;
}

const ID = '00000000-0000-4000-8000-000000000001';
const trip = { name: 'Zielona szkoła', destination: 'Zakopane', startDate: '2026-05-10', endDate: '2026-05-12' };
const student = { name: 'Ala Kot', allergies: 'orzechy', diet: 'bez glutenu', medicines: 'Ventolin', className: '6b' };
const cost = { perStudent: '850,00', instalments: [], account: '', payee: 'Rada Rodziców', guardiansSeePayments: false };
const tripEdit = {
  ...trip,
  aim: 'Poznanie Tatr',
  route: 'Kraków – Zakopane',
  country: 'Polska',
  transport: 'autokar',
  schoolName: 'SP 1',
  schoolAddress: 'ul. Szkolna 1',
  meetingPoint: 'Parking, 7:00',
  returnPoint: 'Parking, 18:00',
  consentClauses: 'Zakaz telefonów',
  studentsPerGuardian: 10,
  eraseAfterDays: 30,
  consentKeepYears: 5,
  inMountains: false,
  nearWater: false,
  extraNumbers: [{ name: 'Schronisko', phone: '18 201 00 00' }],
  consentStatements: 'Zgoda na kąpiel',
  cost,
};
const medicine = { name: 'Ventolin', dose: '2 wdechy', times: ['08:00'], notes: 'po śniadaniu' };
const coach = { carrier: 'Trans-Pol', nip: '', seats: 50, driverPhone: '', checkPlace: 'Parking', checkDate: '', checkTime: '', registrations: [] };
const insurance = { insurer: 'PZU SA', policyNumber: 'NNW/1', validFrom: '2026-05-10', validUntil: '2026-05-13', emergencyPhone: '+48 22 566 55 55', nnw: true, medical: true };

/** What the karta wycieczki prints about the trip (issue 15), each with its message. */
const TRIP_DETAILS = {
  aim: MSG.tripAimBadCharacter,
  route: MSG.tripRouteBadCharacter,
  country: MSG.countryBadCharacter,
  transport: MSG.transportBadCharacter,
  schoolName: MSG.schoolBadCharacter,
  schoolAddress: MSG.schoolAddressBadCharacter,
  meetingPoint: MSG.meetingPointBadCharacter,
  returnPoint: MSG.returnPointBadCharacter,
  consentClauses: MSG.consentClausesBadCharacter,
};

type Row = [name: string, schema: z.ZodMiniType, valid: unknown, path: (string | number)[], message: string];

/** Every free text of every request schema: the schema, a body it takes, the text's path, and the message naming the field. */
const FREE_TEXTS: Row[] = [
  ['student', studentSchema, student, ['name'], MSG.personNameBadCharacter],
  ['student', studentSchema, student, ['allergies'], MSG.allergiesBadCharacter],
  ['student', studentSchema, student, ['diet'], MSG.dietBadCharacter],
  ['student', studentSchema, student, ['medicines'], MSG.medicinesBadCharacter],
  ['student', studentSchema, student, ['className'], MSG.classNameBadCharacter],
  ['student edit', studentUpdateSchema, { name: 'Ala Kot' }, ['name'], MSG.personNameBadCharacter],
  ['student import', studentImportSchema, { students: [{ name: 'Ala Kot' }] }, ['students', 0, 'name'], MSG.personNameBadCharacter],
  ['reveal phone', revealPhoneSchema, { reason: 'Zaginięcie w muzeum' }, ['reason'], MSG.revealReasonBadCharacter],
  ['sign-up', signUpSchema, { fullName: 'Jan Kowalski', email: 'jan@szkola.pl', password: 'Haslo-123' }, ['fullName'], MSG.personNameBadCharacter],
  ['sign-up', signUpSchema, { email: 'jan@szkola.pl', password: 'Haslo-123' }, ['password'], MSG.passwordBadCharacter],
  ['profile', profileUpdateSchema, { firstName: 'Ewa', lastName: 'Nowak', school: 'SP 1', schoolAddress: 'ul. Szkolna 1' }, ['firstName'], MSG.firstNameBadCharacter],
  ['profile', profileUpdateSchema, { firstName: 'Ewa', lastName: 'Nowak', school: 'SP 1', schoolAddress: 'ul. Szkolna 1' }, ['lastName'], MSG.lastNameBadCharacter],
  ['profile', profileUpdateSchema, { firstName: 'Ewa', lastName: 'Nowak', school: 'SP 1', schoolAddress: 'ul. Szkolna 1' }, ['school'], MSG.schoolBadCharacter],
  ['profile', profileUpdateSchema, { firstName: 'Ewa', lastName: 'Nowak', school: 'SP 1', schoolAddress: 'ul. Szkolna 1' }, ['schoolAddress'], MSG.schoolAddressBadCharacter],
  ['room', roomSchema, { number: '101', capacity: 2 }, ['number'], MSG.roomNumberBadCharacter],
  ['attendance list', attendanceCheckSchema, { name: 'Poranek', date: '2026-05-11', time: '08:00', meetingPlace: 'Fontanna' }, ['name'], MSG.attendanceNameBadCharacter],
  ['attendance list', attendanceCheckUpdateSchema, { meetingPlace: 'Fontanna' }, ['meetingPlace'], MSG.meetingPlaceBadCharacter],
  ['trip', tripSchema, trip, ['name'], MSG.tripNameBadCharacter],
  ['trip', tripSchema, trip, ['destination'], MSG.destinationBadCharacter],
  ['wizard', tripCreateSchema, { ...trip, tripLeaderEmail: 'jan@szkola.pl', guardianEmails: ['ewa@szkola.pl'], rooms: [{ number: '1', capacity: 2 }] }, ['guardianEmails', 0], MSG.emailBadCharacter],
  ['wizard', tripCreateSchema, { ...trip, tripLeaderEmail: 'jan@szkola.pl', rooms: [{ number: '1', capacity: 2 }] }, ['rooms', 0, 'number'], MSG.roomNumberBadCharacter],
  ['add guardian', addGuardianSchema, { email: 'ewa@szkola.pl' }, ['email'], MSG.emailBadCharacter],
  ...Object.entries(TRIP_DETAILS).map(([field, message]): Row => ['trip edit', tripUpdateSchema, { [field]: 'tekst' }, [field], message]),
  ['trip edit', tripUpdateSchema, { consentStatements: ['Zgoda na kąpiel'] }, ['consentStatements', 0], MSG.consentStatementBadCharacter],
  ['trip edit', tripUpdateSchema, { extraNumbers: [{ name: 'Schronisko', phone: '18 201 00 00' }] }, ['extraNumbers', 0, 'name'], MSG.extraNumberNameBadCharacter],
  ['trip edit dialog', tripEditSchema, tripEdit, ['consentStatements'], MSG.consentStatementBadCharacter],
  ['trip edit dialog', tripEditSchema, tripEdit, ['cost', 'payee'], MSG.payeeBadCharacter],
  ['trip cost form', tripCostFormSchema, cost, ['payee'], MSG.payeeBadCharacter],
  ['program', programItemSchema, { day: '2026-05-11', destination: 'Zakopane', program: 'Gubałówka', stops: 'Schronisko' }, ['destination'], MSG.programDestinationBadCharacter],
  ['program', programItemSchema, { day: '2026-05-11', destination: 'Zakopane', program: 'Gubałówka', stops: 'Schronisko' }, ['program'], MSG.programTextBadCharacter],
  ['program', programItemSchema, { day: '2026-05-11', destination: 'Zakopane', program: 'Gubałówka', stops: 'Schronisko' }, ['stops'], MSG.programStopsBadCharacter],
  ['message to parents', tripMessageSchema, { body: 'Dojechaliśmy.' }, ['body'], MSG.messageBadCharacter],
  ['parent data', parentDataSchema, { allergies: 'orzechy' }, ['allergies'], MSG.allergiesBadCharacter],
  ['parent consent', parentConsentSchema, { answer: 'refused', parentName: 'Anna Kot', fingerprint: 'abc' }, ['parentName'], MSG.parentNameBadCharacter],
  ['payment', paymentSchema, { studentId: ID, amount: 100, paidOn: '2026-05-01', method: 'gotowka', note: 'raty' }, ['note'], MSG.paymentNoteBadCharacter],
  ['individual cost', studentCostSchema, { amount: 100, note: 'rodzeństwo' }, ['note'], MSG.paymentNoteBadCharacter],
  ['bank statement', statementImportSchema, { lines: [{ ref: 'f'.repeat(64), studentId: ID, amount: 100, paidOn: '2026-05-03', title: 'Bartek' }] }, ['lines', 0, 'title'], MSG.statementTitleBadCharacter],
  ['expense', expenseSchema, { category: 'bilety', amount: 100, spentOn: '2026-05-12', documentNo: 'FV 1', note: 'muzeum' }, ['documentNo'], MSG.expenseDocumentBadCharacter],
  ['return', returnSchema, { studentId: ID, amount: 100, returnedOn: '2026-05-20', method: 'przelew', note: 'nadpłata' }, ['note'], MSG.paymentNoteBadCharacter],
  ['settlement', settlementUpdateSchema, { split: 'equal', note: 'rozliczone' }, ['note'], MSG.settlementNoteBadCharacter],
  ['school', schoolSchema, { name: 'SP 1', address: 'ul. Szkolna 1' }, ['name'], MSG.schoolNameBadCharacter],
  ['school', schoolSchema, { name: 'SP 1', address: 'ul. Szkolna 1' }, ['address'], MSG.schoolAddressBadCharacter],
  ['karta returned', returnTripSchema, { comment: 'Popraw program' }, ['comment'], MSG.returnCommentBadCharacter],
  ['alarm resolved', resolveAlarmSchema, { note: 'przy kasie' }, ['note'], MSG.alarmNoteBadCharacter],
  ['handover', handoverSchema, { collectorKind: 'parent', collectorName: 'Anna Kot', place: 'Parking' }, ['collectorName'], MSG.handoverCollectorNameBadCharacter],
  ['handover', handoverSchema, { collectorKind: 'parent', collectorName: 'Anna Kot', place: 'Parking' }, ['place'], MSG.handoverPlaceBadCharacter],
  ['handover form', handoverFormSchema, { collectorKind: 'parent', collectorName: 'Anna Kot', personId: '', date: '2026-05-11', time: '08:00', place: 'Parking' }, ['collectorName'], MSG.handoverCollectorNameBadCharacter],
  ['pickup person', pickupPersonSchema, { name: 'Jan Kot', relation: 'dziadek', document: 'ABC123456' }, ['name'], MSG.pickupPersonNameBadCharacter],
  ['pickup person', pickupPersonSchema, { name: 'Jan Kot', relation: 'dziadek', document: 'ABC123456' }, ['relation'], MSG.pickupRelationBadCharacter],
  ['pickup person', pickupPersonSchema, { name: 'Jan Kot', relation: 'dziadek', document: 'ABC123456' }, ['document'], MSG.pickupDocumentBadCharacter],
  ['medicine', medicineSchema, medicine, ['name'], MSG.medicineNameBadCharacter],
  ['medicine', medicineSchema, medicine, ['dose'], MSG.medicineDoseBadCharacter],
  ['medicine', medicineSchema, medicine, ['notes'], MSG.medicineNotesBadCharacter],
  ['coach', coachSchema, coach, ['carrier'], MSG.carrierBadCharacter],
  ['coach', coachSchema, coach, ['checkPlace'], MSG.checkPlaceBadCharacter],
  ['insurance', insuranceSchema, insurance, ['insurer'], MSG.insurerBadCharacter],
  ['insurance', insuranceSchema, insurance, ['policyNumber'], MSG.policyNumberBadCharacter],
];

describe('a character neither database stores (issue 62)', () => {
  it('is a NUL or half of a surrogate pair alone; a whole pair, a noncharacter and the last code point are stored', () => {
    for (const bad of BAD) expect(isStorableText(`Ala${bad}Kot`), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Zażółć gęślą jaźń', 'Ola 👩‍🏫🚌', '\uFFFE\uFFFF\u{10FFFF}', '\u0001\u001f\u0085']) expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });

  it.each(FREE_TEXTS.map(([name, schema, valid, path, message]) => [`${name}: ${path.join('.')}`, schema, valid, path, message] as const))(
    '%s is refused, naming its field',
    (_n, schema, valid, path, message) => {
      expect(firstError(schema, valid), 'the valid body').toBeNull();
      expect(firstError(schema, spoilt(valid, path, '😀')), 'a whole pair').toBeNull();
      for (const bad of BAD) expect(firstError(schema, spoilt(valid, path, bad)), JSON.stringify(bad)).toBe(message);
    },
  );

  it('names every field in its own message, and the same field the same way wherever its message is shared', () => {
    for (const field of TEXT_FIELDS) expect(MSG[`${field}BadCharacter`]).toMatch(/^Pole „[^”]+” zawiera niedozwolony znak \(np\. niewidoczny, z wklejonego tekstu\)\. Wpisz je ponownie\.$/);
    const byTooLong = new Map<string, string>();
    for (const field of TEXT_FIELDS) {
      const earlier = byTooLong.get(MSG[`${field}TooLong`]);
      if (earlier !== undefined) expect(MSG[`${field}BadCharacter`], field).toBe(earlier);
      byTooLong.set(MSG[`${field}TooLong`], MSG[`${field}BadCharacter`]);
    }
  });

  it("refuses it in a code, a link's secret, a version or a key with that field's own message", () => {
    expect(firstError(parentConsentSchema, { answer: 'refused', parentName: 'Anna Kot', fingerprint: 'ab\ud800' })).toBe(MSG.invalidRequest);
    expect(firstError(studentSchema, { name: 'Ala', consentExtra: { 'k\ud800': 'given' } })).not.toBeNull();
    expect(firstError(studentSchema, { name: 'Ala', parentPhone: '600100200\u0000' })).toBe(MSG.phoneInvalid);
    expect(isStorableDateTime('2026-05-11T08:00:00\u0000Z')).toBe(false);
    expect(isStorableDateTime('2026-05-11T08:00:00Z')).toBe(true);
  });
});
