// The approval of the karta wycieczki by the school's head teacher (issue 27).
import type { GrammaticalGender } from '../polish/gender';
import type { ProgramItem } from './program';

/** 'draft' until it is first sent: a school trip without an approval row. */
export const APPROVAL_STATUSES = ['draft', 'pending', 'approved', 'returned'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  draft: 'Szkic',
  pending: 'Czeka na zatwierdzenie',
  approved: 'Zatwierdzona',
  returned: 'Do poprawy',
};

/** One line the karta prints, as the approval compares it: 'Termin', '10.05.2027 – 12.05.2027'. */
export type KartaFact = { label: string; value: string };

/** What changed on the karta since the head approved it. */
export type KartaChange = { label: string; before: string; after: string };

/** A school trip's approval, as its members and the head see it; null for a trip of no school. */
export type TripApproval = {
  status: ApprovalStatus;
  schoolName: string;
  /** The head's comment when it was returned ('Do poprawy'). */
  comment: string | null;
  /** When it was last sent for approval (ISO). */
  submittedAt: string | null;
  /** When and by whom it was approved (ISO; the head's name then): set while 'approved'. */
  approvedAt: string | null;
  approvedBy: string | null;
  /** The head's 'Forma w komunikatach' ('zatwierdziła', issue 63); null: guessed from the name. */
  approvedByGender: GrammaticalGender | null;
  /** It was approved and then something the karta prints changed: the head sees what. */
  changedAfterApproval: boolean;
};

/**
 * 'Wyślij do zatwierdzenia': what is missing from the karta, what else refuses it (`blockers`, whole
 * sentences: too few seats in the coach, a trip abroad without its insurance; issue 54), and what
 * changed since the approval.
 */
export type ApprovalReadiness = { approval: TripApproval; missing: string[]; blockers: string[]; changes: KartaChange[] };

/** A school trip in the head's 'Wycieczki szkoły': never a PESEL, a phone or a child's health. */
export type SchoolTrip = {
  id: string;
  name: string;
  destination: string;
  startDate: string;
  endDate: string;
  leaderName: string | null;
  studentCount: number;
  /** Every member, the kierownik included: as the student limit counts them. */
  guardianCount: number;
  studentsPerGuardian: number;
  consentsGiven: number;
  consentsMissing: number;
  consentsRefused: number;
  approval: TripApproval;
};

/** 'Do zatwierdzenia': a school trip as the head reviews it. */
export type SchoolTripReview = SchoolTrip & {
  guardians: { fullName: string; isLeader: boolean }[];
  karta: KartaFact[];
  /** The karta's program row by row, which the head reads as the karta's table (issue 48). */
  program: ProgramItem[];
  changes: KartaChange[];
  missing: string[];
  /** Sentences that refuse the karta besides what it misses (issue 54): too few seats, a trip abroad without its insurance. */
  blockers: string[];
  /** Sent back with 'Zatwierdzam': the karta the head read; a karta changed since is refused. */
  kartaVersion: string;
};
