// What the API answers (split by feature, issue 49): the realtime channel's events.

export type RealtimeTopic =
  | 'trips'
  | 'trip_guardians'
  | 'students'
  | 'rooms'
  | 'attendance_checks'
  | 'attendance_records'
  | 'student_locations'
  | 'trip_program'
  /** A guardian revealed a parent's phone: the creator is told in the feed; the access log changed. */
  | 'sensitive_reads'
  /** 'Komunikaty dla rodziców' (issue 25). */
  | 'trip_messages'
  | 'payments'
  /** The karta's approval by the school's head (issue 27): sent, approved, returned. */
  | 'trip_approval'
  /** 'Zaginięcie ucznia' (issue 28): raised, seen, ended. */
  | 'missing_alarms'
  /** 'Leki' (issue 54): a student's medicines added, changed, removed… */
  | 'student_medicines'
  /** …and a dose marked. */
  | 'medicine_doses';

/** What the event stream sends: which trip changed and what, by whom. Never any student's data. */
export type RealtimeEvent = {
  tripId: string;
  topic: RealtimeTopic;
  action: 'created' | 'updated' | 'deleted';
  /** The id of the deleted student, room or attendance list, so clients stop asking for it. */
  entityId?: string;
  actorId: string;
  actorName: string;
  /** A Polish sentence for notifications, e.g. 'Anna Nowak dodała ucznia'. */
  summary: string;
  at: string;
};

/**
 * Every API response names how many change notifications the server had received when it began
 * reading; the event stream's 'ready' message names the count at which the stream began to listen.
 * Data read at a lower count may have missed a change the stream will never tell of.
 */
export const CHANGE_COUNT_HEADER = 'X-Change-Count';

/** The event stream's first message. */
export type RealtimeReady = { userId: string; changes: number };
