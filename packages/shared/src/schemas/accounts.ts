import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { isValidPhone } from '../phone';
import type { GrammaticalGender } from '../polish/gender';
import { requiredText, optionalText, optionalChecked, emailField, storableText } from './fields';

// Accounts: signing up and in, the profile, finding users, deleting the account.

export const emailSchema = emailField(MSG.emailRequired);

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .check(
    storableText(MSG.passwordBadCharacter),
    z.minLength(LIMITS.passwordMin, MSG.passwordTooShort),
    z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong),
    z.regex(/[a-z]/, MSG.passwordWeak),
    z.regex(/[A-Z]/, MSG.passwordWeak),
    z.regex(/\d/, MSG.passwordWeak),
  );

export const personNameSchema = requiredText(MSG.personNameRequired, LIMITS.personNameMax, MSG.personNameTooLong);

export const phoneSchema = optionalChecked(MSG.phoneInvalid, isValidPhone);

export const signUpSchema = z.object({
  fullName: z.optional(z.string({ error: MSG.personNameTooLong }).check(z.trim(), storableText(MSG.personNameBadCharacter), z.maxLength(LIMITS.personNameMax, MSG.personNameTooLong))),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

/** 'Resetowanie hasła': the address to send the link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The secret of a reset link (43 characters of base64url: 256 bits). */
const resetTokenSchema = z.string({ error: MSG.passwordResetExpired }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, MSG.passwordResetExpired));

export const passwordResetCheckSchema = z.object({ token: resetTokenSchema });

/** 'Ustaw nowe hasło': the link's secret and the new password, under the sign-up rules. */
export const passwordResetSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const refreshSchema = z.object({
  refreshToken: z.string({ error: MSG.sessionExpired }).check(storableText(MSG.sessionExpired), z.minLength(1, MSG.sessionExpired), z.maxLength(200, MSG.sessionExpired)),
});

/**
 * 'Forma w komunikatach' (issue 63): 'F' (Pani), 'M' (Pan), '' or null not chosen (the first name
 * decides, polish/gender.ts); absent: kept as it is (the leader's phone is saved without it).
 */
export const grammaticalGenderSchema = z.optional(
  z.pipe(
    z.nullable(z.enum(['F', 'M', ''], { error: MSG.grammaticalGenderInvalid })),
    z.transform((v): GrammaticalGender | null => (v === 'F' || v === 'M' ? v : null)),
  ),
);

export const profileUpdateSchema = z
  .object({
    firstName: requiredText(MSG.firstNameRequired, LIMITS.personNameMax, MSG.firstNameTooLong),
    lastName: requiredText(MSG.lastNameRequired, LIMITS.personNameMax, MSG.lastNameTooLong),
    phone: phoneSchema,
    school: optionalText(LIMITS.schoolMax, MSG.schoolTooLong),
    schoolAddress: optionalText(LIMITS.schoolAddressMax, MSG.schoolAddressTooLong),
    grammaticalGender: grammaticalGenderSchema,
  })
  .check(
    z.refine((p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.length <= LIMITS.personNameMax, {
      error: MSG.personNameTooLong,
      path: ['lastName'],
    }),
  );
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const userSearchSchema = z.object({
  q: z
    .string({ error: MSG.searchTooShort })
    .check(z.trim(), storableText(MSG.textBadCharacter), z.minLength(LIMITS.leaderSearchMinChars, MSG.searchTooShort), z.maxLength(LIMITS.searchQueryMax, MSG.emailTooLong)),
});

/** 'Usuń konto': the password typed again. Not checked against the sign-up rules: an old password may predate them. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: MSG.passwordRequired }).check(storableText(MSG.passwordBadCharacter), z.minLength(1, MSG.passwordRequired), z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong)),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

/** 'Zmień hasło' (issue 30): the current password (as typed, any rules) and a new one under the sign-up rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: MSG.passwordRequired })
      .check(storableText(MSG.passwordBadCharacter), z.minLength(1, MSG.passwordRequired), z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong)),
    newPassword: passwordSchema,
  })
  .check(
    z.refine((p: { currentPassword: string; newPassword: string }) => p.currentPassword !== p.newPassword, {
      error: MSG.passwordUnchanged,
      path: ['newPassword'],
    }),
  );
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** 'Potwierdź adres e-mail' (issue 47): the e-mailed link's secret, the same shape as a reset link's. */
export const emailConfirmationSchema = z.object({ token: resetTokenSchema });
