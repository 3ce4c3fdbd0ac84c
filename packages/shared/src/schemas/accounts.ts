import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { isValidPhone } from '../phone';
import { requiredText, optionalText, optionalChecked, emailField } from './fields';

// Accounts: signing up and in, the profile, finding users, deleting the account.

export const emailSchema = emailField(MSG.emailRequired);

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .check(
    z.minLength(LIMITS.passwordMin, MSG.passwordTooShort),
    z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong),
    z.regex(/[a-z]/, MSG.passwordWeak),
    z.regex(/[A-Z]/, MSG.passwordWeak),
    z.regex(/\d/, MSG.passwordWeak),
  );

export const personNameSchema = requiredText(MSG.personNameRequired, LIMITS.personNameMax, MSG.personNameTooLong);

export const phoneSchema = optionalChecked(MSG.phoneInvalid, isValidPhone);

export const signUpSchema = z.object({
  fullName: z.optional(z.string({ error: MSG.personNameTooLong }).check(z.trim(), z.maxLength(LIMITS.personNameMax, MSG.personNameTooLong))),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

export const refreshSchema = z.object({
  refreshToken: z.string({ error: MSG.sessionExpired }).check(z.minLength(1, MSG.sessionExpired), z.maxLength(200, MSG.sessionExpired)),
});

export const profileUpdateSchema = z
  .object({
    firstName: requiredText(MSG.firstNameRequired, LIMITS.personNameMax, MSG.firstNameTooLong),
    lastName: requiredText(MSG.lastNameRequired, LIMITS.personNameMax, MSG.lastNameTooLong),
    phone: phoneSchema,
    school: optionalText(LIMITS.schoolMax, MSG.schoolTooLong),
    schoolAddress: optionalText(LIMITS.schoolAddressMax, MSG.schoolAddressTooLong),
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
    .check(z.trim(), z.minLength(LIMITS.leaderSearchMinChars, MSG.searchTooShort), z.maxLength(LIMITS.searchQueryMax, MSG.emailTooLong)),
});

/** 'Usuń konto': the password typed again. Not checked against the sign-up rules: an old password may predate them. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: MSG.passwordRequired }).check(z.minLength(1, MSG.passwordRequired), z.maxLength(LIMITS.passwordMax, MSG.passwordTooLong)),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;
