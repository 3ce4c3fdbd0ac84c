import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { moneyDateSchema, optionalText, storableText } from './fields';
import { grosze, moneyText, PAYMENT_METHODS } from './payments';

// Issue 31: 'Wydatki', 'Zwrot' and 'Rozliczenie wycieczki'. The API takes integer grosze; the forms
// take what a teacher types ('1 250,00'), as for payments.

export const EXPENSE_CATEGORIES = ['transport', 'noclegi', 'wyzywienie', 'bilety', 'przewodnik', 'ubezpieczenie', 'inne'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
/** As a school's settlement prints them. */
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  transport: 'Transport',
  noclegi: 'Noclegi',
  wyzywienie: 'Wyżywienie',
  bilety: 'Bilety wstępu',
  przewodnik: 'Przewodnik',
  ubezpieczenie: 'Ubezpieczenie',
  inne: 'Inne',
};

const expenseFields = {
  category: z.enum(EXPENSE_CATEGORIES, { error: MSG.expenseCategoryInvalid }),
  spentOn: moneyDateSchema(MSG.expenseDateRequired, MSG.expenseDateTooEarly),
  documentNo: optionalText(LIMITS.expenseDocumentMax, MSG.expenseDocumentTooLong),
  note: optionalText(LIMITS.paymentNoteMax, MSG.paymentNoteTooLong),
};

/** 'Dodaj wydatek' and its correction. The service refuses a date after today. */
export const expenseSchema = z.object({ ...expenseFields, amount: grosze() });
export type ExpenseInput = z.input<typeof expenseSchema>;

/** The expense dialog's form: the amount as typed. */
export const expenseFormSchema = z.object({ ...expenseFields, amount: moneyText(MSG.amountRequired) });
export type ExpenseForm = z.input<typeof expenseFormSchema>;

const returnFields = {
  studentId: z.uuid({ error: MSG.returnStudentRequired }),
  returnedOn: moneyDateSchema(MSG.returnDateRequired, MSG.returnDateTooEarly),
  method: z.enum(PAYMENT_METHODS, { error: MSG.paymentMethodInvalid }),
  note: optionalText(LIMITS.paymentNoteMax, MSG.paymentNoteTooLong),
};

/** 'Zwrot': money given back to a student's parents, recorded like a payment. */
export const returnSchema = z.object({ ...returnFields, amount: grosze() });
export type ReturnInput = z.input<typeof returnSchema>;

/** The return dialog's form: the amount as typed. */
export const returnFormSchema = z.object({ ...returnFields, studentId: z.string({ error: MSG.returnStudentRequired }).check(z.minLength(1, MSG.returnStudentRequired)), amount: moneyText(MSG.amountRequired) });
export type ReturnForm = z.input<typeof returnFormSchema>;

export const SETTLEMENT_SPLITS = ['equal', 'manual'] as const;
export type SettlementSplit = (typeof SETTLEMENT_SPLITS)[number];

/**
 * 'Zapisz rozliczenie': how the surplus goes back ('equal': in equal parts to those who paid;
 * 'manual': the amounts the leader sets, one per student, 0 for none) and the settlement's note.
 */
export const settlementUpdateSchema = z.object({
  split: z.enum(SETTLEMENT_SPLITS, { error: MSG.settlementSplitInvalid }),
  amounts: z._default(
    z
      .array(z.object({ studentId: z.uuid({ error: MSG.returnStudentRequired }), amount: grosze(0) }), { error: MSG.invalidRequest })
      .check(z.maxLength(LIMITS.settlementAmountsMax, MSG.settlementTooManyAmounts)),
    [],
  ),
  note: optionalText(LIMITS.settlementNoteMax, MSG.settlementNoteTooLong),
});
export type SettlementUpdateInput = z.input<typeof settlementUpdateSchema>;

/** 'Zatwierdź rozliczenie': the head sends back the version read, so a settlement changed meanwhile is not approved unseen. */
export const settlementApproveSchema = z.object({
  version: z.string({ error: MSG.invalidRequest }).check(storableText(MSG.invalidRequest), z.minLength(1, MSG.invalidRequest), z.maxLength(128, MSG.invalidRequest)),
});
export type SettlementApproveInput = z.input<typeof settlementApproveSchema>;
