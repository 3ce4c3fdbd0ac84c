// 'Rozliczenie wycieczki' (issue 31): the arithmetic of a trip's settlement, in integer grosze only.
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
   * cost is set. Whoever paid more has the overpayment due back first (issue 48), whatever the balance.
   */
  costs?: ReadonlyMap<string, number>;
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
  /** The equal split: what each payer gets (0 with amounts set by hand), at most what each paid. */
  perPayer: number;
  /** Payers who paid less than the equal part: they get back what they paid, the rest joins the remainder. */
  capped: number;
  /**
   * What the returns due leave of the surplus: the remainder of the equal division, or, with
   * amounts set by hand, the surplus not given back (negative: the amounts exceed it).
   */
  remainder: number;
  /** Paid beyond the cost, due back in full before any split (issue 48), and how many students overpaid. */
  overpaid: number;
  overpayers: number;
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

/**
 * The settlement. What a student paid beyond their cost goes back to them first, in full and whatever
 * the balance (issue 48: it was never the trip's money). The surplus left after that (a positive
 * balance less the overpayments) goes back in equal parts to the students who paid anything, each
 * part a whole grosz and at most what they paid towards the cost; the remainder of the division is
 * said, not spread (the leader decides: a part more for some, or the class fund). With amounts set by
 * hand, those are due instead: the leader's amounts include whatever they give back. No float is
 * ever involved.
 */
export function settle({ paid, expenses, returned, manual, costs }: SettlementInput): Settlement {
  const income = sum(paid.values());
  const spent = sum(expenses);
  const balance = income - spent;
  const returnedTotal = sum(returned.values());
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
  let perPayer = 0;
  let capped = 0;
  let remainder: number;
  if (manual) {
    for (const [id, amount] of manual) if (amount > 0) entry(id, amount);
    remainder = Math.max(0, balance) - sum(manual.values());
  } else {
    const surplus = Math.max(0, balance - overpaid);
    const payers = [...paid].filter(([, amount]) => amount > 0);
    perPayer = payers.length > 0 ? Math.floor(surplus / payers.length) : 0;
    remainder = surplus - perPayer * payers.length;
    for (const [id, amount] of payers) {
      const over = overpaidBy.get(id) ?? 0;
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
  return { income, spent, balance, returnedTotal, left: balance - returnedTotal, perPayer, capped, remainder, overpaid, overpayers: overpaidBy.size, due };
}

/**
 * The settlement's sentence on the returns, the same on the screen, the PDF and the XLSX: 'Nadwyżka
 * 125,00 zł zwracana po równo: po 41,66 zł dla 3 wpłacających; z podziału pozostaje 0,02 zł.'
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
}): string {
  // A reader who does not see the families' money (issue 47) is told how, not how much.
  if (s.balance === null || s.perPayer === null || s.remainder === null) {
    return s.split === 'manual'
      ? 'Nadwyżka, jeśli jest, wraca w kwotach ustalonych przez kierownika wycieczki.'
      : 'Nadpłaty wracają do tych, którzy je wpłacili; nadwyżka, jeśli jest, wraca po równo do wpłacających.';
  }
  if (s.split === 'manual') {
    if (s.balance <= 0) return s.balance === 0 ? 'Wycieczka rozliczona bez nadwyżki: zwrotów nie ma.' : `Niedobór ${formatZloty(-s.balance)}: zwrotów nie ma.`;
    return s.remainder >= 0
      ? `Nadwyżka ${formatZloty(s.balance)} zwracana w kwotach ustalonych przez kierownika wycieczki; pozostaje ${formatZloty(s.remainder)}.`
      : `Nadwyżka ${formatZloty(s.balance)}; ustalone zwroty przekraczają ją o ${formatZloty(-s.remainder)}.`;
  }
  const overpaid = s.overpaid ?? 0;
  // Issue 48: an overpayment is due back first, in full, whatever is left for the split.
  const first =
    overpaid > 0
      ? `Nadpłaty ${formatZloty(overpaid)} wracają w całości ${s.overpayers === 1 ? 'uczniowi, który wpłacił więcej niż koszt' : `uczniom, którzy wpłacili więcej niż koszt (${s.overpayers ?? 0})`}`
      : null;
  const surplus = s.balance - overpaid;
  if (surplus <= 0) {
    if (first) return `${first}; nadwyżki do podziału nie ma.`;
    return surplus === 0 ? 'Wycieczka rozliczona bez nadwyżki: zwrotów nie ma.' : `Niedobór ${formatZloty(-surplus)}: zwrotów nie ma.`;
  }
  if (s.payers === 0) return `Nadwyżka ${formatZloty(surplus)}: nikt jeszcze nie wpłacił, zwrotów nie ma.`;
  const cap = s.capped === 0 ? '' : s.capped === 1 ? '; uczeń, który wpłacił mniej, dostaje zwrot całej wpłaty' : `; uczniowie, którzy wpłacili mniej (${s.capped}), dostają zwrot całych wpłat`;
  const rest = s.remainder > 0 ? `; z podziału pozostaje ${formatZloty(s.remainder)}` : '';
  const split = `${formatZloty(surplus)} zwracana po równo: po ${formatZloty(s.perPayer)} dla ${s.payers} ${s.payers === 1 ? 'wpłacającego' : 'wpłacających'}${cap}${rest}.`;
  return first ? `${first}; pozostała nadwyżka ${split}` : `Nadwyżka ${split}`;
}
