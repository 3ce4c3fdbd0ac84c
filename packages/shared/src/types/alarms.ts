// 'Zaginięcie ucznia' (issue 28): what every guardian of the trip sees while a child is missing.

import type { GrammaticalGender } from '../polish/gender';

/**
 * The last roll call that saw the child present: which list, when, by whom (with their 'Forma w
 * komunikatach', issue 63: null, guessed from the name).
 */
export type LastSeen = { listName: string; date: string; time: string; markedAt: string | null; markedBy: string | null; markedByGender: GrammaticalGender | null };

export type MissingAlarm = {
  id: string;
  studentId: string;
  studentName: string;
  /** The child's recorded sex ('Ostatnio obecna'); null: guessed from the name. */
  studentSex: GrammaticalGender | null;
  className: string | null;
  /** The guardian whose group the child is in; null when not in a group. */
  groupGuardianName: string | null;
  /** Their 'Forma w komunikatach' ('Grupa Saszy Nowak', issue 63); null: guessed from the name. */
  groupGuardianGender: GrammaticalGender | null;
  roomNumber: string | null;
  raisedAt: string;
  raisedBy: string;
  /** The one who raised it: their 'Forma w komunikatach' ('Ogłosiła: …'); null: guessed from the name. */
  raisedByGender: GrammaticalGender | null;
  lastSeen: LastSeen | null;
  lastLocation: { lat: number; lng: number; at: string } | null;
  allergies: string | null;
  medicines: string | null;
  /** As on the karta alarmowa: the number for the trip's creator, null for everyone else. */
  parentPhone: string | null;
  hasParentPhone: boolean;
  /** The guardians who saw the alarm, by name. */
  seenBy: string[];
};
