import type { ConsentStatus } from '../limits';
import type { ChildMedicine } from './care';
import type { ChildStanding } from './standing';
import type { ExtraNumber } from './trips';
import type { TripInsurance } from './transport';

// What the API answers (split by feature, issue 49): 'Karta alarmowa'.

/** A person to call on the 'Karta alarmowa': the leader, the creator or a guardian, with the phone of their profile. */
export type EmergencyContact = {
  userId: string;
  name: string;
  phone: string | null;
  isLeader: boolean;
  isCreator: boolean;
};

/** A student on the 'Karta alarmowa': what a guardian needs in an emergency, never the PESEL. */
export type EmergencyStudent = {
  id: string;
  name: string;
  className: string | null;
  roomNumber: string | null;
  allergies: string | null;
  diet: string | null;
  /** The old free text 'Leki' of the student's form and the parent page. */
  medicines: string | null;
  /** Every medicine of 'Leki' valid on the trip (issue 63); the card says both with `childMedicineLines`. */
  medicineEntries: ChildMedicine[];
  /** The parent's answer on medical help in an emergency (issue 48): the card says when it is not 'given'. */
  medicalConsent: ConsentStatus;
  /** The number itself for the trip's creator; null for everyone else, who asks with 'Pokaż telefon rodzica'. */
  parentPhone: string | null;
  /** A second number a parent gave on the parent page (issue 25), shown and revealed with the first. */
  parentPhone2: string | null;
  /** Whether there is a number to reveal at all. */
  hasParentPhone: boolean;
  /** With a parent now, or missing (issue 63): the server's read model of it; null while with the group. */
  standing: ChildStanding | null;
};

/**
 * 'Karta alarmowa' of a trip, open to every guardian of it. `lodging` is tonight's from the program
 * (the latest row on or before today that names one, within the trip), null when the program has none.
 */
export type EmergencyCard = {
  tripId: string;
  tripName: string;
  /** The numbers to dial besides 112 (issue 31). */
  inMountains: boolean;
  nearWater: boolean;
  extraNumbers: ExtraNumber[];
  contacts: EmergencyContact[];
  lodging: { day: string; text: string } | null;
  /** 'Ubezpieczenie' (issue 54): the policy and the insurer's assistance line; null when not given. */
  insurance: TripInsurance | null;
  students: EmergencyStudent[];
  /** The caller may see every number without asking (the creator). */
  canSeePhones: boolean;
  /** Reveals the caller has left this hour on this trip (null for the creator, who has no limit). */
  revealsLeft: number | null;
};

/** What 'Pokaż telefon rodzica' answers. */
export type RevealedPhone = { parentPhone: string; parentPhone2: string | null; revealsLeft: number | null };
