import { keyed } from './messages/built';

/** Business constants of docs/product.md §9, shared by the server and the web app. */
export const LIMITS = {
  studentsPerGuardian: 10,
  studentsPerGuardianMin: 1,
  studentsPerGuardianMax: 30,
  /** RODO (issue 16): days after the end date the students' sensitive data is kept. */
  eraseAfterDays: 30,
  eraseAfterDaysMin: 0,
  eraseAfterDaysMax: 365,
  /** 'Archiwum zgód' (issue 31): years the consent record outlives the erasure, counted from the end date. */
  consentKeepYears: 5,
  consentKeepYearsMin: 0,
  consentKeepYearsMax: 20,
  defaultTripLengthDays: 3,
  leaderSearchMinChars: 3,
  userSearchMaxResults: 10,
  peselLength: 11,
  phoneMin: 9,
  phoneMax: 20,
  personNameMax: 100,
  tripNameMax: 200,
  destinationMax: 200,
  roomNumberMax: 20,
  roomCapacityMin: 1,
  roomCapacityMax: 20,
  roomCapacityDefault: 4,
  allergiesMax: 500,
  dietMax: 500,
  medicinesMax: 500,
  emailMax: 255,
  passwordMin: 8,
  passwordMax: 72,
  schoolMax: 200,
  attendanceNameMax: 200,
  wizardGuardiansMax: 50,
  /** Members of one trip, its creator included: the wizard's 50 extra guardians and its leader fit. */
  tripMembersMax: 100,
  wizardRoomsMax: 200,
  searchQueryMax: 255,
  importMaxRows: 500,
  importMaxBytes: 1024 * 1024,
  /** 'Uczniowie szkoły' (issue 51): one file of the whole school's pupils. */
  registerMaxPupils: 5000,
  registerMaxBytes: 10 * 1024 * 1024,
  /** Levels a class may have ('1a' … '13c'): 'Nowy rok szkolny' asks for the school's last. */
  registerLastLevelMax: 13,
  /**
   * PESELs of one birth date and sex in one register file (issue 62): a school of 5,000 has one or two
   * such pupils, rarely 8; 5,000 of them are a search for one child's number.
   */
  registerPeselsPerBirthDay: 20,
  /**
   * Numbers in a school's register previews of a day that are not a pupil's but share a pupil's birth
   * date and sex (issue 62's review): twins of one sex, a new pupil born the same day, a typo. Past
   * this the previews of that day are refused: guessing one child's number a file at a time would
   * take a year.
   */
  registerNearPeselsPerDay: 20,
  // What the karta wycieczki prints (issue 15).
  tripAimMax: 1000,
  tripRouteMax: 1000,
  countryMax: 100,
  transportMax: 200,
  schoolAddressMax: 300,
  // What the parents' consent prints (issue 23).
  meetingPointMax: 300,
  consentClausesMax: 2000,
  /** 'Dodatkowe zgody' (issue 48): statements the teacher adds, each answered apart. */
  consentStatementsMax: 5,
  consentStatementMax: 300,
  classNameMax: 20,
  programDestinationMax: 300,
  programTextMax: 2000,
  programStopsMax: 1000,
  programDistanceMax: 100000,
  programItemsMax: 100,
  /** The activity feed's page (issue 16). */
  activityPageSize: 50,
  /** 'Pokaż telefon rodzica' (issue 16): the reason's length, and a guardian's reveals per trip per hour. */
  revealReasonMin: 5,
  revealReasonMax: 200,
  /** 'Komunikaty dla rodziców' (issue 25). */
  messageMax: 500,
  /** The messages a parent page shows: the newest. */
  parentMessagesShown: 50,
  revealsPerHour: 20,
  /** Money for the trip (issue 26). */
  payeeMax: 100,
  instalmentsMax: 12,
  paymentNoteMax: 200,
  /** 'Importuj wyciąg': the file's size and its operations. */
  statementMaxBytes: 1024 * 1024,
  statementTitleMax: 500,
  statementMaxLines: 2000,
  /** 'Zaproś nauczyciela' (issue 27): an invitation link lives this many days. */
  invitationDays: 7,
  /** 'Wyślij zaproszenie' (issue 30): a trip's invitation works this many days after it was last sent. */
  tripInvitationDays: 14,
  /** Invitations one user may mail within an hour (trips and the school together). */
  invitationMailsPerHour: 30,
  /** Invitations one user may mail within a day to addresses that have no account (issue 47). */
  invitationMailsToNewAddressesPerDay: 20,
  /** 'Potwierdź adres e-mail' (issue 47): the link works this many hours, and this many may be asked for within an hour. */
  emailConfirmationHours: 48,
  emailConfirmationMailsPerHour: 3,
  /** 'Zwróć do poprawy': the head's comment to the teacher (issue 27). */
  approvalCommentMax: 1000,
  /** 'Rozliczenie wycieczki' (issue 31): an expense's document number, the settlement's note, the amounts set by hand. */
  expenseDocumentMax: 60,
  settlementNoteMax: 1000,
  settlementAmountsMax: 1000,
  /** 'Dodatkowy numer' on the karta alarmowa (issue 31): how many, and a name's length. */
  extraNumbersMax: 5,
  extraNumberNameMax: 60,
  /** 'Dziennik dostępu': entries a page. */
  accessLogPageSize: 50,
} as const;

/** The country a trip goes to when none is given; any other one makes it a trip abroad on the karta. */
export const HOME_COUNTRY = 'Polska';

/** The usual school rules for the student limit, offered as hints beside the trip's own choice. */
export const GUARDIAN_RATIO_HINTS = [
  { label: 'W mieście: 1 na 15', studentsPerGuardian: 15 },
  { label: 'Poza miastem: 1 na 10', studentsPerGuardian: 10 },
  { label: 'Góry powyżej 1000 m n.p.m., kąpielisko: 1 na 5', studentsPerGuardian: 5 },
] as const;

/** 'Zgoda rodzica': brak, dostarczona (with its date) or odmowa. */
export const CONSENT_STATUSES = ['missing', 'given', 'refused'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const CONSENT_LABELS: Record<ConsentStatus, string> = { missing: 'brak', given: 'dostarczona', refused: 'odmowa' };
/** The consent's second answer (issue 48) as the teacher's screens name it. */
export const MEDICAL_CONSENT_LABELS: Record<ConsentStatus, string> = { missing: 'Brak odpowiedzi', given: 'Wyrażona', refused: 'Odmowa' };
/** What the karta alarmowa says of a child without consent to medical help in an emergency (issue 48). */
export const MEDICAL_CONSENT_WARNINGS: Record<Exclude<ConsentStatus, 'given'>, string> = {
  missing: 'Brak odpowiedzi rodzica na zgodę na pomoc medyczną',
  refused: 'Rodzic nie wyraził zgody na pomoc medyczną',
};

export const MASKED = '***MASKED***';

export const GUARDIAN_ROLES = ['creator', 'guardian'] as const;
export type GuardianRole = (typeof GUARDIAN_ROLES)[number];

/**
 * How many students a trip may have: `perGuardian` (the trip's own ratio, 10 unless its creator chose
 * another) for each guardian, the leader included (docs/product.md §5).
 */
export function studentLimit(guardianCount: number, perGuardian: number = LIMITS.studentsPerGuardian): number {
  return Math.max(1, guardianCount) * perGuardian;
}

/** '1 opiekun na 10 uczniów' (SPEC's words), and for a ratio of one '1 opiekun na 1 ucznia'. */
export function perGuardianText(perGuardian: number): string {
  return `1 opiekun na ${perGuardian} ${perGuardian === 1 ? 'ucznia' : 'uczniów'}`;
}

export function studentLimitMessage(limit: number, perGuardian: number = LIMITS.studentsPerGuardian): string {
  return keyed('studentLimit', `Limit uczniów: ${limit} (${perGuardianText(perGuardian)}). Dodaj więcej opiekunów lub usuń uczniów.`);
}

/** The columns of the import template ('Pobierz szablon'), in the spelling the importer reads first. */
export const IMPORT_TEMPLATE_HEADERS = ['Imię i nazwisko', 'Klasa', 'PESEL', 'Telefon rodzica', 'Alergie', 'Dieta', 'Leki', 'Niepełnosprawność'] as const;

/**
 * The day a trip's sensitive data is erased (from its start, Warsaw time): the end date plus the
 * days it is kept, plus one, so that '0' still keeps it through the trip's last day and '30' keeps
 * it for 30 whole days after. Dates are ISO (yyyy-MM-dd).
 */
export function sensitiveEraseDate(endDate: string, eraseAfterDays: number): string {
  const day = new Date(`${endDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + eraseAfterDays + 1);
  return day.toISOString().slice(0, 10);
}
