import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { instalmentsSumMessage, MSG } from '../messages';
import { formatZloty, isValidPolishAccount, MONEY_MAX_GROSZE, normalizeAccount, parseZloty } from '../money';
import { dateSchema, moneyDateSchema, optionalChecked, optionalText, storableText } from './fields';

// Issue 26: the trip's cost, a payment, a student's individual cost. The API takes integer grosze;
// the forms take what a teacher types ('850,00') and turn it into grosze with the same messages.

/** An amount in grosze: a whole number above zero (or from `min`), at most 100 000,00 zł. */
export function grosze(min: 0 | 1 = 1) {
  return z.number({ error: MSG.amountInvalid }).check(
    z.refine((v: number) => Number.isSafeInteger(v), MSG.amountInvalid),
    z.gte(min, MSG.amountNotPositive),
    z.lte(MONEY_MAX_GROSZE, MSG.amountTooLarge),
  );
}

/** An amount as typed in a form: '850,00'. `required` says what an empty field means. */
export function moneyText(required: string, { allowZero = false } = {}) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v: string) => v === '' || parseZloty(v) !== null, MSG.amountInvalid),
    z.refine((v: string) => parseZloty(v) === null || allowZero || parseZloty(v)! > 0, MSG.amountNotPositive),
    z.refine((v: string) => (parseZloty(v) ?? 0) <= MONEY_MAX_GROSZE, MSG.amountTooLarge),
  );
}

/** 'Numer konta': 26 digits, spaces and 'PL' allowed, passing the IBAN check; stored as the digits. */
const accountField = z.pipe(
  optionalChecked(MSG.accountInvalid, isValidPolishAccount),
  z.transform((v: string | null) => (v ? normalizeAccount(v) : null)),
);

const payeeField = optionalText(LIMITS.payeeMax, MSG.payeeTooLong);

type CostShape = { perStudent: number; instalments: { amount: number }[]; account: string | null; payee: string | null };

function checkCost(cost: CostShape, ctx: z.core.$RefinementCtx<CostShape>) {
  if (cost.instalments.length > 0) {
    const sum = cost.instalments.reduce((total, instalment) => total + instalment.amount, 0);
    if (sum !== cost.perStudent) {
      ctx.addIssue({ code: 'custom', message: instalmentsSumMessage(formatZloty(sum), formatZloty(cost.perStudent)), path: ['instalments'] });
    }
  }
  if (cost.account && !cost.payee) ctx.addIssue({ code: 'custom', message: MSG.payeeRequired, path: ['payee'] });
}

/**
 * The trip's cost ('Koszt na ucznia', 'Raty', 'Numer konta', 'Odbiorca przelewu'), sent with a trip
 * update; null takes it away (the payments stay).
 */
export const tripCostSchema = z
  .object({
    perStudent: grosze(),
    instalments: z._default(
      z
        .array(z.object({ amount: grosze(), dueDate: dateSchema(MSG.instalmentDateRequired) }), { error: MSG.invalidRequest })
        .check(z.maxLength(LIMITS.instalmentsMax, MSG.tooManyInstalments)),
      [],
    ),
    account: accountField,
    payee: payeeField,
    /** 'Opiekunowie widzą kwoty wpłat': otherwise guardians see totals and each student's status only. */
    guardiansSeePayments: z._default(z.boolean({ error: MSG.invalidRequest }), false),
  })
  .check(z.superRefine(checkCost));
export type TripCostInput = z.input<typeof tripCostSchema>;
export type TripCostValues = z.output<typeof tripCostSchema>;

/** The edit dialog's 'Koszt i wpłaty': what the teacher types. An empty cost with nothing else means no cost. */
export const tripCostFormSchema = z
  .object({
    perStudent: z.string({ error: MSG.amountInvalid }).check(
      z.trim(),
      z.refine((v: string) => v === '' || parseZloty(v) !== null, MSG.amountInvalid),
      z.refine((v: string) => v === '' || parseZloty(v) === null || parseZloty(v)! > 0, MSG.amountNotPositive),
      z.refine((v: string) => (parseZloty(v) ?? 0) <= MONEY_MAX_GROSZE, MSG.amountTooLarge),
    ),
    instalments: z
      .array(z.object({ amount: moneyText(MSG.amountRequired), dueDate: dateSchema(MSG.instalmentDateRequired) }))
      .check(z.maxLength(LIMITS.instalmentsMax, MSG.tooManyInstalments)),
    account: z.string().check(z.trim(), z.refine((v: string) => v === '' || isValidPolishAccount(v), MSG.accountInvalid)),
    payee: z.string().check(z.trim(), storableText(MSG.payeeBadCharacter), z.maxLength(LIMITS.payeeMax, MSG.payeeTooLong)),
    guardiansSeePayments: z.boolean(),
  })
  .check(
    z.superRefine((form, ctx) => {
      const perStudent = parseZloty(form.perStudent);
      if (perStudent === null) {
        if (form.perStudent === '' && (form.instalments.length > 0 || form.account !== '' || form.payee !== '' || form.guardiansSeePayments)) {
          ctx.addIssue({ code: 'custom', message: MSG.costRequired, path: ['perStudent'] });
        }
        return;
      }
      const instalments = form.instalments.map((instalment) => ({ amount: parseZloty(instalment.amount) ?? Number.NaN }));
      if (instalments.some((instalment) => Number.isNaN(instalment.amount))) return;
      checkCost({ perStudent, instalments, account: form.account || null, payee: form.payee || null }, ctx as never);
    }),
  );
export type TripCostForm = z.input<typeof tripCostFormSchema>;

/** The form's values as the API takes them: null for no cost. */
export function costFromForm(form: TripCostForm): TripCostInput | null {
  const perStudent = parseZloty(form.perStudent);
  if (perStudent === null) return null;
  return {
    perStudent,
    instalments: form.instalments.map((instalment) => ({ amount: parseZloty(instalment.amount) ?? 0, dueDate: instalment.dueDate })),
    account: form.account.trim() || null,
    payee: form.payee.trim() || null,
    guardiansSeePayments: form.guardiansSeePayments,
  };
}

export const PAYMENT_METHODS = ['gotowka', 'przelew'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { gotowka: 'gotówka', przelew: 'przelew' };

const paymentFields = {
  paidOn: moneyDateSchema(MSG.paymentDateRequired, MSG.paymentDateTooEarly),
  method: z.enum(PAYMENT_METHODS, { error: MSG.paymentMethodInvalid }),
  note: optionalText(LIMITS.paymentNoteMax, MSG.paymentNoteTooLong),
};

/** 'Dodaj wpłatę' and its correction. The service refuses a date after today. */
export const paymentSchema = z.object({
  studentId: z.uuid({ error: MSG.paymentStudentRequired }),
  amount: grosze(),
  ...paymentFields,
});
export type PaymentInput = z.input<typeof paymentSchema>;

/** The payment dialog's form: the amount as typed. */
export const paymentFormSchema = z.object({
  studentId: z.string({ error: MSG.paymentStudentRequired }).check(z.minLength(1, MSG.paymentStudentRequired)),
  amount: moneyText(MSG.amountRequired),
  ...paymentFields,
});
export type PaymentForm = z.input<typeof paymentFormSchema>;

/** 'Koszt indywidualny' of one student (a sibling discount, a free place): null goes back to the trip's cost. */
export const studentCostSchema = z.object({
  amount: z.nullable(grosze(0)),
  note: optionalText(LIMITS.paymentNoteMax, MSG.paymentNoteTooLong),
});
export type StudentCostInput = z.input<typeof studentCostSchema>;

/** 'Zapisz wybrane': the statement's lines the teacher confirmed, each with its student. */
export const statementImportSchema = z.object({
  lines: z
    .array(
      z.object({
        ref: z.string({ error: MSG.invalidRequest }).check(z.regex(/^[0-9a-f]{64}$/, MSG.invalidRequest)),
        studentId: z.uuid({ error: MSG.paymentStudentRequired }),
        // The amount and the day are checked line by line by the server, which reports a line it
        // cannot take on that line and records the others (issue 47).
        amount: z.number({ error: MSG.amountInvalid }),
        paidOn: dateSchema(MSG.paymentDateRequired),
        title: optionalText(LIMITS.statementTitleMax, MSG.statementTitleTooLong),
      }),
      { error: MSG.invalidRequest },
    )
    .check(z.minLength(1, MSG.statementNothingChosen), z.maxLength(LIMITS.statementMaxLines, MSG.statementTooManyLines)),
});
export type StatementImportInput = z.input<typeof statementImportSchema>;
