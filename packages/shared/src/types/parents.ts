import type { ConsentAnswer } from '../consent-statements';
import type { ConsentStatus } from '../limits';
import type { ParentPayments } from './payments';
import type { ParentPickup, StudentMedicine } from './care';

// What the API answers (split by feature, issue 49): the parent page: the link, the messages and what the page shows.

/** A child's parent link as the teacher sees it ('Link dla rodzica'). */
export type ParentLink = {
  studentId: string;
  /** '/rodzic#…': the secret in the fragment, never sent to a server. */
  path: string;
  createdAt: string;
  /** The parent turned on 'Powiadamiaj mnie' through this link, on at least one phone (issue 50). */
  notifications: boolean;
};

/** Which parents of the trip get 'Komunikaty' as notifications (issue 50): their children, by id. */
export type ParentNotifications = { studentIds: string[] };

/** 'Komunikaty dla rodziców': one message from the trip. */
export type TripMessage = { id: string; body: string; authorName: string; createdAt: string };

/** The parent page's languages (issue 53): Polish binds; Ukrainian and English translate it. */
export type ParentLanguage = 'pl' | 'uk' | 'en';

/** What the parent page shows: the trip, this one child, the consent and the messages. Nothing of any other child. */
export type ParentView = {
  trip: {
    name: string;
    destination: string;
    startDate: string;
    endDate: string;
    meetingPoint: string | null;
    returnPoint: string | null;
    leaderName: string | null;
    leaderPhone: string | null;
    program: { day: string; departureTime: string | null; arrivalTime: string | null; destination: string; program: string | null }[];
  };
  student: {
    name: string;
    className: string | null;
    allergies: string | null;
    diet: string | null;
    medicines: string | null;
    /** Phones and PESEL come back masked (a forwarded link must not read them): whether each is given. */
    hasParentPhone: boolean;
    hasParentPhone2: boolean;
    hasPesel: boolean;
    filledAt: string | null;
  };
  consent: {
    /** The participation. */
    status: ConsentStatus;
    /** Medical help in an emergency (issue 48), answered apart. */
    medical: ConsentStatus;
    /** On the parent page: when and by whom; null when given on paper or not yet. */
    onlineAt: string | null;
    by: string | null;
    /** Until the trip starts. */
    open: boolean;
    /** The statements the parent answers one by one (issue 48): the participation, then the medical help. */
    participationText: string;
    medicalText: string;
    /** The teacher's added statements, each with the answer given (null: not yet). */
    extra: { key: string; text: string; answer: ConsentAnswer | null }[];
    /** The rest of the form's text for this child, paragraph by paragraph: the health statement, the school's clauses, RODO. */
    text: string[];
    /**
     * The consent in the link's language (issue 53), when it is not Polish: the same statements
     * translated; the Polish above binds and is shown beside it. The school's own clauses stay as written.
     */
    translation: { participationText: string; medicalText: string; text: string[] } | null;
    /** A fingerprint of both texts shown (Polish and the translation): sent back with the answer, stored with it. */
    fingerprint: string;
    /** The language the answer was given in (online), or null. */
    answeredIn: ParentLanguage | null;
  };
  messages: TripMessage[];
  /** 'Do zapłaty' (issue 26); null while the trip has no cost. */
  payments: ParentPayments | null;
  /**
   * 'Z kim w pokoju?' (issue 52): while the teacher takes wishes (until the day she set), the child's
   * classmates on the trip as 'Ola K.' and the child's wishes; null otherwise.
   */
  rooming: ParentRooming | null;
  /**
   * 'Odbiór dziecka' (issue 54): who may collect the child, the handover to confirm and the code; null
   * on a finished trip ('Zakończona'), where nothing is collected any more.
   */
  pickup: ParentPickup | null;
  /** 'Leki' (issue 54): the child's medicines, which the parent adds, corrects and removes. */
  medicines: StudentMedicine[];
  /** The link's language (issue 53); null until one is chosen (the page then guesses from the browser). */
  language: ParentLanguage | null;
};

export type ParentRooming = { until: string; classmates: { id: string; name: string }[]; wishes: string[] };
