// 'Zaginięcie ucznia' (issue 28): what every guardian of the trip sees while a child is missing.

/** The last roll call that saw the child present: which list, when, by whom. */
export type LastSeen = { listName: string; date: string; time: string; markedAt: string | null; markedBy: string | null };

export type MissingAlarm = {
  id: string;
  studentId: string;
  studentName: string;
  className: string | null;
  /** The guardian whose group the child is in; null when not in a group. */
  groupGuardianName: string | null;
  roomNumber: string | null;
  raisedAt: string;
  raisedBy: string;
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
