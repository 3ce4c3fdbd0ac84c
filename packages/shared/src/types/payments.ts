import type { Instalment, PaymentStatus } from '../money';
import type { GrammaticalGender } from '../polish/gender';
import type { PaymentMethod } from '../schemas/payments';

// What the API answers about a trip's money (issue 26). api-types.ts holds the features before it;
// new features keep their answers in a file of their own here.

/** The trip's cost, as the edit dialog sets it. Amounts in grosze. */
export type TripCost = {
  perStudent: number;
  instalments: Instalment[];
  /** 26 digits; null: money is collected in cash only. */
  account: string | null;
  payee: string | null;
  guardiansSeePayments: boolean;
};

export type Payment = {
  id: string;
  studentId: string;
  amount: number;
  /** YYYY-MM-DD */
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
  /** Who recorded it (the name at the time), or 'import wyciągu' style text for a confirmed bank line. */
  recordedBy: string;
  /** Their 'Forma w komunikatach' ('Zapisała: …', issue 63); null: guessed from the name. */
  recordedByGender: GrammaticalGender | null;
  createdAt: string;
};

/**
 * One student's line on 'Wpłaty'. Everyone who sees the screen sees the status; the amounts, the
 * payments and the notes only those who may (`TripPayments.canSeeAmounts`).
 */
export type StudentPayments = {
  studentId: string;
  name: string;
  className: string | null;
  status: PaymentStatus;
  amounts: {
    cost: number;
    /** 'Koszt indywidualny' and its note; null: the trip's cost. */
    individualCost: number | null;
    individualCostNote: string | null;
    dueNow: number;
    paid: number;
    balance: number;
    payments: Payment[];
  } | null;
};

export type TripPayments = {
  cost: TripCost | null;
  /** The day the balances are counted on (Warsaw). */
  today: string;
  totals: {
    /** What was paid, and the cost of every student together; null for a reader who does not see amounts (issue 47). */
    paid: number | null;
    cost: number | null;
    /** 'Zalegają: N': students who paid less than what is due today. */
    behind: number;
    /** 'Nadpłaty: N' */
    overpaid: number;
  };
  students: StudentPayments[];
  /** The creator and the leader: 'Dodaj wpłatę', corrections, 'Importuj wyciąg'. */
  canRecord: boolean;
  /** The creator and the leader, and guardians when the creator allows it. */
  canSeeAmounts: boolean;
};

/** 'Do zapłaty' on the parent page: the child's instalments, what is paid, and how to pay by transfer. */
export type ParentPayments = {
  instalments: Instalment[];
  cost: number;
  paid: number;
  status: PaymentStatus;
  toPayNow: number;
  toPayBy: string | null;
  transfer: {
    payee: string;
    account: string;
    /** 'Wycieczka Zakopane 2026 – Jan Kowalski, kl. 4b' */
    title: string;
    /** The ZBP 2D string for `toPayNow`; null when nothing is to pay or the amount does not fit the code. */
    code: string | null;
  } | null;
};

/** One incoming transfer of an imported bank statement, and the student it seems to be for. */
export type StatementPreviewLine = {
  /** The line's fingerprint: a line recorded once is never recorded again. */
  ref: string;
  date: string;
  amount: number;
  title: string;
  sender: string;
  /** The proposed student, or null: no name in the title, or several children fit. */
  studentId: string | null;
  /** Why: 'imię i nazwisko w tytule', 'nazwisko w tytule', or why nobody was proposed. */
  reason: string;
  /** Already recorded from an earlier import. */
  recorded: boolean;
  /** Why the import cannot take this line (a date from the future or before 2000, too large an amount); null: it can (issue 47). */
  problem: string | null;
};

/** 'Importuj wyciąg': the incoming transfers, and what was left out. */
export type StatementPreview = { lines: StatementPreviewLine[]; outgoing: number; unreadable: number };

/** What 'Zapisz wybrane' did: the lines recorded, those recorded before, and each line it could not take, with why (issue 47). */
export type StatementImportResult = { recorded: number; alreadyRecorded: number; refused: { ref: string; message: string }[] };
