import type { GrammaticalGender } from '../polish/gender';
import type { TripApproval } from './approvals';
import type { TripCost } from './payments';
import type { TripTransportSummary } from './transport';

// What the API answers (split by feature, issue 49): a trip as the list shows it, its guardians, and the documents it prints.

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
  /** 'Przewóz' and 'Ubezpieczenie' (issue 54): whether given, and the police's check of the coach. */
  transportStatus: TripTransportSummary;
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
  /** Their 'Forma w komunikatach' ('Grupa Saszy Nowak', issue 63); null: guessed from the name. */
  grammaticalGender: GrammaticalGender | null;
  role: TripRole;
  isLeader: boolean;
};

export type UserSearchResult = {
  id: string;
  email: string;
  fullName: string;
};

/** The trip's printable documents (GET /api/trips/:tripId/documents/:kind). */
/** 'linki': 'Linki dla rodziców (PDF)', one slip per student with its parent link and QR code (issue 25). */
/** The trip's PDFs; 'identyfikatory' are the children's badges to scan at a roll call (issue 28). */
export type TripDocumentKind = 'karta' | 'lista' | 'zgody' | 'linki' | 'identyfikatory';

/**
 * A document being made for its reader (issue 55: POST /api/trips/:tripId/documents/:kind, then
 * GET /api/documents/:id until 'ready', then GET /api/documents/:id/file). `pagesDone` of `pages`
 * while 'making' ('Przygotowujemy dokument…'); `error` in Polish when 'failed'.
 */
export type DocumentJob = {
  id: string;
  kind: TripDocumentKind;
  state: 'queued' | 'making' | 'ready' | 'failed';
  pages: number;
  pagesDone: number;
  fileName: string | null;
  error: string | null;
};
