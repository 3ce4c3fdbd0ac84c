// What the API answers about a school (issue 27).

export const SCHOOL_ROLES = ['head', 'teacher'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];
export const SCHOOL_ROLE_LABELS: Record<SchoolRole, string> = { head: 'Dyrektor', teacher: 'Nauczyciel' };

export type School = {
  id: string;
  name: string;
  address: string | null;
  /** The erasure period the school's new trips start with (days after the end date). */
  eraseAfterDays: number;
  /** 'Archiwum zgód' (issue 31): years the school's consent records are kept after a trip's end (0: none kept). */
  consentKeepYears: number;
  headName: string;
  createdAt: string;
};

export type SchoolMember = {
  userId: string;
  fullName: string;
  email: string;
  role: SchoolRole;
  joinedAt: string;
  /** 'Sekretariat' (issue 51): a teacher the head lets keep the school's register of pupils. */
  registerClerk: boolean;
};

/** 'Zaproś nauczyciela': a link valid 7 days; `path` carries its secret, shown to the head only. */
/** The school invitation's page before joining (issue 48): which school, whose invitation, until when. */
export type SchoolInvitationPreview = { schoolName: string; headName: string; expiresAt: string };

export type SchoolInvitation = {
  id: string;
  path: string;
  createdAt: string;
  expiresAt: string;
  /** Where the head mailed it (issue 30); null for a link to copy. */
  email: string | null;
};

/** The signed-in user's school, or null for a teacher working alone. */
export type MySchool = {
  school: School;
  role: SchoolRole;
  /** The head, or a teacher named 'Sekretariat': keeps 'Uczniowie szkoły' (issue 51). */
  managesRegister: boolean;
  members: SchoolMember[];
  /** The live invitations: the head's alone (empty for a teacher). */
  invitations: SchoolInvitation[];
} | null;
