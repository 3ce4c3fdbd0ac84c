/** Care on the trip (issue 54): 'Leki' and 'Odbiór przez rodzica', as the API sends them. */

import type { GrammaticalGender } from '../polish/gender';

export type MedicineGivenBy = 'guardian' | 'self';
export type DoseStatus = 'given' | 'refused' | 'absent';

/** One medicine of one student ('Ventolin, 2 wdechy, 08:00 i 20:00, podaje opiekun'). */
export type StudentMedicine = {
  id: string;
  studentId: string;
  studentName: string;
  name: string;
  dose: string;
  /** hh:mm, ascending; empty when `asNeeded`. */
  times: string[];
  asNeeded: boolean;
  maxPerDay: number | null;
  givenBy: MedicineGivenBy;
  /** yyyy-MM-dd; null: from the trip's first day / to its last. */
  fromDate: string | null;
  untilDate: string | null;
  notes: string | null;
  byParent: boolean;
  /** When it was written (ISO). */
  createdAt: string;
  /**
   * When its hours were set (ISO): when it was written, or last given other hours, 'w razie potrzeby'
   * or another giver. No dose at an earlier time is due (dose-schedule.ts: nobody knew of it then).
   */
  hoursSetAt: string;
};

/**
 * What a list of a child's medicines names (the karta alarmowa, issue 63): one medicine valid on the
 * trip, read by `rules/child-medicines.ts` on the server and worded by `medicineSummaryLine`.
 */
export type ChildMedicine = Pick<StudentMedicine, 'name' | 'dose' | 'times' | 'asNeeded' | 'maxPerDay' | 'givenBy' | 'fromDate' | 'untilDate'>;

/** A marked dose, as the log ('Karta podawania leków') lists it. */
export type MedicineDose = {
  id: string;
  medicineId: string;
  studentId: string;
  doseDay: string;
  /** hh:mm; null: 'w razie potrzeby'. */
  scheduledTime: string | null;
  status: DoseStatus;
  markedAt: string;
  markedByName: string;
};

/**
 * A dose due on a day at a time, for 'Leki teraz': marked (with its mark) or not; `overdue` once 30
 * minutes past its time unmarked.
 */
export type DueDose = {
  medicineId: string;
  studentId: string;
  studentName: string;
  /** The student's group guardian: whose screen shows the dose overdue (null: every guardian's). */
  groupGuardianId: string | null;
  medicineName: string;
  dose: string;
  doseDay: string;
  scheduledTime: string;
  mark: MedicineDose | null;
  overdue: boolean;
};

/**
 * A trip's medicines and every dose marked (the roll call's 'Leki teraz' is worked out from them on
 * the phone, with no network too, by the shared dose schedule).
 */
export type TripMedicines = {
  medicines: StudentMedicine[];
  doses: MedicineDose[];
};

/** 'Kto może odebrać dziecko': a person a parent named on the parent page. */
export type PickupPerson = {
  id: string;
  studentId: string;
  name: string;
  relation: string | null;
  phone: string | null;
  document: string | null;
};

/** 'Odbiór przez rodzica': who collected the child, when and where; open until 'Powrót do grupy'. */
export type StudentHandover = {
  id: string;
  studentId: string;
  studentName: string;
  collectorKind: 'parent' | 'named';
  collectorName: string;
  collectedAt: string;
  place: string;
  recordedByName: string;
  /** The recorder's 'Forma w komunikatach' ('Zapisała: …', issue 63); null: guessed from the name. */
  recordedByGender: GrammaticalGender | null;
  confirmedAt: string | null;
  confirmedVia: 'link' | 'code' | null;
  returnedAt: string | null;
  returnedByName: string | null;
};

/**
 * 'Odbiór dziecka' on the parent page (issue 54): the people the parent named, the handover the
 * teacher recorded (to confirm, or confirmed), and the code to give the teacher in person.
 */
export type ParentPickup = {
  persons: Omit<PickupPerson, 'studentId'>[];
  /** The child's open handover; null while the child is with the group. */
  handover: Pick<StudentHandover, 'id' | 'collectorName' | 'collectedAt' | 'place' | 'confirmedAt' | 'confirmedVia'> | null;
  /**
   * Six digits, made anew once used: the teacher types them in to record the parent's confirmation.
   * Null once the open handover is confirmed: the pickup is done, and a fresh code would say otherwise (issue 63).
   */
  code: string | null;
};
