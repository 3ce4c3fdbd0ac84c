/** Business constants of docs/product.md §9, shared by the server and the web app. */
export const LIMITS = {
  studentsPerGuardian: 10,
  defaultTripLengthDays: 3,
  leaderSearchMinChars: 3,
  userSearchMaxResults: 10,
  peselLength: 11,
  phoneMin: 9,
  phoneMax: 20,
  personNameMax: 100,
  tripNameMax: 200,
  destinationMax: 200,
  roomNumberMax: 20,
  roomCapacityMin: 1,
  roomCapacityMax: 20,
  roomCapacityDefault: 4,
  allergiesMax: 500,
  dietMax: 500,
  emailMax: 255,
  passwordMin: 8,
  passwordMax: 72,
  schoolMax: 200,
  attendanceNameMax: 200,
  wizardGuardiansMax: 50,
  /** Members of one trip, its creator included: the wizard's 50 extra guardians and its leader fit. */
  tripMembersMax: 100,
  wizardRoomsMax: 200,
  searchQueryMax: 255,
  importMaxRows: 500,
  importMaxBytes: 1024 * 1024,
} as const;

export const MASKED = '***MASKED***';

export const GUARDIAN_ROLES = ['creator', 'guardian'] as const;
export type GuardianRole = (typeof GUARDIAN_ROLES)[number];

/** How many students a trip may have: 10 for each guardian, the leader included (docs/product.md §5). */
export function studentLimit(guardianCount: number): number {
  return Math.max(1, guardianCount) * LIMITS.studentsPerGuardian;
}

export function studentLimitMessage(limit: number): string {
  return `Limit uczniów: ${limit} (1 opiekun na 10 uczniów). Dodaj więcej opiekunów lub usuń uczniów.`;
}

/** The columns of the import template ('Pobierz szablon'), in the spelling the importer reads first. */
export const IMPORT_TEMPLATE_HEADERS = ['Imię i nazwisko', 'PESEL', 'Telefon rodzica', 'Alergie', 'Dieta'] as const;
