// What the API answers (split by feature, issue 49): attendance lists, their records, and where students are.

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
  totalCount: number;
};

export type AttendanceRecord = {
  studentId: string;
  studentName: string;
  status: AttendanceStatus;
};

export type AttendanceCheckDetail = AttendanceCheckSummary & { records: AttendanceRecord[] };

export type StudentLocation = {
  studentId: string;
  studentName: string;
  lat: number;
  lng: number;
  /** ISO timestamp */
  lastUpdate: string;
  updatedByName: string | null;
};
