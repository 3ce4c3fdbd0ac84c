import type { GrammaticalGender } from '../polish/gender';
import type { SchoolRole } from './schools';

// What the API answers (split by feature, issue 49): the signed-in account: its session, its profile, its e-mail confirmation.

/** Shapes of the JSON the API answers with; both apps rely on them. */
export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
  /**
   * The account's place in a school ('head' or 'teacher'), null for none (issue 48): the head's own
   * navigation and home. Refreshed with every token; a session stored before it has none (undefined).
   */
  schoolRole?: SchoolRole | null;
};

/** The signed-in account's 'Potwierdź adres e-mail' (issue 47): confirmed, and whether this server sends e-mail at all. */
export type EmailConfirmationState = { email: string; confirmed: boolean; mail: boolean };

export type Session = {
  user: AuthUser;
  accessToken: string;
  /** Epoch milliseconds at which the access token stops being accepted. */
  accessTokenExpiresAt: number;
  refreshToken: string;
};

export type Profile = {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  school: string | null;
  schoolAddress: string | null;
  /** 'Forma w komunikatach' (issue 63): 'F' Pani, 'M' Pan; null: not chosen, guessed from the first name. */
  grammaticalGender: GrammaticalGender | null;
};
