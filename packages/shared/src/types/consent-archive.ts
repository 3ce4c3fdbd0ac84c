import type { ConsentStatus } from '../limits';

// 'Archiwum zgód' (issue 31): what the erasure keeps of a trip's consents, for the years set.

export type ConsentForm = 'paper' | 'online';

/** How the archive and its PDF name a consent's answer and form. */
export const ARCHIVE_CONSENT_LABELS: Record<ConsentStatus, string> = { given: 'Tak', refused: 'Nie', missing: 'Brak' };
export const CONSENT_FORM_LABELS: Record<ConsentForm, string> = { paper: 'papierowa', online: 'online' };

/** One archived trip as the list shows it: its name and dates as they were, the counts, and until when it is kept. */
export type ArchivedTrip = {
  /** The trip's id as it was (the trip may be deleted since). */
  tripId: string;
  tripName: string;
  startDate: string;
  endDate: string;
  /** The school the trip belonged to; null for a teacher working alone, or a school deleted since. */
  schoolName: string | null;
  students: number;
  given: number;
  refused: number;
  missing: number;
  /** The last day the record is kept (YYYY-MM-DD); the erasure deletes it the day after. */
  keepUntil: string;
  /** Whether the signed-in user created the trip (otherwise they read it as the school's head). */
  mine: boolean;
};

/** 'Archiwum zgód': the trips whose records the user reads, the latest trip first. */
export type ConsentArchiveList = {
  trips: ArchivedTrip[];
  /** The school whose records the user reads as its head; null for anyone else. */
  headOf: string | null;
};

/** One student's consent as the erasure kept it. */
export type ArchivedConsent = {
  id: string;
  studentName: string;
  className: string | null;
  consent: ConsentStatus;
  /** The answer on medical help in an emergency (issue 48). */
  medicalConsent: ConsentStatus;
  /** Null when no answer was given. */
  consentForm: ConsentForm | null;
  /** The day a consent on paper was delivered (YYYY-MM-DD). */
  consentDate: string | null;
  /** When a parent answered on the parent page (ISO 8601). */
  consentOnlineAt: string | null;
  /** The name the parent typed on the parent page. */
  consentBy: string | null;
  /** The language of the page the parent answered on (issue 53); the Polish text binds. */
  consentLanguage: 'pl' | 'uk' | 'en' | null;
};

/** The language of an answer as a Polish document names it (issue 53): 'ukraińskim' in 'w języku ukraińskim'. */
export const ANSWER_LANGUAGE_LABELS: Record<'pl' | 'uk' | 'en', string> = { pl: 'polskim', uk: 'ukraińskim', en: 'angielskim' };

/** One archived trip with its records, by surname. */
export type ArchivedTripRecords = { trip: ArchivedTrip; records: ArchivedConsent[] };
