// 'Rozliczenie wycieczki' (issue 31): the arithmetic of a trip's settlement, in integer grosze only.
import { arrearsLine, SETTLEMENT_ARREARS_TEXTS as ARREARS } from './messages/settlement';
import { formatZloty } from './money';

/** What went in and out, per the trip's records. */
export type SettlementInput = {
  /** Each student's payments (returns not included), in grosze. */
  paid: ReadonlyMap<string, number>;
  /** Every expense, in grosze. */
  expenses: readonly number[];
  /** Returns already made ('Zwrot'), per student, in grosze. */
  returned: ReadonlyMap<string, number>;
  /** The amounts the leader set ('manual' split), per student; absent: the surplus is split equally among payers. */
  manual?: ReadonlyMap<string, number>;
  /**
   * What each student was to pay (the individual cost, else the trip's), in grosze; absent where no
   * cost is set. Whoever paid more has the overpayment due back first (issue 48), whatever the balance;
   * whoever paid less owes the difference and gets no return (issue 63).
   */
  costs?: ReadonlyMap<string, number>;
  /**
   * The trip is over (closed, or past its last day): the surplus then goes back to those who owe
   * nothing, whoever still owes. Before that, while anyone owes, none of it goes back (issue 63).
   */
  over?: boolean;
};

export type Settlement = {
  /** Przychody: every payment. */
  income: number;
  /** Rozchody: every expense. */
  spent: number;
  /** Saldo: income − spent (negative: a shortfall the school covers). */
  balance: number;
  /** Zwroty made so far, and what is left once they are made. */
  returnedTotal: number;
  left: number;
  /** The equal split: what each recipient gets (0 with amounts set by hand), at most what each paid. */
  perPayer: number;
  /** Recipients who paid less than the equal part: they get back what they paid, the rest joins the remainder. */
  capped: number;
  /**
   * What the returns due leave of the surplus: the remainder of the equal division (all of it while
   * the split is held back), or, with amounts set by hand, the surplus not given back (negative: the
   * amounts exceed it).
   */
  remainder: number;
  /** Paid beyond the cost, due back in full before any split (issue 48), and how many students overpaid. */
  overpaid: number;
  overpayers: number;
  /** What each student still owes of their cost (issue 63), only those who owe; and their count and sum. */
  owing: Map<string, number>;
  arrears: { students: number; amount: number };
  /** Someone owes and the trip is not over: nothing of the surplus goes back yet (overpayments still do). */
  heldBack: boolean;
  /** Those the surplus is split among: who paid something and owes nothing. */
  recipients: number;
  /** Each student's return due (its overpayment included), what was returned, and what is still to be returned. */
  due: Map<string, { due: number; overpaid: number; returned: number; left: number }>;
};

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError('grosze must be safe integers');
    total += value;
  }
  return total;
};

/** What each family still owes (issue 63): its cost less what it paid, for those with a cost who paid less. */
function owingOf(paid: ReadonlyMap<string, number>, costs: ReadonlyMap<string, number> | undefined): Map<string, number> {
  const owing = new Map<string, number>();
  for (const [id, cost] of costs ?? []) {
    const short = cost - (paid.get(id) ?? 0);
    if (short > 0) owing.set(id, short);
  }
  return owing;
}

/**
 * The settlement. What a student paid beyond their cost goes back to them first, in full and whatever
 * the balance (issue 48: it was never the trip's money). The surplus left after that (a positive
 * balance less the overpayments) goes back in equal parts to the students who paid anything and owe
 * nothing, each part a whole grosz and at most what they paid towards the cost; the remainder of the
 * division is said, not spread (the leader decides: a part more for some, or the class fund). With
 * amounts set by hand, those are due instead: the leader's amounts include whatever they give back.
 * A family that owes gets no return of the surplus, and while anyone owes before the trip is over,
 * nobody does (issue 63: what came in is not a surplus while most families have yet to pay). No
 * float is ever involved.
 */
export function settle({ paid, expenses, returned, manual, costs, over = false }: SettlementInput): Settlement {
  const income = sum(paid.values());
  const spent = sum(expenses);
  const balance = income - spent;
  const returnedTotal = sum(returned.values());
  const owing = owingOf(paid, costs);
  const arrears = { students: owing.size, amount: sum(owing.values()) };
  const heldBack = arrears.students > 0 && !over;
  const due = new Map<string, { due: number; overpaid: number; returned: number; left: number }>();
  const entry = (id: string, amount: number, overpaidPart = 0) => {
    const back = returned.get(id) ?? 0;
    due.set(id, { due: amount, overpaid: overpaidPart, returned: back, left: amount - back });
  };
  const overpaidBy = new Map<string, number>();
  if (!manual && costs) {
    for (const [id, amount] of paid) {
      const cost = costs.get(id);
      if (cost !== undefined && amount > cost) overpaidBy.set(id, amount - cost);
    }
  }
  const overpaid = sum(overpaidBy.values());
  const mayGetSurplus = (id: string) => !heldBack && !owing.has(id);
  let perPayer = 0;
  let capped = 0;
  let recipients = 0;
  let remainder: number;
  if (manual) {
    // The leader's amounts, but never to a family that owes, nor while the split is held back.
    let given = 0;
    for (const [id, amount] of manual) {
      if (amount <= 0 || !mayGetSurplus(id)) continue;
      entry(id, amount);
      given += amount;
      recipients += 1;
    }
    remainder = Math.max(0, balance) - given;
  } else {
    const surplus = Math.max(0, balance - overpaid);
    const payers = [...paid].filter(([, amount]) => amount > 0);
    recipients = payers.filter(([id]) => mayGetSurplus(id)).length;
    perPayer = recipients > 0 ? Math.floor(surplus / recipients) : 0;
    remainder = surplus - perPayer * recipients;
    for (const [id, amount] of payers) {
      const over = overpaidBy.get(id) ?? 0;
      if (!mayGetSurplus(id)) {
        entry(id, over, over);
        continue;
      }
      // Nobody gets back more than they paid towards the cost (a deposit only): what the part exceeds joins the remainder.
      const share = Math.min(perPayer, amount - over);
      if (share < perPayer) {
        capped += 1;
        remainder += perPayer - share;
      }
      entry(id, share + over, over);
    }
  }
  // A return made to a student with nothing due still shows (it is money out).
  for (const [id, back] of returned) if (!due.has(id) && back > 0) due.set(id, { due: 0, overpaid: 0, returned: back, left: -back });
  return {
    income,
    spent,
    balance,
    returnedTotal,
    left: balance - returnedTotal,
    perPayer,
    capped,
    remainder,
    overpaid,
    overpayers: overpaidBy.size,
    owing,
    arrears,
    heldBack,
    recipients,
    due,
  };
}

/**
 * The settlement's sentence on the returns, the same on the screen, the PDF and the XLSX: 'Nadwyżka
 * 125,00 zł zwracana po równo: po 41,66 zł dla 3 wpłacających; z podziału pozostaje 0,02 zł.' While
 * families owe it starts with what they owe, 'Zaległości: 18 uczniów, 21 400,00 zł.' (issue 63).
 */
export function settlementSplitLine(s: {
  split: 'equal' | 'manual';
  balance: number | null;
  perPayer: number | null;
  capped: number;
  remainder: number | null;
  payers: number;
  overpaid?: number | null;
  overpayers?: number;
  /** Who owes and how much (the sum null for a reader who does not see the payments). */
  arrears?: { students: number; amount: number | null };
  heldBack?: boolean;
  /** Those the surplus is split among; the payers when not given. */
  recipients?: number;
}): string {
  const owed = s.arrears && s.arrears.students > 0 ? `${arrearsLine(s.arrears.students, s.arrears.amount)}. ` : '';
  const line = owed ? splitWithArrears(s) : splitOf(s);
  return `${owed}${line}`;
}

type SplitFacts = Parameters<typeof settlementSplitLine>[0];

/** While families owe (issue 63): nothing of the surplus before the trip is over, then only to those who paid it all. */
function splitWithArrears(s: SplitFacts): string {
  const hidden = s.balance === null || s.perPayer === null || s.remainder === null;
  if (s.heldBack) {
    if (hidden) return ARREARS.heldHidden;
    const first = overpaidClause(s);
    if (s.balance! - (s.overpaid ?? 0) <= 0) return splitOf(s);
    return first ? `${first}; ${ARREARS.heldAfterOverpaid}.` : ARREARS.held;
  }
  if (hidden) return s.split === 'manual' ? splitOf(s) : ARREARS.hiddenAmongPaidUp;
  return splitOf(s, true);
}

function overpaidClause(s: SplitFacts): string | null {
  const overpaid = s.overpaid ?? 0;
  if (overpaid <= 0) return null;
  return `Nadpłaty ${formatZloty(overpaid)} wracają w całości ${s.overpayers === 1 ? 'uczniowi, który wpłacił więcej niż koszt' : `uczniom, którzy wpłacili więcej niż koszt (${s.overpayers ?? 0})`}`;
}

function splitOf(s: SplitFacts, amongPaidUp = false): string {
  // A reader who does not see the families' money (issue 47) is told how, not how much.
  if (s.balance === null || s.perPayer === null || s.remainder === null) {
    return s.split === 'manual'
      ? 'Nadwyżka, jeśli jest, wraca w kwotach ustalonych przez kierownika wycieczki.'
      : 'Nadpłaty wracają do tych, którzy je wpłacili; nadwyżka, jeśli jest, wraca po równo do wpłacających.';
  }
  const noSurplus = amongPaidUp || s.heldBack ? ARREARS.noSurplus : 'Wycieczka rozliczona bez nadwyżki: zwrotów nie ma.';
  if (s.split === 'manual') {
    if (s.balance <= 0) return s.balance === 0 ? noSurplus : `Niedobór ${formatZloty(-s.balance)}: zwrotów nie ma.`;
    return s.remainder >= 0
      ? `Nadwyżka ${formatZloty(s.balance)} zwracana w kwotach ustalonych przez kierownika wycieczki; pozostaje ${formatZloty(s.remainder)}.`
      : `Nadwyżka ${formatZloty(s.balance)}; ustalone zwroty przekraczają ją o ${formatZloty(-s.remainder)}.`;
  }
  // Issue 48: an overpayment is due back first, in full, whatever is left for the split.
  const first = overpaidClause(s);
  const surplus = s.balance - (s.overpaid ?? 0);
  if (surplus <= 0) {
    if (first) return `${first}; nadwyżki do podziału nie ma.`;
    return surplus === 0 ? noSurplus : `Niedobór ${formatZloty(-surplus)}: zwrotów nie ma.`;
  }
  const recipients = s.recipients ?? s.payers;
  if (s.payers === 0) return `Nadwyżka ${formatZloty(surplus)}: nikt jeszcze nie wpłacił, zwrotów nie ma.`;
  if (recipients === 0) return `${first ? `${first}; pozostała nadwyżka` : 'Nadwyżka'} ${formatZloty(surplus)}: ${ARREARS.nobodyPaidUp}`;
  const cap = s.capped === 0 ? '' : s.capped === 1 ? '; uczeń, który wpłacił mniej, dostaje zwrot całej wpłaty' : `; uczniowie, którzy wpłacili mniej (${s.capped}), dostają zwrot całych wpłat`;
  const rest = s.remainder > 0 ? `; z podziału pozostaje ${formatZloty(s.remainder)}` : '';
  const how = amongPaidUp ? ARREARS.splitAmongPaidUp : 'zwracana po równo';
  const split = `${formatZloty(surplus)} ${how}: po ${formatZloty(s.perPayer)} dla ${recipients} ${recipients === 1 ? 'wpłacającego' : 'wpłacających'}${cap}${rest}.`;
  return first ? `${first}; pozostała nadwyżka ${split}` : `Nadwyżka ${split}`;
}
