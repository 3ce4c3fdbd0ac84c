import type { ParentPayments, TripCost } from './types/payments';
import type { TripApproval } from './types/approvals';
import type { SchoolRole } from './types/schools';
import type { ConsentStatus } from './limits';
import type { ConsentAnswer } from './consent-statements';

/** Shapes of the JSON the API answers with; both apps rely on them. */
export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
  /**
   * The account's place in a school ('head' or 'teacher'), null for none (issue 48): the head's own
   * navigation and home. Refreshed with every token; a session stored before it has none (undefined).
   */
  schoolRole?: SchoolRole | null;
};

/** The signed-in account's 'Potwierdź adres e-mail' (issue 47): confirmed, and whether this server sends e-mail at all. */
export type EmailConfirmationState = { email: string; confirmed: boolean; mail: boolean };

export type Session = {
  user: AuthUser;
  accessToken: string;
  /** Epoch milliseconds at which the access token stops being accepted. */
  accessTokenExpiresAt: number;
  refreshToken: string;
};

export type Profile = {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  school: string | null;
  schoolAddress: string | null;
};

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
  };
};

export type HealthBody = {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
};

export type TripRole = 'creator' | 'guardian';

/** What the karta wycieczki prints about a trip beyond its name and dates (issue 15). */
export type TripDetailField =
  | 'aim'
  | 'route'
  | 'country'
  | 'transport'
  | 'schoolName'
  | 'schoolAddress'
  | 'meetingPoint'
  | 'returnPoint'
  | 'consentClauses';

/** A number the leader adds to the karta alarmowa (issue 31), e.g. the hostel's reception. */
export type ExtraNumber = { name: string; phone: string };

/** A trip as the trip list shows it, with what the signed-in user may do with it. */
export type TripSummary = {
  id: string;
  name: string;
  destination: string;
  startDate: string;
  endDate: string;
  createdBy: string;
  tripLeaderId: string | null;
  tripLeaderEmail: string | null;
  /** The leader's profile has no phone, which the badges and the karta print (issue 48): said before printing them. */
  leaderPhoneMissing: boolean;
  createdAt: string;
  studentCount: number;
  roomCount: number;
  attendanceCheckCount: number;
  guardianCount: number;
  /** What the karta wycieczki prints (issue 15); null when not given. */
  aim: string | null;
  route: string | null;
  /** Null: Polska. */
  country: string | null;
  transport: string | null;
  /** Null: the school of the leader's profile. */
  schoolName: string | null;
  schoolAddress: string | null;
  /** The karta alarmowa's numbers (issue 31): GOPR/TOPR when in the mountains, WOPR by the water, and the leader's own. */
  inMountains: boolean;
  nearWater: boolean;
  extraNumbers: ExtraNumber[];
  /** What the parents' consent prints (issue 23): 'Zbiórka', 'Powrót' (place and time) and the school's own clauses. */
  meetingPoint: string | null;
  returnPoint: string | null;
  consentClauses: string | null;
  /** 'Dodatkowe zgody' (issue 48): statements the parent answers one by one, besides the trip and the medical help. */
  consentStatements: string[];
  /** The student limit's ratio: one guardian per this many students. */
  studentsPerGuardian: number;
  /** RODO: the students' sensitive data is erased on `sensitiveEraseDate(endDate, eraseAfterDays)`. */
  eraseAfterDays: number;
  /** When it was erased ('Dane wrażliwe usunięto …'); null while it is kept. */
  sensitiveErasedAt: string | null;
  /**
   * 'Archiwum zgód' (issue 31): years the consent record outlives the erasure, from the end date; the
   * school's for a school trip (`approval` not null), the trip's own otherwise.
   */
  consentKeepYears: number;
  /** Students whose parent's consent has not been delivered ('Brak zgody: N'; a refusal is not missing). */
  missingConsentCount: number;
  /** Money for the trip (issue 26): null until the edit dialog sets a cost. */
  cost: TripCost | null;
  /** The school's approval of the karta (issue 27); null for a trip of no school. */
  approval: TripApproval | null;
  /** 'Zakończona' (issue 31): when and by whom (ISO; the name then); null while open. A closed trip is read-only but for its money. */
  closed: { at: string; by: string } | null;
  myRole: TripRole;
  /** False for every member of a closed trip: only the money, undoing the close and deleting stay. */
  canEdit: boolean;
  canDelete: boolean;
  canManageGuardians: boolean;
  /** 'Zakończ wycieczkę' (from the last day on) and 'Wznów edycję': the creator and the leader. */
  canClose: boolean;
};

export type Guardian = {
  id: string;
  email: string;
  fullName: string;
  role: TripRole;
  isLeader: boolean;
};

export type UserSearchResult = {
  id: string;
  email: string;
  fullName: string;
};

export type RealtimeTopic =
  | 'trips'
  | 'trip_guardians'
  | 'students'
  | 'rooms'
  | 'attendance_checks'
  | 'attendance_records'
  | 'student_locations'
  | 'trip_program'
  /** A guardian revealed a parent's phone: the creator is told in the feed; the access log changed. */
  | 'sensitive_reads'
  /** 'Komunikaty dla rodziców' (issue 25). */
  | 'trip_messages'
  | 'payments'
  /** The karta's approval by the school's head (issue 27): sent, approved, returned. */
  | 'trip_approval'
  /** 'Zaginięcie ucznia' (issue 28): raised, seen, ended. */
  | 'missing_alarms';

/** What the event stream sends: which trip changed and what, by whom. Never any student's data. */
export type RealtimeEvent = {
  tripId: string;
  topic: RealtimeTopic;
  action: 'created' | 'updated' | 'deleted';
  /** The id of the deleted student, room or attendance list, so clients stop asking for it. */
  entityId?: string;
  actorId: string;
  actorName: string;
  /** A Polish sentence for notifications, e.g. 'Anna Nowak dodała ucznia'. */
  summary: string;
  at: string;
};

/**
 * Every API response names how many change notifications the server had received when it began
 * reading; the event stream's 'ready' message names the count at which the stream began to listen.
 * Data read at a lower count may have missed a change the stream will never tell of.
 */
export const CHANGE_COUNT_HEADER = 'X-Change-Count';

/** The event stream's first message. */
export type RealtimeReady = { userId: string; changes: number };

/** A student as the API sends it. For anyone but the trip's creator pesel and parentPhone are MASKED. */
export type Student = {
  id: string;
  tripId: string;
  name: string;
  present: boolean;
  pesel: string | null;
  parentPhone: string | null;
  allergies: string | null;
  diet: string | null;
  /** 'Leki'. */
  medicines: string | null;
  roomId: string | null;
  roomNumber: string | null;
  className: string | null;
  disability: boolean;
  consent: ConsentStatus;
  /** YYYY-MM-DD, when the consent was delivered. */
  consentDate: string | null;
  /** The consent's second answer (issue 48): medical help in an emergency. */
  medicalConsent: ConsentStatus;
  /** The answers to the trip's added statements (issue 48), by key (consent-statements.ts). */
  consentExtra: Record<string, ConsentAnswer>;
  /** A second parent phone, given on the parent page; masked like the first. */
  parentPhone2: string | null;
  /** When a parent last saved 'Dane dziecka' on the parent page (ISO), and which fields it filled. */
  parentFilledAt: string | null;
  parentFilledFields: ParentDataField[] | null;
  /** A consent answered on the parent page: when (ISO) and the name the parent typed; null on paper. */
  consentOnlineAt: string | null;
  consentBy: string | null;
  /** 'Grupy' (issue 28): the guardian whose group the child is in; null until the trip is split. */
  groupGuardianId: string | null;
  /** 'Identyfikatory' (issue 28): the code in the child's badge's QR code (badges.ts); no personal data. */
  badgeCode: string;
};

/** What a parent fills in on the parent page, in the order the teacher's screens name them. */
export const PARENT_DATA_FIELDS = ['parentPhone', 'parentPhone2', 'pesel', 'allergies', 'diet', 'medicines'] as const;
export type ParentDataField = (typeof PARENT_DATA_FIELDS)[number];
export const PARENT_DATA_LABELS: Record<ParentDataField, string> = {
  parentPhone: 'Telefon rodzica',
  parentPhone2: 'Drugi telefon',
  pesel: 'PESEL',
  allergies: 'Alergie',
  diet: 'Dieta',
  medicines: 'Leki',
};

/** A child's parent link as the teacher sees it ('Link dla rodzica'). */
export type ParentLink = { studentId: string; /** '/rodzic#…': the secret in the fragment, never sent to a server. */ path: string; createdAt: string };

/** 'Komunikaty dla rodziców': one message from the trip. */
export type TripMessage = { id: string; body: string; authorName: string; createdAt: string };

/** What the parent page shows: the trip, this one child, the consent and the messages. Nothing of any other child. */
export type ParentView = {
  trip: {
    name: string;
    destination: string;
    startDate: string;
    endDate: string;
    meetingPoint: string | null;
    returnPoint: string | null;
    leaderName: string | null;
    leaderPhone: string | null;
    program: { day: string; departureTime: string | null; arrivalTime: string | null; destination: string; program: string | null }[];
  };
  student: {
    name: string;
    className: string | null;
    allergies: string | null;
    diet: string | null;
    medicines: string | null;
    /** Phones and PESEL come back masked (a forwarded link must not read them): whether each is given. */
    hasParentPhone: boolean;
    hasParentPhone2: boolean;
    hasPesel: boolean;
    filledAt: string | null;
  };
  consent: {
    /** The participation. */
    status: ConsentStatus;
    /** Medical help in an emergency (issue 48), answered apart. */
    medical: ConsentStatus;
    /** On the parent page: when and by whom; null when given on paper or not yet. */
    onlineAt: string | null;
    by: string | null;
    /** Until the trip starts. */
    open: boolean;
    /** The statements the parent answers one by one (issue 48): the participation, then the medical help. */
    participationText: string;
    medicalText: string;
    /** The teacher's added statements, each with the answer given (null: not yet). */
    extra: { key: string; text: string; answer: ConsentAnswer | null }[];
    /** The rest of the form's text for this child, paragraph by paragraph: the health statement, the school's clauses, RODO. */
    text: string[];
  };
  messages: TripMessage[];
  /** 'Do zapłaty' (issue 26); null while the trip has no cost. */
  payments: ParentPayments | null;
};

/**
 * One line of a trip's activity feed ('Aktywność'). A 'change' is a change the server announced; a
 * 'roll_call' sums up one guardian's marks of one attendance list ('… sprawdził listę „Autokar”: 38/40'),
 * dated by their latest mark. Never a PESEL or a phone.
 */
export type ActivityEntry = {
  id: string;
  kind: 'change' | 'roll_call';
  topic: RealtimeTopic;
  actorId: string | null;
  actorName: string;
  summary: string;
  at: string;
  /** Made by someone else after the reader last marked the feed read. */
  unread: boolean;
};

export type ActivityPage = {
  entries: ActivityEntry[];
  /** Give it as `?before=` for the next 50; null on the last page. */
  nextCursor: string | null;
  /** Lines by others newer than the reader's last 'Oznacz wszystkie jako przeczytane', on any device. */
  unread: number;
};

export type { ProgramItem } from './types/program';

/** The trip's printable documents (GET /api/trips/:tripId/documents/:kind). */
/** 'linki': 'Linki dla rodziców (PDF)', one slip per student with its parent link and QR code (issue 25). */
/** The trip's PDFs; 'identyfikatory' are the children's badges to scan at a roll call (issue 28). */
export type TripDocumentKind = 'karta' | 'lista' | 'zgody' | 'linki' | 'identyfikatory';

export type SensitiveData = { pesel: string | null; parentPhone: string | null };

/** A person to call on the 'Karta alarmowa': the leader, the creator or a guardian, with the phone of their profile. */
export type EmergencyContact = {
  userId: string;
  name: string;
  phone: string | null;
  isLeader: boolean;
  isCreator: boolean;
};

/** A student on the 'Karta alarmowa': what a guardian needs in an emergency, never the PESEL. */
export type EmergencyStudent = {
  id: string;
  name: string;
  className: string | null;
  roomNumber: string | null;
  allergies: string | null;
  diet: string | null;
  medicines: string | null;
  /** The parent's answer on medical help in an emergency (issue 48): the card says when it is not 'given'. */
  medicalConsent: ConsentStatus;
  /** The number itself for the trip's creator; null for everyone else, who asks with 'Pokaż telefon rodzica'. */
  parentPhone: string | null;
  /** A second number a parent gave on the parent page (issue 25), shown and revealed with the first. */
  parentPhone2: string | null;
  /** Whether there is a number to reveal at all. */
  hasParentPhone: boolean;
};

/**
 * 'Karta alarmowa' of a trip, open to every guardian of it. `lodging` is tonight's from the program
 * (the latest row on or before today that names one, within the trip), null when the program has none.
 */
export type EmergencyCard = {
  tripId: string;
  tripName: string;
  /** The numbers to dial besides 112 (issue 31). */
  inMountains: boolean;
  nearWater: boolean;
  extraNumbers: ExtraNumber[];
  contacts: EmergencyContact[];
  lodging: { day: string; text: string } | null;
  students: EmergencyStudent[];
  /** The caller may see every number without asking (the creator). */
  canSeePhones: boolean;
  /** Reveals the caller has left this hour on this trip (null for the creator, who has no limit). */
  revealsLeft: number | null;
};

/** What 'Pokaż telefon rodzica' answers. */
export type RevealedPhone = { parentPhone: string; parentPhone2: string | null; revealsLeft: number | null };

/** One read of a child's sensitive data in the 'Dziennik dostępu'. */
export type AccessLogEntry = {
  id: string;
  at: string;
  /** 'parent': a parent saved the child's data or consent on the parent page (issue 25). */
  kind: 'data' | 'reveal' | 'document' | 'parent';
  /** Null for a parent, who has no account. */
  userId: string | null;
  readerName: string;
  studentId: string;
  studentName: string;
  /**
   * How many children the line names (issue 48): a document's phones are one line, named by its first
   * child; filtered by a child, that child alone. 1 for every other kind.
   */
  studentCount: number;
  /** The reveal's 'Powód'; the document's name for a document; what a parent filled in, without values. */
  reason: string | null;
  /** When a reveal's reason was erased with the trip's sensitive data (issue 24); null while kept. */
  reasonErasedAt: string | null;
};

export type AccessLogPage = {
  entries: AccessLogEntry[];
  nextCursor: string | null;
  /** Who and whom the log names, for its filters. */
  readers: { id: string; name: string }[];
  students: { id: string; name: string }[];
};

export type Room = {
  id: string;
  tripId: string;
  number: string;
  capacity: number;
  students: { id: string; name: string }[];
};

/** One row of a file being imported, as the preview shows it. */
export type ImportPreviewRow = {
  rowNumber: number;
  name: string;
  pesel: string;
  parentPhone: string;
  allergies: string;
  diet: string;
  medicines: string;
  className: string;
  disability: boolean;
  errors: string[];
  /**
   * Why the row may be a child already listed, when it can still be imported (the same name, neither
   * row with a PESEL: it may be another child of that name): the preview starts it unticked. A PESEL
   * already on the trip or earlier in the file is an error instead, since it cannot be imported.
   */
  duplicate: string | null;
};

export type ImportPreview = {
  rows: ImportPreviewRow[];
  validCount: number;
  /** How many more students the trip may take now (student limit minus current students). */
  remaining: number;
};

export type AttendanceStatus = 'present' | 'absent';

export type AttendanceCheckSummary = {
  id: string;
  tripId: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** hh:mm */
  time: string;
  createdBy: string | null;
  createdAt: string;
  presentCount: number;
  totalCount: number;
};

export type AttendanceRecord = {
  studentId: string;
  studentName: string;
  status: AttendanceStatus;
};

export type AttendanceCheckDetail = AttendanceCheckSummary & { records: AttendanceRecord[] };

export type StudentLocation = {
  studentId: string;
  studentName: string;
  lat: number;
  lng: number;
  /** ISO timestamp */
  lastUpdate: string;
  updatedByName: string | null;
};
