import type { GrammaticalGender } from '../polish/gender';
import type { PaymentMethod } from '../schemas/payments';
import type { ExpenseCategory, SettlementSplit } from '../schemas/settlement';

// What the API answers about a trip's settlement (issue 31): 'Wydatki', 'Zwrot', 'Rozliczenie
// wycieczki' and 'Zakończ wycieczkę'. Amounts in grosze.

export type Expense = {
  id: string;
  category: ExpenseCategory;
  amount: number;
  /** YYYY-MM-DD */
  spentOn: string;
  documentNo: string | null;
  note: string | null;
  /** Who recorded it (the name at the time), and their 'Forma w komunikatach' ('Zapisała: …', issue 63; null: guessed from the name). */
  recordedBy: string;
  recordedByGender: GrammaticalGender | null;
  createdAt: string;
};

export type PaymentReturn = {
  id: string;
  studentId: string;
  amount: number;
  /** YYYY-MM-DD */
  returnedOn: string;
  method: PaymentMethod;
  note: string | null;
  recordedBy: string;
  createdAt: string;
};

/** One student's line of the settlement: what they paid, their return due, what was returned. */
export type SettlementStudent = {
  studentId: string;
  name: string;
  className: string | null;
  paid: number;
  /** The return due, its overpayment included. */
  due: number;
  /** Paid beyond the student's cost (issue 48): due back in full, part of `due`. */
  overpaid: number;
  returned: number;
  /** Still to be returned (negative: more was returned than due). */
  left: number;
  /** Still owed of the student's cost (issue 63): while it is above 0, no return of the surplus. */
  owes: number;
  /** The amount the leader set ('manual' split); null: none set. */
  manual: number | null;
  returns: PaymentReturn[];
};

/**
 * What 'Zakończ wycieczkę' asks about before closing, as the server knows it (the marks still waiting
 * on a phone to be sent, the device counts itself).
 */
export type CloseChecklist = {
  /** Students with a return due not yet made, and the sum, as the settlement stands once the trip is closed (issue 63). */
  returnsLeft: number;
  /** null for a reader who does not see amounts. */
  returnsLeftAmount: number | null;
  /** Students whose parents' consent was never delivered. */
  consentsMissing: number;
  /** A school trip whose karta the head never approved ('Karta niezatwierdzona', issue 48). */
  kartaUnapproved: boolean;
};

export type TripSettlement = {
  /**
   * Przychody (payments), rozchody (expenses), saldo, zwroty made and what is left after them. What
   * comes from the families' payments is null for a reader who does not see amounts (issue 47): a
   * guardian without 'Opiekunowie widzą kwoty wpłat' sees what the trip spent, never what was paid.
   */
  income: number | null;
  spent: number;
  balance: number | null;
  returned: number | null;
  left: number | null;
  byCategory: { category: ExpenseCategory; amount: number }[];
  expenses: Expense[];
  split: SettlementSplit;
  /** The equal split's part per payer and what the division leaves (or, set by hand, the surplus not given back); null as above. */
  perPayer: number | null;
  /** Payers who paid less than the equal part and get their whole payment back. */
  capped: number;
  remainder: number | null;
  /** Paid beyond the cost, due back first (issue 48), and how many students overpaid; the sum null as above. */
  overpaid: number | null;
  overpayers: number;
  payers: number;
  /**
   * Who still owes (issue 63): the number of students and the sum (null as above). While anyone owes
   * and the trip is not over, nothing of the surplus goes back (`heldBack`); after it, only to those
   * who owe nothing (`recipients`).
   */
  arrears: { students: number; amount: number | null };
  heldBack: boolean;
  recipients: number;
  note: string | null;
  /** Per student, for those who see amounts (the creator, the leader, guardians when allowed); else null. */
  students: SettlementStudent[] | null;
  canRecord: boolean;
  canSeeAmounts: boolean;
  /** 'Zakończona': when and by whom (ISO; the name then); null while open. */
  closed: { at: string; by: string } | null;
  /** Those who answer for the trip may close it (from its last day on) and undo the close. */
  canClose: boolean;
  endDate: string;
  /** The day the students' sensitive data is (or was) erased. */
  erasureDate: string;
  /** A fingerprint of what the settlement prints: the head approves this version, and the approval holds while it is the same. */
  version: string;
  /** The head's approval of the settlement (school trips): when and by whom; null until approved, or once it changed. */
  approval: { at: string; by: string } | null;
  checklist: CloseChecklist;
  today: string;
};
