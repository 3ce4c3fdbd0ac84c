// What the API answers about invitations and the account's history (issue 30).

import type { GrammaticalGender } from '../polish/gender';

/** A pending invitation in the guardians dialog ('Zaproszenie wysłane dd.MM.yyyy'). */
export type TripInvitation = {
  id: string;
  email: string;
  /** When it was last mailed. */
  sentAt: string;
  expiresAt: string;
  /** Past its 14 days: it can be sent again (which renews it) or withdrawn. */
  expired: boolean;
};

/** What the invitation's page shows before the colleague signs in or signs up. */
export type TripInvitationPreview = {
  tripName: string;
  startDate: string;
  endDate: string;
  invitedBy: string;
  email: string;
  /** Whether the address has an account already: the page offers signing in rather than signing up. */
  accountExists: boolean;
};

/** Accepted: the trip the new guardian now belongs to. */
export type TripInvitationAccepted = { tripId: string; tripName: string };

export const ACCOUNT_EVENT_KINDS = ['reset_link_mailed', 'reset_link_operator', 'reset_link_head', 'password_reset', 'password_changed'] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** 'Historia konta': one reset link made or one change of the password. */
export type AccountEvent = { kind: AccountEventKind; at: string; actorName: string | null };

/** The head's 'Link do zmiany hasła' for a teacher of the school: shown once. */
export type TeacherResetLink = { link: string; expiresAt: string };

/** A line of the school's log: the head made a reset link for a teacher (with the head's 'Forma w komunikatach', issue 63). */
export type SchoolResetLinkRecord = { id: string; at: string; madeByName: string; madeByGender: GrammaticalGender | null; teacherName: string };
