// What the API answers (split by feature, issue 49): attendance lists, their records, and where students are.

import type { GrammaticalGender } from '../polish/gender';

export type AttendanceStatus = 'present' | 'absent';

export type AttendanceCheckSummary = {
  id: string;
  tripId: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** hh:mm */
  time: string;
  createdBy: string | null;
  createdAt: string;
  presentCount: number;
  /** The children the list expects: the trip's, but those a parent had taken at the list's time (issue 54). */
  totalCount: number;
  /**
   * 'Obecni: 49 / 49, 1 odebrany' (issue 54): children a parent had taken ('Odbiór przez rodzica') when
   * the list was made or at its time; counted in neither number above. Absent on a list made on this
   * device and not sent yet: 0.
   */
  collectedCount?: number;
  /** 'Zbiórka' (issue 54): the meeting point's place, and optionally its point on the map; null: a roll call. */
  meetingPlace?: string | null;
  meetingLat?: number | null;
  meetingLng?: number | null;
};

export type AttendanceRecord = {
  studentId: string;
  studentName: string;
  status: AttendanceStatus;
  /**
   * Who took the child, when a parent had taken them at the list's time (issue 54): the row says
   * 'Odebrany' and has no toggle, and the counts leave the child out. Absent or null: on the list.
   */
  collectedBy?: string | null;
  /**
   * When the record's mark was made, as stored (its device's time, never later than the server's;
   * ISO); null for a record never marked. Of two copies of a record, the one with the later mark is
   * the newer (docs/decisions/017): a list read from the server before a mark of this device was
   * stored does not undo it on screen. Absent: an answer of a server before it was sent.
   */
  markedAt?: string | null;
};

/** What the server answers a mark: the record as it holds it now (a later mark from elsewhere may have won). */
export type AttendanceMarkAnswer = { studentId: string; status: AttendanceStatus; markedAt: string | null };

export type AttendanceCheckDetail = AttendanceCheckSummary & { records: AttendanceRecord[] };

export type StudentLocation = {
  studentId: string;
  studentName: string;
  lat: number;
  lng: number;
  /** ISO timestamp */
  lastUpdate: string;
  updatedByName: string | null;
  /** Their 'Forma w komunikatach' ('Zapisała: …', issue 63); null: guessed from the name. */
  updatedByGender: GrammaticalGender | null;
};
