import { formatZloty } from './money';
import { verbOf, type GrammaticalGender } from './polish';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './schemas/payments';
import { EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from './schemas/settlement';
import { PARENT_DATA_LABELS, type ParentDataField } from './types/students';

// The activity feed's lines as data (issue 49, decision 033): what happened and what it names,
// stored as such and worded in Polish when read. A line names people, rooms, lists and what changed,
// never a PESEL, a phone, an allergy, a diet or medicines: every guardian reads the feed, for the
// whole trip.

/** A few names and how many more: 'Ala Kot, Jan Żak, Ola Nowak i 3 innych'. */
export type ShortNames = { names: string[]; more: number };

/** The first three names of a list, or all four: a fifth would make a line no one reads. */
export function shortNames(all: readonly string[], shown = 3): ShortNames {
  return all.length <= shown + 1 ? { names: [...all], more: 0 } : { names: all.slice(0, shown), more: all.length - shown };
}

function namesText({ names, more }: ShortNames): string {
  return more > 0 ? `${names.join(', ')} i ${more} innych` : names.join(', ');
}

/** A student's fields as the feed names them: which were changed, not to what. */
export const STUDENT_FIELD_NAMES: Record<string, string> = {
  name: 'imię i nazwisko',
  className: 'klasa',
  disability: 'niepełnosprawność',
  consent: 'zgoda rodzica',
  consentDate: 'zgoda rodzica',
  medicalConsent: 'zgoda na pomoc medyczną',
  consentExtra: 'dodatkowe zgody',
  present: 'obecność',
  allergies: 'alergie',
  diet: 'dieta',
  medicines: 'leki',
  pesel: 'PESEL',
  parentPhone: 'telefon rodzica',
  roomId: 'pokój',
};

type Named = { name: string };
type Student = { student: string };
type Email = { email: string };
type Room = { room: string };
type Destination = { destination: string };
/**
 * 'zapisano wpłatę (gotówka) – Jan Kowalski': who recorded what for which child, never an amount
 * (guardians see amounts only when the creator allows it) nor an account number.
 */
type PaymentLine = { method: PaymentMethod; student: string };

/**
 * Every kind of line, by key, with what it names. Stored in `trip_activity.line` as it is; a key or
 * its fields never change meaning (lines written years ago are read with them), a new kind gets a
 * new key.
 */
export type FeedLineParams = {
  tripCreated: Named;
  /** `cost` absent: the cost stayed; null: it was removed. */
  tripUpdated: { cost?: { perStudent: number; instalments: number } | null };
  tripDeleted: object;
  tripClosed: object;
  tripReopened: object;
  listCreated: Named;
  listUpdated: Named;
  listDeleted: Named;
  /** Never stored: a mark's event, which the feed sums up as `rollCall`. */
  attendanceMarked: Student & { list: string; present: boolean };
  /**
   * Never stored: one guardian's marks of one list, summed up when read; 'sprawdziła' or 'sprawdził'
   * in the guardian's gender (`actorGender`: their choice in 'Profil', absent or null: from the name).
   */
  rollCall: { actor: string; actorGender?: GrammaticalGender | null; list: string; present: number; total: number };
  invitationSent: Email;
  invitationResent: Email;
  invitationWithdrawn: Email;
  invitationAccepted: Email;
  guardianAdded: Email;
  guardianRemoved: Named;
  guardianAccountDeleted: object;
  locationUpdated: Named;
  expenseCreated: { category: ExpenseCategory };
  expenseUpdated: { category: ExpenseCategory };
  expenseDeleted: { category: ExpenseCategory };
  returnCreated: PaymentLine;
  returnDeleted: PaymentLine;
  settlementSaved: { split: 'equal' | 'manual' };
  settlementApproved: object;
  settlementChangedAfterApproval: object;
  paymentCreated: PaymentLine;
  paymentUpdated: PaymentLine;
  paymentDeleted: PaymentLine;
  costOverridden: Student;
  costRestored: Student;
  statementImported: { transfers: number };
  roomCreated: Room;
  roomUpdated: Room;
  roomDeleted: Room;
  roomAssigned: Room & { movedIn: ShortNames; movedOut: ShortNames };
  /** 'Zatwierdź przydział' (issue 52): how many pupils changed rooms, and how many have none. */
  roomsArranged: { moved: number; unplaced: number };
  /** The rooming's setup saved (issue 52): no names, no pairs (a 'Nie razem' is nobody's news). */
  roomingSetupSaved: object;
  /** 'Z kim w pokoju?' (issue 52): a parent gave wishes; not whom. */
  roomWishesByParent: Student;
  parentPhoneShown: Student;
  parentLinkRevoked: Student;
  parentDataFilled: Student & { fields: ParentDataField[] };
  consentAnsweredOnline: Student & { given: boolean };
  studentCreated: Named;
  /** `fields`: the student's fields changed (STUDENT_FIELD_NAMES' keys). */
  studentUpdated: Named & { fields: string[] };
  studentDeleted: Named;
  consentsUpdated: { students: number };
  studentsImported: { students: number };
  groupsSplit: { guardians: number };
  /** `guardian` null: taken out of every group. */
  groupMoved: { guardian: string | null; students: ShortNames };
  sensitiveErased: { days: number };
  sensitiveSwept: object;
  programAdded: Destination;
  programChanged: Destination;
  programRemoved: Destination;
  kartaSent: object;
  kartaApproved: object;
  kartaReturned: { comment: string };
  /** `changes`: the karta's lines that differ, by their labels. */
  kartaChangedAfterApproval: { changes: string[] };
  kartaApprovedAgain: object;
  alarmRaised: Student;
  alarmResolved: Student & { note?: string };
  alarmSeen: Student;
  /**
   * 'Leki' (issue 54): whose medicine, never which (the feed names no medicine, as it names no allergy);
   * a dose by its hour (null: 'w razie potrzeby') and what was marked.
   */
  medicineAdded: Student;
  medicineChanged: Student;
  medicineRemoved: Student;
  doseMarked: Student & { time: string | null; status: 'given' | 'refused' | 'absent' };
  /** 'Odbiór przez rodzica' (issue 54): who took the child is on the handover, not in the feed (the erasure takes the names). */
  handoverRecorded: Student & { kind: 'parent' | 'named' };
  handoverConfirmed: Student & { via: 'link' | 'code' };
  handoverReturned: Student;
  /** 'Kto może odebrać dziecko' on the parent page: that a person was named, never who. */
  pickupPersonNamed: Student;
  pickupPersonRemoved: Student;
  messageSent: { body: string };
  messageErased: object;
  /** 'Przewóz' saved (issue 54): the carrier and the seats, never the driver's phone. */
  coachSaved: { carrier: string; seats: number };
  coachRemoved: object;
  /** 'OC i badanie techniczne sprawdzone' recorded, or taken back. */
  coachChecked: object;
  coachCheckUndone: object;
  /** 'Ubezpieczenie' saved (issue 54): the insurer, never the policy's number. */
  insuranceSaved: { insurer: string };
  insuranceRemoved: object;
  /** A line kept from before lines were data that no other key reads back (migration 0027). */
  text: { text: string };
};

export type FeedLineKey = keyof FeedLineParams;
export type FeedLine = { [K in FeedLineKey]: { key: K } & FeedLineParams[K] }[FeedLineKey];

const payment = (verb: string, line: PaymentLine) => `${verb} (${PAYMENT_METHOD_LABELS[line.method]}) – ${line.student}`;

/** '1 przelew', '2 przelewy', '5 przelewów'. */
function transfersText(count: number): string {
  const few = count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14);
  return `${count} ${count === 1 ? 'przelew' : few ? 'przelewy' : 'przelewów'}`;
}

/** '1 miejsce', '2 miejsca', '5 miejsc'. */
function seatsWord(count: number): string {
  const few = count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14);
  return count === 1 ? 'miejsce' : few ? 'miejsca' : 'miejsc';
}

function costText(cost: { perStudent: number; instalments: number } | null): string {
  if (!cost) return 'usunięto koszt wycieczki';
  return `koszt na ucznia: ${formatZloty(cost.perStudent)}${cost.instalments > 1 ? ` w ${cost.instalments} ratach` : ''}`;
}

function assignmentText({ room, movedIn, movedOut }: FeedLineParams['roomAssigned']): string {
  const parts: string[] = [];
  if (movedIn.names.length > 0) parts.push(`przypisano do pokoju ${room}: ${namesText(movedIn)}`);
  if (movedOut.names.length > 0) parts.push(`${parts.length ? 'wypisano' : `wypisano z pokoju ${room}`}: ${namesText(movedOut)}`);
  return parts.length > 0 ? parts.join('; ') : `bez zmian w pokoju ${room}`;
}

function studentUpdatedText({ name, fields }: FeedLineParams['studentUpdated']): string {
  const labels = [...new Set(fields.map((field) => STUDENT_FIELD_NAMES[field]).filter((label): label is string => label !== undefined))];
  return labels.length > 0 ? `zaktualizowano dane (${labels.join(', ')}): ${name}` : `zaktualizowano dane: ${name}`;
}

/** A dose as the feed tells it: 'podano lek (20:00): Zofia Kowalska'. */
const DOSE_MARK_WORDS = { given: 'podano lek', refused: 'odmowa przyjęcia leku', absent: 'nieobecność przy podaniu leku' } as const;

type Wording = { [K in FeedLineKey]: (line: FeedLineParams[K]) => string };

/**
 * The Polish of each line. A child's name comes after a colon, as written ('dodano lek: Iga Świątek'):
 * 'ucznia Iga Świątek' would need the name declined, and a girl is no 'uczeń' (issue 63).
 */
const POLISH: Wording = {
  tripCreated: ({ name }) => `utworzono wycieczkę „${name}”`,
  tripUpdated: ({ cost }) => (cost === undefined ? 'zaktualizowano wycieczkę' : `zaktualizowano wycieczkę; ${costText(cost)}`),
  tripDeleted: () => 'usunięto wycieczkę',
  tripClosed: () => 'zakończono wycieczkę: zmieniać można już tylko wpłaty, wydatki i rozliczenie',
  tripReopened: () => 'wznowiono edycję zakończonej wycieczki',
  listCreated: ({ name }) => `utworzono listę obecności „${name}”`,
  listUpdated: ({ name }) => `zaktualizowano listę obecności „${name}”`,
  listDeleted: ({ name }) => `usunięto listę obecności „${name}”`,
  attendanceMarked: ({ student, list, present }) => `${student}: ${present ? 'obecny' : 'nieobecny'} (${list})`,
  rollCall: ({ actor, actorGender, list, present, total }) => `${verbOf('sprawdził', actor, actorGender)} listę „${list}”: ${present}/${total}`,
  invitationSent: ({ email }) => `wysłano zaproszenie do ${email}`,
  invitationResent: ({ email }) => `ponownie wysłano zaproszenie do ${email}`,
  invitationWithdrawn: ({ email }) => `wycofano zaproszenie do ${email}`,
  invitationAccepted: ({ email }) => `przyjęto zaproszenie do grona opiekunów (${email})`,
  guardianAdded: ({ email }) => `dodano opiekuna ${email}`,
  guardianRemoved: ({ name }) => `usunięto opiekuna ${name}`,
  guardianAccountDeleted: () => 'usunięto konto opiekuna',
  locationUpdated: ({ name }) => `zaktualizowano lokalizację: ${name}`,
  expenseCreated: ({ category }) => `zapisano wydatek: ${EXPENSE_CATEGORY_LABELS[category]}`,
  expenseUpdated: ({ category }) => `poprawiono wydatek: ${EXPENSE_CATEGORY_LABELS[category]}`,
  expenseDeleted: ({ category }) => `usunięto wydatek: ${EXPENSE_CATEGORY_LABELS[category]}`,
  returnCreated: (line) => payment('zapisano zwrot', line),
  returnDeleted: (line) => payment('usunięto zwrot', line),
  settlementSaved: ({ split }) =>
    split === 'manual' ? 'zapisano rozliczenie: zwroty w kwotach ustalonych przez kierownika' : 'zapisano rozliczenie: zwroty po równo',
  settlementApproved: () => 'dyrektor zatwierdził rozliczenie wycieczki',
  settlementChangedAfterApproval: () => 'zmieniono rozliczenie zatwierdzone przez dyrektora: czeka na ponowne zatwierdzenie',
  paymentCreated: (line) => payment('zapisano wpłatę', line),
  paymentUpdated: (line) => payment('poprawiono wpłatę', line),
  paymentDeleted: (line) => payment('usunięto wpłatę', line),
  costOverridden: ({ student }) => `ustalono koszt indywidualny – ${student}`,
  costRestored: ({ student }) => `przywrócono koszt wycieczki – ${student}`,
  statementImported: ({ transfers }) => `zaimportowano wyciąg: ${transfersText(transfers)}`,
  roomCreated: ({ room }) => `dodano pokój ${room}`,
  roomUpdated: ({ room }) => `zaktualizowano pokój ${room}`,
  roomDeleted: ({ room }) => `usunięto pokój ${room}`,
  roomAssigned: assignmentText,
  roomsArranged: ({ moved, unplaced }) => `ułożono pokoje: przeniesiono ${moved} ${moved === 1 ? 'ucznia' : 'uczniów'}${unplaced > 0 ? `, bez pokoju: ${unplaced}` : ''}`,
  roomingSetupSaved: () => 'zapisano ustawienia układania pokoi',
  roomWishesByParent: ({ student }) => `rodzic podał życzenia dotyczące pokoju: ${student}`,
  parentPhoneShown: ({ student }) => `wyświetlono telefon rodzica: ${student}`,
  parentLinkRevoked: ({ student }) => `unieważniono link dla rodzica: ${student}`,
  parentDataFilled: ({ student, fields }) => `uzupełniono dane (${fields.map((field) => PARENT_DATA_LABELS[field]).join(', ')}): ${student}`,
  consentAnsweredOnline: ({ student, given }) => (given ? `wyrażono zgodę online na udział w wycieczce: ${student}` : `nie wyrażono zgody online na udział w wycieczce: ${student}`),
  studentCreated: ({ name }) => `dodano do listy uczniów: ${name}`,
  studentUpdated: studentUpdatedText,
  studentDeleted: ({ name }) => `usunięto z listy uczniów: ${name}`,
  consentsUpdated: ({ students }) => `zaktualizowano zgody rodziców: ${students}`,
  studentsImported: ({ students }) => `zaimportowano uczniów: ${students}`,
  groupsSplit: ({ guardians }) => `podzielono uczniów na grupy (${guardians})`,
  groupMoved: ({ guardian, students }) =>
    guardian !== null ? `przeniesiono do grupy opiekuna ${guardian}: ${namesText(students)}` : `wyjęto z grup: ${namesText(students)}`,
  sensitiveErased: ({ days }) => `usunięto dane wrażliwe uczniów (PESEL, telefony rodziców, alergie, diety, leki) ${days} dni po zakończeniu wycieczki`,
  sensitiveSwept: () => 'usunięto dane wrażliwe wpisane w chwili ich usuwania',
  programAdded: ({ destination }) => `dodano do programu „${destination}”`,
  programChanged: ({ destination }) => `zmieniono program: „${destination}”`,
  programRemoved: ({ destination }) => `usunięto z programu „${destination}”`,
  kartaSent: () => 'wysłano kartę wycieczki do zatwierdzenia przez dyrektora',
  kartaApproved: () => 'zatwierdzono kartę wycieczki',
  kartaReturned: ({ comment }) => `zwrócono kartę wycieczki do poprawy: „${comment}”`,
  kartaChangedAfterApproval: ({ changes }) =>
    `zmieniono kartę zatwierdzonej wycieczki (${changes.map((label) => label.toLocaleLowerCase('pl')).join(', ')}): wycieczka znów czeka na zatwierdzenie dyrektora`,
  kartaApprovedAgain: () => 'karta wycieczki jest znów taka, jak ją zatwierdzono: wycieczka jest ponownie zatwierdzona',
  alarmRaised: ({ student }) => `ZAGINIĘCIE UCZNIA: ${student}`,
  alarmResolved: ({ student, note }) => `odnaleziono: ${student}${note ? ` (${note})` : ''}`,
  alarmSeen: ({ student }) => `zobaczono alarm o zaginięciu ucznia: ${student}`,
  medicineAdded: ({ student }) => `dodano lek: ${student}`,
  medicineChanged: ({ student }) => `zmieniono lek: ${student}`,
  medicineRemoved: ({ student }) => `usunięto lek: ${student}`,
  doseMarked: ({ student, time, status }) => `${DOSE_MARK_WORDS[status]} (${time ?? 'w razie potrzeby'}): ${student}`,
  handoverRecorded: ({ student, kind }) => `zapisano odbiór przez ${kind === 'parent' ? 'rodzica' : 'osobę wskazaną przez rodzica'}: ${student}`,
  handoverConfirmed: ({ student, via }) => (via === 'code' ? `potwierdzono kodem od rodzica odbiór: ${student}` : `potwierdzono odbiór: ${student}`),
  handoverReturned: ({ student }) => `powrót do grupy: ${student}`,
  pickupPersonNamed: ({ student }) => `wskazano osobę, która może odebrać dziecko: ${student}`,
  pickupPersonRemoved: ({ student }) => `usunięto osobę, która mogła odebrać dziecko: ${student}`,
  messageSent: ({ body }) => `komunikat dla rodziców: ${body}`,
  messageErased: () => 'komunikat usunięty',
  coachSaved: ({ carrier, seats }) => `zapisano przewóz: ${carrier}, ${seats} ${seatsWord(seats)}`,
  coachRemoved: () => 'usunięto dane przewozu',
  coachChecked: () => 'zapisano: OC i badanie techniczne autokaru sprawdzone',
  coachCheckUndone: () => 'cofnięto: OC i badanie techniczne autokaru sprawdzone',
  insuranceSaved: ({ insurer }) => `zapisano ubezpieczenie wycieczki: ${insurer}`,
  insuranceRemoved: () => 'usunięto ubezpieczenie wycieczki',
  text: ({ text }) => text,
};

/** The line in Polish, as the feed shows it. */
export function feedText(line: FeedLine): string {
  const word = POLISH[line.key] as (params: FeedLine) => string;
  return word(line);
}

/** How long the head's comment stays in the feed: the card shows it whole. */
const FEED_COMMENT_MAX = 200;

export function shortComment(comment: string): string {
  return comment.length > FEED_COMMENT_MAX ? `${comment.slice(0, FEED_COMMENT_MAX - 1)}…` : comment;
}
