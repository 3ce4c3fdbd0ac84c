import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { TEXT_FIELDS, type TextField } from '../messages/characters';

// The pieces every schema is made of: texts, dates and hours both databases store, and the
// message a failed parse shows.

// zod/mini: the same engine as zod with functions instead of methods, so a bundle holds only what the
// schemas use (the sign-in screen loads these; npm run bench measures its weight).

// A message a schema does not set itself is ours too, never zod's: its Polish locale still names types
// in English ('oczekiwano object, otrzymano tablica', issue 24). A body that is not an object says so;
// anything else a schema leaves unsaid is 'Nieprawidłowe dane żądania'.
z.config({
  localeError: (issue) => (issue.code === 'invalid_type' && (issue.path?.length ?? 0) === 0 ? MSG.bodyNotObject : MSG.invalidRequest),
});

// Each field's messages are set explicitly, including the "missing" case, so no English zod
// default can reach a user. Field order in an object is the order its first error is reported in.

const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

/**
 * True when a text holds only characters both databases store (issue 62): no NUL (PostgreSQL's text
 * refuses it) and no half of a UTF-16 surrogate pair on its own (jsonb refuses the JSON escape of one,
 * and text would keep U+FFFD instead). In a 'u' pattern a whole pair is one character, which the class
 * does not match.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * A text read from a file, made one both databases store: a NUL becomes a space, as white space does,
 * and half of a surrogate pair alone (an XLSX cell's '&#xD800;', a text cut in the middle of an emoji)
 * becomes U+FFFD, as a broken byte of UTF-8 does.
 */
export function toStorableText(value: string): string {
  return value.replace(/\0/g, ' ').replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

/** Refuses a text `isStorableText` refuses, with `message`: the field's own (a code, a link's secret) or one naming it. */
export function storableText(message: string) {
  return z.refine<string>((v) => isStorableText(v), message);
}

/** The message for a text too long, of a field with a name (messages/characters.ts). */
export type TextTooLong = (typeof MSG)[`${TextField}TooLong`];

const BAD_CHARACTER: ReadonlyMap<string, string> = new Map(TEXT_FIELDS.map((field) => [MSG[`${field}TooLong`], MSG[`${field}BadCharacter`]]));

/** A free text's check for such characters: its message names the field its 'too long' message is of. */
function namedStorableText(tooLong: TextTooLong) {
  return storableText(BAD_CHARACTER.get(tooLong)!);
}

/** A required trimmed string: missing, wrong type and empty all say `required`. */
export function requiredText(required: string, max: number, tooLong: TextTooLong) {
  return z.string({ error: required }).check(z.trim(), namedStorableText(tooLong), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** '' (after trimming) or an absent value means "nothing", stored as null. */
export function emptyAsNull(schema: z.ZodMiniString<string>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );
}

/** An optional free text; '' means "nothing" and is stored as null. */
export function optionalText(max: number, tooLong: TextTooLong) {
  return emptyAsNull(z.string({ error: tooLong }).check(z.trim(), namedStorableText(tooLong), z.maxLength(max, tooLong)));
}

/** An optional text that, when given, must pass `isValid` (the masked placeholder is sent back by guardians' forms). */
export function optionalChecked(message: string, isValid: (v: string) => boolean) {
  return emptyAsNull(z.string({ error: message }).check(z.trim(), z.refine((v: string) => v === '' || (isStorableText(v) && isValid(v)), message)));
}

/** A required email: trimmed, lower case, one address. */
export function emailField(required: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(LIMITS.emailMax, MSG.emailTooLong), z.regex(z.regexes.email, MSG.emailInvalid), z.toLowerCase());
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A calendar date as YYYY-MM-DD that exists (no 31 February) and both databases store: years 1 to
 * 9999 (PostgreSQL has no year 0; issue 24: year 0 answered 500).
 */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * A moment as ISO 8601 with its offset (z.iso.datetime checks the form) that PostgreSQL's timestamptz
 * takes: a year of 1 to 9999 as written and in UTC, and an offset within ±15:59 (issue 24: year 0 and
 * +16:00 answered 500, and a phone's outbox would send such a mark again for ever).
 */
export function isStorableDateTime(value: string): boolean {
  const offset = OFFSET.exec(value);
  // Date.parse reads past a NUL ('2026-05-11T08:00:00\u0000Z').
  if (!offset || value.startsWith('0000') || !isStorableText(value)) return false;
  if (offset[1] && (Number(offset[2]) > 15 || Number(offset[3]) > 59)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** The first part of an ISO moment ('2026-05-11T…') written with a year both databases store (1 to 9999). */
export function hasStorableYear(isoMoment: string): boolean {
  return /^\d{4}-/.test(isoMoment) && !isoMoment.startsWith('0000');
}

export function dateSchema(required: string) {
  return z.string({ error: required }).check(
    z.minLength(1, required),
    z.refine((v: string) => v === '' || isValidIsoDate(v), MSG.dateInvalid),
  );
}

/** The earliest day money may be dated (issue 47): anything older is a typing mistake ('1900-01-01'). */
export const MONEY_DATE_MIN = '2000-01-01';

/** A day of money moving (a payment, an expense, a return): a date, and not before MONEY_DATE_MIN. The services refuse a day after today. */
export function moneyDateSchema(required: string, tooEarly: string) {
  return dateSchema(required).check(z.refine((v: string) => v === '' || v >= MONEY_DATE_MIN, tooEarly));
}

/** An optional hour, hh:mm. */
export const optionalHour = emptyAsNull(z.string({ error: MSG.timeInvalid }).check(z.trim(), z.refine((v: string) => v === '' || HOUR.test(v), MSG.timeInvalid)));

/** 'Archiwum zgód: przechowuj (lata)' (issue 31): the school's, or a trip's without a school; 0 erases it with the rest. */
export const consentKeepYearsField = z
  .number({ error: MSG.consentKeepYearsInvalid })
  .check(
    z.refine((v: number) => Number.isSafeInteger(v), MSG.consentKeepYearsInvalid),
    z.gte(LIMITS.consentKeepYearsMin, MSG.consentKeepYearsInvalid),
    z.lte(LIMITS.consentKeepYearsMax, MSG.consentKeepYearsInvalid),
  );

/** The message to show for a failed parse: the first issue, as the forms show the first error. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? MSG.invalidRequest;
}

/** Answers to a trip's added statements (issue 48), by key: at most a few, each 'given' or 'refused'. */
export const consentAnswersField = z
  .record(z.string().check(z.maxLength(20), storableText(MSG.extraAnswerInvalid)), z.enum(['given', 'refused'], { error: MSG.extraAnswerInvalid }), { error: MSG.extraAnswerInvalid })
  .check(z.refine((answers: Record<string, string>) => Object.keys(answers).length <= 20, MSG.extraAnswerInvalid));
