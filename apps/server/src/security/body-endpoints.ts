import { MSG } from '@wycieczki/shared';
import type { TestUser } from '../test/factories';

/** What the security suite needs to call every endpoint: ids of a trip set up with one of everything. */
export type Fixture = {
  creator: TestUser;
  guardian: TestUser;
  tripId: string;
  studentId: string;
  roomId: string;
  checkId: string;
  programItemId: string;
  /** A child with a payment (issue 26), and the payment. */
  payerId: string;
  paymentId: string;
};

export type BodyEndpoint = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: (f: Fixture) => string;
  /** A body the endpoint accepts; the fuzzer mutates it. */
  valid: (f: Fixture) => Record<string, unknown>;
  /** Endpoints under /api/auth need no token. */
  public?: boolean;
  /** The fields that take a date (YYYY-MM-DD) or a moment (ISO 8601 with an offset): tried at the edges of what the databases store. */
  dates?: Record<string, 'date' | 'moment'>;
  /**
   * The free texts, by their path ('students.0.name'), each with the message naming its field: tried
   * with a NUL and a lone surrogate, which neither database stores (issue 62).
   */
  texts?: Record<string, string>;
};

const STUDENT_TEXTS = { name: MSG.personNameBadCharacter, allergies: MSG.allergiesBadCharacter, diet: MSG.dietBadCharacter, medicines: MSG.medicinesBadCharacter, className: MSG.classNameBadCharacter };
const PROGRAM_TEXTS = { destination: MSG.programDestinationBadCharacter, program: MSG.programTextBadCharacter, stops: MSG.programStopsBadCharacter };
const SCHOOL_TEXTS = { name: MSG.schoolNameBadCharacter, address: MSG.schoolAddressBadCharacter };
const MEDICINE_TEXTS = { name: MSG.medicineNameBadCharacter, dose: MSG.medicineDoseBadCharacter, notes: MSG.medicineNotesBadCharacter };

/** Every endpoint that takes a JSON body. A new one is added here and is fuzzed from then on. */
export const BODY_ENDPOINTS: BodyEndpoint[] = [
  { name: 'sign-up', method: 'POST', path: () => '/api/auth/sign-up', valid: () => ({ email: 'fuzz@szkola.test', password: 'Fuzz-Haslo-1', fullName: 'Fuzz' }), public: true, texts: { fullName: MSG.personNameBadCharacter, password: MSG.passwordBadCharacter } },
  { name: 'sign-in', method: 'POST', path: () => '/api/auth/sign-in', valid: () => ({ email: 'fuzz@szkola.test', password: 'Fuzz-Haslo-1' }), public: true, texts: { password: MSG.passwordBadCharacter } },
  { name: 'refresh', method: 'POST', path: () => '/api/auth/refresh', valid: () => ({ refreshToken: 'nieznany' }), public: true },
  { name: 'sign-out', method: 'POST', path: () => '/api/auth/sign-out', valid: () => ({ refreshToken: 'nieznany' }), public: true },
  // 'Nie pamiętasz hasła?' (issue 30): this server sends no e-mail (409); an unknown link is 410.
  { name: 'password reset', method: 'POST', path: () => '/api/auth/password-reset', valid: () => ({ email: 'fuzz@szkola.test' }), public: true },
  { name: 'password reset check', method: 'POST', path: () => '/api/auth/password-reset/check', valid: () => ({ token: 'A'.repeat(43) }), public: true },
  { name: 'password reset confirm', method: 'POST', path: () => '/api/auth/password-reset/confirm', valid: () => ({ token: 'A'.repeat(43), password: 'Fuzz-Haslo-1' }), public: true },
  // 'Widzę' from an alarm's notification (issue 50): a made-up permission is refused (400).
  { name: 'alarm seen from a push', method: 'POST', path: () => '/api/alarms/seen', valid: () => ({ token: 'nieznany' }), public: true },
  // The school invitation's page (issue 48): an unknown secret is 404.
  { name: 'school invitation preview', method: 'POST', path: () => '/api/school-invitations/preview', valid: () => ({ secret: 'A'.repeat(32) }), public: true },
  // 'Potwierdź adres e-mail' (issue 47): an unknown link is 410.
  { name: 'confirm email', method: 'POST', path: () => '/api/auth/email-confirmation/confirm', valid: () => ({ token: 'A'.repeat(43) }), public: true },
  // 'Zmień hasło' with a wrong current password: refused, and nobody's password changes.
  { name: 'change password', method: 'POST', path: () => '/api/auth/password', valid: () => ({ currentPassword: 'Nie-To-Haslo-9', newPassword: 'Fuzz-Haslo-2' }), texts: { currentPassword: MSG.passwordBadCharacter, newPassword: MSG.passwordBadCharacter } },
  { name: 'profile', method: 'PUT', path: () => '/api/profile', valid: () => ({ firstName: 'Ewa', lastName: 'Nowak', phone: '', school: '' }), texts: { firstName: MSG.firstNameBadCharacter, lastName: MSG.lastNameBadCharacter, school: MSG.schoolBadCharacter, schoolAddress: MSG.schoolAddressBadCharacter } },
  {
    name: 'create trip',
    method: 'POST',
    path: () => '/api/trips',
    valid: (f) => ({
      name: 'Fuzz',
      destination: 'Fuzz',
      startDate: '2026-05-10',
      endDate: '2026-05-12',
      tripLeaderEmail: f.creator.email,
      guardianEmails: [],
      students: [{ name: 'A' }],
      rooms: [{ number: '1', capacity: 2 }],
    }),
    dates: { startDate: 'date', endDate: 'date' },
    texts: {
      name: MSG.tripNameBadCharacter,
      destination: MSG.destinationBadCharacter,
      'guardianEmails.0': MSG.emailBadCharacter,
      'students.0.name': MSG.personNameBadCharacter,
      'students.0.allergies': MSG.allergiesBadCharacter,
      'students.0.className': MSG.classNameBadCharacter,
      'rooms.0.number': MSG.roomNumberBadCharacter,
    },
  },
  {
    name: 'edit trip',
    method: 'PATCH',
    path: (f) => `/api/trips/${f.tripId}`,
    valid: () => ({ name: 'Fuzz', consentKeepYears: 5 }),
    dates: { startDate: 'date', endDate: 'date' },
    texts: {
      name: MSG.tripNameBadCharacter, destination: MSG.destinationBadCharacter, aim: MSG.tripAimBadCharacter, route: MSG.tripRouteBadCharacter, country: MSG.countryBadCharacter, transport: MSG.transportBadCharacter,
      schoolName: MSG.schoolBadCharacter, schoolAddress: MSG.schoolAddressBadCharacter, meetingPoint: MSG.meetingPointBadCharacter, returnPoint: MSG.returnPointBadCharacter, consentClauses: MSG.consentClausesBadCharacter,
      'consentStatements.0': MSG.consentStatementBadCharacter, 'extraNumbers.0.name': MSG.extraNumberNameBadCharacter,
    },
  },
  { name: 'add guardian', method: 'POST', path: (f) => `/api/trips/${f.tripId}/guardians`, valid: (f) => ({ email: f.guardian.email }), texts: { email: MSG.emailBadCharacter } },
  // Issue 30: this server sends no e-mail, so an invitation is refused (409) and nothing is kept.
  { name: 'invite guardian', method: 'POST', path: (f) => `/api/trips/${f.tripId}/invitations`, valid: () => ({ email: 'kolega@szkola.test' }) },
  { name: 'trip invitation preview', method: 'POST', path: () => '/api/trip-invitations/preview', valid: () => ({ secret: 'A'.repeat(32) }), public: true },
  { name: 'accept trip invitation', method: 'POST', path: () => '/api/trip-invitations/accept', valid: () => ({ secret: 'A'.repeat(32) }) },
  { name: 'mail school invitation', method: 'POST', path: () => '/api/schools/mine/invitations/mail', valid: () => ({ email: 'nauczyciel@szkola.test' }) },
  {
    name: 'add student',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/students`,
    valid: () => ({ name: 'Fuzz', pesel: '', parentPhone: '', consent: 'given', consentDate: '2026-05-01' }),
    dates: { consentDate: 'date' },
    texts: STUDENT_TEXTS,
  },
  {
    name: 'edit student',
    method: 'PATCH',
    path: (f) => `/api/trips/${f.tripId}/students/${f.studentId}`,
    valid: () => ({ name: 'Fuzz', present: true, consent: 'given', consentDate: '2026-05-01' }),
    dates: { consentDate: 'date' },
    texts: STUDENT_TEXTS,
  },
  { name: 'import students', method: 'POST', path: (f) => `/api/trips/${f.tripId}/students/import`, valid: () => ({ students: [{ name: 'Fuzz' }] }), texts: { 'students.0.name': MSG.personNameBadCharacter, 'students.0.medicines': MSG.medicinesBadCharacter } },
  { name: 'add room', method: 'POST', path: (f) => `/api/trips/${f.tripId}/rooms`, valid: () => ({ number: 'F1', capacity: 2 }), texts: { number: MSG.roomNumberBadCharacter } },
  { name: 'edit room', method: 'PATCH', path: (f) => `/api/trips/${f.tripId}/rooms/${f.roomId}`, valid: () => ({ number: 'F2', capacity: 3 }), texts: { number: MSG.roomNumberBadCharacter } },
  { name: 'assign room', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/rooms/${f.roomId}/students`, valid: (f) => ({ studentIds: [f.studentId] }) },
  {
    name: 'create attendance list',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/attendance`,
    // 'Zbiórka' (issue 54): the meeting point's place and point are fuzzed too.
    valid: () => ({ name: 'Fuzz', date: '2026-05-11', time: '08:00', meetingPlace: 'Fuzz', meetingLat: 50, meetingLng: 20 }),
    dates: { date: 'date' },
    texts: { name: MSG.attendanceNameBadCharacter, meetingPlace: MSG.meetingPlaceBadCharacter },
  },
  {
    name: 'rename attendance list',
    method: 'PATCH',
    path: (f) => `/api/trips/${f.tripId}/attendance/${f.checkId}`,
    valid: () => ({ name: 'Fuzz' }),
    dates: { date: 'date' },
    texts: { name: MSG.attendanceNameBadCharacter, meetingPlace: MSG.meetingPlaceBadCharacter },
  },
  {
    name: 'mark attendance',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/attendance/${f.checkId}/records/${f.studentId}`,
    valid: () => ({ status: 'present', markedAt: '2026-05-11T08:00:00.000+02:00' }),
    dates: { markedAt: 'moment' },
  },
  { name: 'record location', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/students/${f.studentId}/location`, valid: () => ({ lat: 50, lng: 20 }) },
  {
    name: 'set consents',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/students/consent`,
    valid: (f) => ({ studentIds: [f.studentId], consent: 'given', consentDate: '2026-05-01' }),
    dates: { consentDate: 'date' },
  },
  {
    name: 'add program row',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/program`,
    valid: () => ({ day: '2026-05-11', departureTime: '08:00', distanceKm: 10, destination: 'Fuzz', program: 'Fuzz' }),
    dates: { day: 'date' },
    texts: PROGRAM_TEXTS,
  },
  {
    name: 'edit program row',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/program/${f.programItemId}`,
    valid: () => ({ day: '2026-05-12', arrivalTime: '18:00', destination: 'Fuzz', stops: 'Fuzz' }),
    dates: { day: 'date' },
    texts: PROGRAM_TEXTS,
  },
  {
    name: 'reveal parent phone',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/emergency/students/${f.studentId}/parent-phone`,
    valid: () => ({ reason: 'Zaginięcie w muzeum' }),
    texts: { reason: MSG.revealReasonBadCharacter },
  },
  { name: 'message to parents', method: 'POST', path: (f) => `/api/trips/${f.tripId}/messages`, valid: () => ({ body: 'Dojechaliśmy.' }), texts: { body: MSG.messageBadCharacter } },
  // Money (issue 26).
  {
    name: 'add payment',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/payments`,
    valid: (f) => ({ studentId: f.payerId, amount: 15000, paidOn: '2026-05-02', method: 'przelew', note: 'Fuzz' }),
    dates: { paidOn: 'date' },
    texts: { note: MSG.paymentNoteBadCharacter },
  },
  {
    name: 'correct payment',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/payments/${f.paymentId}`,
    valid: (f) => ({ studentId: f.payerId, amount: 35000, paidOn: '2026-05-01', method: 'gotowka' }),
    dates: { paidOn: 'date' },
    texts: { note: MSG.paymentNoteBadCharacter },
  },
  { name: 'individual cost', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/students/${f.payerId}/cost`, valid: () => ({ amount: 60000, note: 'rodzeństwo' }), texts: { note: MSG.paymentNoteBadCharacter } },
  {
    name: 'import bank statement',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/payments/statement`,
    valid: (f) => ({ lines: [{ ref: 'f'.repeat(64), studentId: f.payerId, amount: 100, paidOn: '2026-05-03', title: 'Bartek' }] }),
    texts: { 'lines.0.title': MSG.statementTitleBadCharacter },
  },
  // The settlement (issue 31).
  { name: 'add expense', method: 'POST', path: (f) => `/api/trips/${f.tripId}/expenses`, valid: () => ({ category: 'transport', amount: 150000, spentOn: '2026-05-12', documentNo: 'FV 1/2026', note: 'Fuzz' }),
    dates: { spentOn: 'date' },
    texts: { documentNo: MSG.expenseDocumentBadCharacter, note: MSG.paymentNoteBadCharacter },
  },
  { name: 'add return', method: 'POST', path: (f) => `/api/trips/${f.tripId}/returns`, valid: (f) => ({ studentId: f.payerId, amount: 100, returnedOn: '2026-05-20', method: 'przelew' }),
    dates: { returnedOn: 'date' },
    texts: { note: MSG.paymentNoteBadCharacter },
  },
  { name: 'save settlement', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/settlement`, valid: (f) => ({ split: 'manual', amounts: [{ studentId: f.payerId, amount: 0 }], note: 'Fuzz' }), texts: { note: MSG.settlementNoteBadCharacter } },
  { name: 'approve settlement', method: 'POST', path: (f) => `/api/schools/mine/trips/${f.tripId}/settlement/approve`, valid: () => ({ version: 'abc' }) },
  // The school (issue 27): the creator may become a head on the way; another school is refused (409).
  { name: 'create school', method: 'POST', path: () => '/api/schools', valid: () => ({ name: 'Szkoła Fuzz', address: 'ul. Fuzz 1' }), texts: SCHOOL_TEXTS },
  { name: 'edit school', method: 'PATCH', path: () => '/api/schools/mine', valid: () => ({ name: 'Szkoła Fuzz', eraseAfterDays: 30, consentKeepYears: 5 }), texts: SCHOOL_TEXTS },
  { name: 'join school', method: 'POST', path: () => '/api/schools/join', valid: () => ({ secret: 'A'.repeat(32) }) },
  // 'Zaginięcie ucznia' (issue 28).
  { name: 'raise alarm', method: 'POST', path: (f) => `/api/trips/${f.tripId}/alarms`, valid: (f) => ({ id: '00000000-0000-4000-8000-0000000000a1', studentId: f.studentId }), dates: { raisedAt: 'moment' } },
  { name: 'resolve alarm', method: 'POST', path: (f) => `/api/trips/${f.tripId}/alarms/00000000-0000-4000-8000-0000000000a1/resolve`, valid: () => ({ note: 'przy kasie' }), texts: { note: MSG.alarmNoteBadCharacter } },
  // 'Odbiór przez rodzica' (issue 54): of the other child, so the alarm above stays possible; a code for no handover is 404.
  {
    name: 'record handover',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/students/${f.payerId}/handover`,
    valid: () => ({ collectorKind: 'parent', collectorName: 'Fuzz', place: 'Fuzz', collectedAt: '2026-05-11T08:00:00.000+02:00' }),
    dates: { collectedAt: 'moment' },
    texts: { collectorName: MSG.handoverCollectorNameBadCharacter, place: MSG.handoverPlaceBadCharacter },
  },
  { name: 'handover code', method: 'POST', path: (f) => `/api/trips/${f.tripId}/handovers/00000000-0000-4000-8000-0000000000b1/confirm`, valid: () => ({ code: '123456' }) },
  // 'Leki' (issue 54): a medicine of the child; a change and a dose of a medicine that does not exist (404), their bodies still fuzzed.
  {
    name: 'add medicine',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/students/${f.studentId}/medicines`,
    valid: () => ({ name: 'Fuzz', dose: '1 tabletka', times: ['08:00', '20:00'], givenBy: 'guardian', notes: 'Fuzz' }),
    dates: { fromDate: 'date', untilDate: 'date' },
    texts: MEDICINE_TEXTS,
  },
  { name: 'change medicine', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/medicines/00000000-0000-4000-8000-0000000000c1`, valid: () => ({ name: 'Fuzz', dose: '5 ml', asNeeded: true, maxPerDay: 2 }), texts: MEDICINE_TEXTS },
  {
    name: 'mark dose',
    method: 'POST',
    path: (f) => `/api/trips/${f.tripId}/medicine-doses`,
    valid: () => ({ id: '00000000-0000-4000-8000-0000000000c2', medicineId: '00000000-0000-4000-8000-0000000000c1', doseDay: '2026-05-11', scheduledTime: '08:00', status: 'given', markedAt: '2026-05-11T08:05:00.000+02:00' }),
    dates: { doseDay: 'date', markedAt: 'moment' },
  },
  // 'Grupy' (issue 28).
  { name: 'assign group', method: 'POST', path: (f) => `/api/trips/${f.tripId}/groups/assign`, valid: (f) => ({ studentIds: [f.studentId], guardianId: f.guardian.user.id }) },
  // The karta's approval (issue 27): the creator is no head, so these are refused; the bodies are still fuzzed.
  { name: 'approve karta', method: 'POST', path: (f) => `/api/schools/mine/trips/${f.tripId}/approve`, valid: () => ({ kartaVersion: 'abc' }) },
  { name: 'return karta', method: 'POST', path: (f) => `/api/schools/mine/trips/${f.tripId}/return`, valid: () => ({ comment: 'Popraw program' }), texts: { comment: MSG.returnCommentBadCharacter } },
  // 'Powiadomienia na tym telefonie' (issue 50): a subscription at a browser vendor's push service.
  {
    name: 'push device',
    method: 'POST',
    path: () => '/api/push/devices',
    valid: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
  },
  { name: 'push device off', method: 'POST', path: () => '/api/push/devices/remove', valid: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' }) },
  // 'Ułóż pokoje' (issue 52): the creator's setup and an assignment (an unknown pupil: 409).
  { name: 'rooming setup', method: 'PUT', path: (f) => `/api/trips/${f.tripId}/rooming`, valid: (f) => ({ pupils: [{ id: f.studentId, sex: 'F', wishes: [], pinned: false }], rooms: [{ id: f.roomId, floor: 1, mixed: false, forGuardians: false }], apart: [], wishesUntil: '2026-05-01' }), dates: { wishesUntil: 'date' } },
  { name: 'rooming apply', method: 'POST', path: (f) => `/api/trips/${f.tripId}/rooming/apply`, valid: (f) => ({ assignment: { [f.studentId]: f.roomId } }) },
  // 'Przewóz' and 'Ubezpieczenie' (issue 54).
  {
    name: 'coach',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/transport/coach`,
    valid: () => ({ carrier: 'Fuzz', nip: '1234563218', registrations: ['KR 12345'], seats: 50, driverPhone: '601222333', checkPlace: 'Parking', checkDate: '2026-05-09', checkTime: '07:00' }),
    dates: { checkDate: 'date' },
    texts: { carrier: MSG.carrierBadCharacter, checkPlace: MSG.checkPlaceBadCharacter },
  },
  {
    name: 'insurance',
    method: 'PUT',
    path: (f) => `/api/trips/${f.tripId}/transport/insurance`,
    valid: () => ({ insurer: 'Fuzz', policyNumber: 'F/1', validFrom: '2026-05-10', validUntil: '2026-05-13', emergencyPhone: '+48 22 566 55 55', nnw: true, medical: true }),
    dates: { validFrom: 'date', validUntil: 'date' },
    texts: { insurer: MSG.insurerBadCharacter, policyNumber: MSG.policyNumberBadCharacter },
  },
  // 'Uczniowie szkoły' (issue 51): an unknown preview (409), a stale version (409), an unknown pupil (404).
  { name: 'register import', method: 'POST', path: () => '/api/schools/mine/register/import', valid: () => ({ previewId: '00000000-0000-4000-8000-000000000001', leaverIds: [] }) },
  { name: 'register new year', method: 'POST', path: () => '/api/schools/mine/register/new-year', valid: () => ({ lastLevel: 8, version: 12345 }) },
  { name: 'register left', method: 'POST', path: () => '/api/schools/mine/register/left', valid: () => ({ pupilIds: ['00000000-0000-4000-8000-000000000001'], left: true }) },
  { name: 'register clerk', method: 'PATCH', path: (f) => `/api/schools/mine/members/${f.guardian.user.id}`, valid: () => ({ registerClerk: true }) },
  // The creator's trip has students, so even the right password is refused (409) and nothing is deleted.
  { name: 'delete account', method: 'POST', path: () => '/api/profile/delete', valid: (f) => ({ password: f.creator.password }) },
];

/**
 * The parent page's endpoints with a free text (issue 62), opened by the secret of a parent link of
 * the fixture's first child (Ala) in X-Parent-Link, not by a user's token.
 */
export const PARENT_BODY_ENDPOINTS: BodyEndpoint[] = [
  { name: 'parent data', method: 'PUT', path: () => '/api/parent/data', valid: () => ({ allergies: 'orzechy' }), texts: { allergies: MSG.allergiesBadCharacter, diet: MSG.dietBadCharacter, medicines: MSG.medicinesBadCharacter } },
  { name: 'parent consent', method: 'PUT', path: () => '/api/parent/consent', valid: () => ({ answer: 'refused', parentName: 'Anna Wrażliwa', fingerprint: 'nieznany' }), texts: { parentName: MSG.parentNameBadCharacter } },
  {
    name: 'pickup person',
    method: 'POST',
    path: () => '/api/parent/pickup/persons',
    valid: () => ({ name: 'Jan Wrażliwy', relation: 'dziadek', document: 'ABC123456' }),
    texts: { name: MSG.pickupPersonNameBadCharacter, relation: MSG.pickupRelationBadCharacter, document: MSG.pickupDocumentBadCharacter },
  },
  { name: 'parent medicine', method: 'POST', path: () => '/api/parent/medicines', valid: () => ({ name: 'Ventolin', dose: '2 wdechy', times: ['08:00'] }), texts: MEDICINE_TEXTS },
];
