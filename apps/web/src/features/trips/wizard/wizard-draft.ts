import { capacityText, LIMITS, MSG, roomSchema, studentSchema, studentLimit, tripSchema, emailSchema, firstIssueMessage } from '@wycieczki/shared';
import * as z from 'zod/mini';
import { isoDateInDays } from '@/lib/format-date-range';

export type WizardTab = 'basics' | 'students' | 'rooms' | 'summary';
export const WIZARD_TABS: readonly { value: WizardTab; label: string }[] = [
  { value: 'basics', label: 'Podstawy' },
  { value: 'students', label: 'Uczniowie' },
  { value: 'rooms', label: 'Pokoje' },
  { value: 'summary', label: 'Podsumowanie' },
];

export const WIZARD_MSG = {
  roomNumberEmpty: 'Podaj numer pokoju',
  roomCapacityInvalid: 'Pojemność musi być liczbą większą od 0',
  overLimitWarning: 'Przekroczono limit! Dodaj więcej opiekunów w kroku 1 lub usuń uczniów.',
  studentAdded: 'Dodano ucznia do listy',
  studentsAdded: 'Dodano uczniów z listy szkoły',
  roomAdded: 'Dodano pokój do listy',
  guardianAdded: 'Dodano opiekuna',
} as const;

export type WizardBasics = {
  name: string;
  destination: string;
  startDate: string;
  endDate: string;
  tripLeaderEmail: string;
  /** The trip's ratio: one guardian per this many students (10 unless chosen). */
  studentsPerGuardian: number;
};

/** SPEC: the start is today, the end three days later. */
export function defaultBasics(): WizardBasics {
  return {
    name: '',
    destination: '',
    startDate: isoDateInDays(0),
    endDate: isoDateInDays(LIMITS.defaultTripLengthDays),
    tripLeaderEmail: '',
    studentsPerGuardian: LIMITS.studentsPerGuardian,
  };
}

/** The students and rooms tabs open once the basics that identify the trip are filled. */
export function basicsFilled(basics: Partial<WizardBasics>): boolean {
  return Boolean(basics.name?.trim() && basics.destination?.trim() && basics.tripLeaderEmail?.trim());
}

/** The first broken rule of the basics step (trip schema, then the leader), or null. */
export function basicsError(basics: WizardBasics): string | null {
  const trip = tripSchema.safeParse(basics);
  if (!trip.success) return firstIssueMessage(trip.error);
  if (!basics.tripLeaderEmail.trim()) return MSG.leaderRequired;
  const leader = emailSchema.safeParse(basics.tripLeaderEmail);
  return leader.success ? null : firstIssueMessage(leader.error);
}

/** The leader counts as a guardian. */
export function wizardStudentLimit(extraGuardianCount: number, perGuardian: number): number {
  return studentLimit(1 + extraGuardianCount, perGuardian);
}

/** A student as the wizard form collects it: the shared schema, with the wizard's own "name missing" text. */
export const wizardStudentSchema = z.extend(z.omit(studentSchema, { roomId: true }), {
  name: z
    .string({ error: MSG.studentNameRequiredWizard })
    .check(z.trim(), z.minLength(1, MSG.studentNameRequiredWizard), z.maxLength(LIMITS.personNameMax, MSG.personNameTooLong)),
});
export type WizardStudentInput = z.input<typeof wizardStudentSchema>;
/** `registerPupilId`: added 'Z listy szkoły' (issue 51), kept in the draft and sent with the trip. */
export type DraftStudent = z.output<typeof wizardStudentSchema> & { key: number; registerPupilId?: string };

/** A room as the form collects it: capacity typed as text, checked as a number >= 1, then the shared room rules. */
export const wizardRoomSchema = z.pipe(
  z.object({
    number: z.string().check(z.trim(), z.minLength(1, WIZARD_MSG.roomNumberEmpty)),
    capacity: capacityText(WIZARD_MSG.roomCapacityInvalid),
  }),
  roomSchema,
);
export type WizardRoomInput = z.input<typeof wizardRoomSchema>;
export type DraftRoom = z.output<typeof wizardRoomSchema> & { key: number };

/** Everything typed into the wizard, kept as a draft until the trip is created or 'Odrzuć szkic'. */
export type WizardDraft = {
  basics: WizardBasics;
  guardianEmails: string[];
  students: DraftStudent[];
  rooms: DraftRoom[];
  tab: WizardTab;
  /** 'Utwórz podobną' (issue 31): the trip whose details, numbers, cost and program the new one takes. */
  copyFrom?: { tripId: string; tripName: string } | null;
};

export const WIZARD_DRAFT = 'trip-wizard';

/** Whether anything was typed: the default dates alone are no draft. */
export function wizardHasContent({ basics, guardianEmails, students, rooms }: WizardDraft): boolean {
  const typed = [basics.name, basics.destination, basics.tripLeaderEmail].some((value) => value.trim() !== '');
  return typed || guardianEmails.length > 0 || students.length > 0 || rooms.length > 0;
}
