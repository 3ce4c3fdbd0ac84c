/**
 * 'Przewóz' (issue 54): the coach hired for the trip, as the police's check of a school coach asks for
 * it. Kept whole with the trip (read and written at once), as the cost's instalments are.
 */
export type TripCoach = {
  /** 'Przewoźnik': the carrier's name, e.g. 'Trans-Pol Sp. z o.o.'. */
  carrier: string;
  /** The carrier's NIP, 10 digits. */
  nip: string;
  /** 'Numery rejestracyjne': one per coach, e.g. ['KR 12345', 'KR 6789A']. */
  registrations: string[];
  /** Passenger seats of all the coaches together. */
  seats: number;
  /** 'Telefon kierowcy' */
  driverPhone: string;
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
