/**
 * 'Przewóz' (issue 54): the coach hired for the trip, as the police's check of a school coach asks for
 * it. Kept whole with the trip (read and written at once), as the cost's instalments are.
 */
export type TripCoach = {
  /** 'Przewoźnik': the carrier's name, e.g. 'Trans-Pol Sp. z o.o.'. */
  carrier: string;
  /** The carrier's NIP, 10 digits; null: not known yet (the police request says it is missing). */
  nip: string | null;
  /** 'Numery rejestracyjne': one per coach, e.g. ['KR 12345', 'KR 6789A']; empty: not known yet (often given days before). */
  registrations: string[];
  /** Passenger seats of all the coaches together. */
  seats: number;
  /** 'Telefon kierowcy'; null: not known yet. */
  driverPhone: string | null;
  /** Where and when the police are asked to check the coach; null: the trip's meeting point, first day, first departure. */
  checkPlace: string | null;
  checkDate: string | null;
  /** hh:mm */
  checkTime: string | null;
};

/**
 * 'Ubezpieczenie' (issue 54): the trip's policy, printed on the karta wycieczki and the karta
 * alarmowa. Abroad it must cover accident (NNW) and medical costs (KL) for the trip's dates.
 */
export type TripInsurance = {
  insurer: string;
  policyNumber: string;
  /** yyyy-MM-dd */
  validFrom: string;
  validUntil: string;
  /** 'Telefon alarmowy ubezpieczyciela' */
  emergencyPhone: string;
  /** 'NNW': następstwa nieszczęśliwych wypadków. */
  nnw: boolean;
  /** 'KL': koszty leczenia (a trip abroad). */
  medical: boolean;
};

/** What the trip's card knows of 'Przewóz' and 'Ubezpieczenie' (TripSummary.transportStatus): enough to remind the leader of the police check. */
export type TripTransportSummary = {
  hasCoach: boolean;
  /** 'OC i badanie techniczne sprawdzone': when (ISO); null while not recorded. */
  coachCheckedAt: string | null;
  hasInsurance: boolean;
};

/** One fact of 'Wniosek o kontrolę autokaru': its label and value, or null when the trip does not say it yet. */
export type CoachCheckFact = { label: string; value: string | null };

/**
 * 'Wniosek o kontrolę autokaru' filled from the trip: the facts the police ask for, what is still
 * missing (by label), and the text to paste into an e-mail to the police.
 */
export type CoachCheckRequest = { facts: CoachCheckFact[]; missing: string[]; subject: string; text: string };

/** GET /api/trips/:tripId/transport: 'Przewóz' and 'Ubezpieczenie' as the dialog shows them. */
export type TripTransport = {
  coach: TripCoach | null;
  /** 'OC i badanie techniczne sprawdzone': when (ISO) and who; null while not recorded. */
  coachCheck: { at: string; by: string } | null;
  insurance: TripInsurance | null;
  /** Who travels (students, and members with the leader): the seats are counted against them. */
  passengers: { students: number; guardians: number };
  /** Sentences that keep 'Wyślij do zatwierdzenia' refused: too few seats, a trip abroad without NNW and KL. */
  blockers: string[];
  abroad: boolean;
  /** From 7 days before the departure until the check is recorded. */
  checkDue: boolean;
  /** The request to the police; null without a coach. */
  request: CoachCheckRequest | null;
  /** The creator and the leader edit; every member reads. */
  canEdit: boolean;
};
