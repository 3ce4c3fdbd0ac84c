// Money for the trip (issue 26): amounts are integer grosze everywhere, never floating point. The
// rules here are the ones the server computes balances with and the web and parent pages show.

/** The largest amount the app takes for a cost, an instalment or a payment: 100 000,00 zł. */
export const MONEY_MAX_GROSZE = 10_000_000;

const AMOUNT = /^(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/**
 * An amount as typed: '850', '850,00', '850.5', '1 234,50', '1234,50 zł'. Null for anything else
 * (a negative, three decimals, letters): never a rounded guess.
 */
export function parseZloty(text: string): number | null {
  const trimmed = text.trim().replace(/\s*zł$/i, '').trim();
  const match = AMOUNT.exec(trimmed);
  if (!match) return null;
  const zloty = Number(match[1]!.replace(/[ \u00a0]/g, ''));
  const grosze = Number((match[2] ?? '').padEnd(2, '0'));
  const total = zloty * 100 + grosze;
  return Number.isSafeInteger(total) ? total : null;
}

const NBSP = '\u00a0';

/** '1 234,50 zł': the Polish way, with a space between thousands even for four digits. */
export function formatZloty(grosze: number): string {
  // No-break spaces: '1 000,00 zł' never breaks into '1' and '000,00 zł' at the end of a line.
  return `${formatAmount(grosze).replace(/ /g, NBSP)}${NBSP}zł`;
}

/** An amount the reader may not be shown (issue 47: null for a guardian without 'Opiekunowie widzą kwoty wpłat'): '–' then. */
export function formatZlotyIfShown(grosze: number | null): string {
  return grosze === null ? '–' : formatZloty(grosze);
}

/** '1 234,50': the amount without its currency, as a form field shows it. */
export function formatAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const zloty = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${zloty},${String(abs % 100).padStart(2, '0')}`;
}

/** A Polish account number without spaces or the 'PL' prefix: 26 digits, or null. */
export function normalizeAccount(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  return /^\d{26}$/.test(compact) ? compact : null;
}

/**
 * The IBAN check of a Polish account number (NRB): the two check digits make 'PL' + the number
 * leave 1 when divided by 97 (ISO 13616). A mistyped digit or two swapped digits fail it.
 */
export function isValidPolishAccount(text: string): boolean {
  const account = normalizeAccount(text);
  if (!account) return false;
  // The country code moves to the end as digits (P = 25, L = 21), followed by the check digits.
  const digits = `${account.slice(2)}2521${account.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** '12 3456 7890 1234 5678 9012 3456': how a bank prints an account number. */
export function formatAccount(account: string): string {
  return `${account.slice(0, 2)} ${account.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}

export type Instalment = { amount: number; dueDate: string };

/** What a trip costs each student and when (the trip's edit dialog). */
export type CostPlan = {
  perStudent: number;
  /** Empty: the whole cost is due on the trip's first day. */
  instalments: readonly Instalment[];
  startDate: string;
};

/**
 * The instalments one student owes, in date order. Without instalments the whole cost is due on the
 * trip's first day. An individual cost ('Koszt indywidualny') below the trip's takes the difference
 * off the last instalments first; one above it adds the difference to the last instalment.
 */
export function studentInstalments(plan: CostPlan, individualCost: number | null): Instalment[] {
  const base = plan.instalments.length > 0 ? [...plan.instalments].sort((a, b) => a.dueDate.localeCompare(b.dueDate)) : [{ amount: plan.perStudent, dueDate: plan.startDate }];
  const cost = individualCost ?? plan.perStudent;
  const result = base.map((instalment) => ({ ...instalment }));
  let difference = cost - plan.perStudent;
  if (difference > 0) {
    result[result.length - 1]!.amount += difference;
  } else {
    for (let i = result.length - 1; i >= 0 && difference < 0; i -= 1) {
      const taken = Math.min(result[i]!.amount, -difference);
      result[i]!.amount -= taken;
      difference += taken;
    }
  }
  return result.filter((instalment) => instalment.amount > 0);
}

/** What is due by `date` (inclusive): the instalments whose due date has come. */
export function dueBy(instalments: readonly Instalment[], date: string): number {
  return instalments.reduce((sum, instalment) => (instalment.dueDate <= date ? sum + instalment.amount : sum), 0);
}

export type PaymentStatus = 'behind' | 'onTime' | 'paid' | 'overpaid' | 'free';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  behind: 'zalega',
  onTime: 'w terminie',
  paid: 'opłacone',
  overpaid: 'nadpłata',
  free: 'bez opłat',
};

export type StudentBalance = {
  cost: number;
  dueNow: number;
  paid: number;
  /** Paid minus the whole cost: negative while something is still to pay, positive for an overpayment. */
  balance: number;
  status: PaymentStatus;
  /** What to pay now: what is overdue, or else the rest of the next instalment; 0 when nothing is left. */
  toPayNow: number;
  /** The date `toPayNow` is due by; null when nothing is left to pay. */
  toPayBy: string | null;
};

/** One student's account on `today` (an ISO date, Warsaw time). */
export function studentBalance(plan: CostPlan, individualCost: number | null, paid: number, today: string): StudentBalance {
  const instalments = studentInstalments(plan, individualCost);
  const cost = instalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  const dueNow = dueBy(instalments, today);
  const status: PaymentStatus =
    paid > cost ? 'overpaid' : cost === 0 ? 'free' : paid === cost ? 'paid' : paid < dueNow ? 'behind' : 'onTime';
  let toPayNow = 0;
  let toPayBy: string | null = null;
  if (paid < dueNow) {
    toPayNow = dueNow - paid;
    toPayBy = today;
  } else if (paid < cost) {
    let cumulative = 0;
    for (const instalment of instalments) {
      cumulative += instalment.amount;
      if (cumulative > paid) {
        toPayNow = cumulative - paid;
        toPayBy = instalment.dueDate;
        break;
      }
    }
  }
  return { cost, dueNow, paid, balance: paid - cost, status, toPayNow, toPayBy };
}

// The Polish Bank Association's 2D code for a transfer ('Rekomendacja Związku Banków Polskich
// dotycząca kodu dwuwymiarowego („2D”) umożliwiającego realizację polecenia przelewu', 2013): nine
// fields separated by '|', UTF-8, read by Polish banks' apps. Decision 023 says why these lengths.

/** The largest amount the code carries: six digits of grosze, 9 999,99 zł. */
export const ZBP_AMOUNT_MAX = 999_999;
const ZBP_RECIPIENT_MAX = 20;
const ZBP_TITLE_MAX = 32;
/** What the standard's fields may hold: letters (Polish ones too), digits, space and , . / \ - @ # & * _ */
const ZBP_DISALLOWED = /[^A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ ,./\\\-@#&*_]/g;

function zbpText(text: string, max: number): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(ZBP_DISALLOWED, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export type TransferCode = { account: string; amount: number; recipient: string; title: string };

/**
 * The string a payment QR code carries: NIP (empty: a person or a council has none) | PL | the
 * account | the amount in grosze as six digits | the recipient (20 characters) | the title
 * (32 characters) | three reserved fields. Null when the amount does not fit six digits: the page
 * then shows the transfer's data to type instead of a code that would say a wrong amount.
 */
export function zbpTransferString({ account, amount, recipient, title }: TransferCode): string | null {
  const number = normalizeAccount(account);
  if (!number || !Number.isSafeInteger(amount) || amount < 0 || amount > ZBP_AMOUNT_MAX) return null;
  return ['', 'PL', number, String(amount).padStart(6, '0'), zbpText(recipient, ZBP_RECIPIENT_MAX), zbpText(title, ZBP_TITLE_MAX), '', '', ''].join('|');
}

/** A child's transfer title, as the parent page shows it: 'Wycieczka Zakopane 2026 – Jan Kowalski, kl. 4b'. */
export function transferTitle(tripName: string, studentName: string, className: string | null): string {
  const trip = /^wycieczka\b/i.test(tripName.trim()) ? tripName.trim() : `Wycieczka ${tripName.trim()}`;
  return `${trip} – ${studentName}${className ? `, kl. ${className}` : ''}`;
}

/**
 * The same title within the code's 32 characters: the child first, so a bank statement still names
 * them, then as many whole words of the trip's name as fit ('Jan Kowalski kl. 4b Zakopane').
 */
export function transferCodeTitle(tripName: string, studentName: string, className: string | null): string {
  let title = zbpText(`${studentName}${className ? ` kl. ${className}` : ''}`, ZBP_TITLE_MAX);
  for (const word of zbpText(tripName.trim().replace(/^wycieczka\s+/i, ''), 200).split(' ')) {
    if (!word || title.length + 1 + word.length > ZBP_TITLE_MAX) break;
    title = `${title} ${word}`;
  }
  return title;
}
