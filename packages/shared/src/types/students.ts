import type { ConsentAnswer } from '../consent-statements';
import type { GrammaticalGender } from '../polish/gender';
import type { ConsentStatus } from '../limits';

// What the API answers (split by feature, issue 49): a student, what a parent fills in, and the import's preview.

/** A student as the API sends it. For anyone but the trip's creator pesel and parentPhone are MASKED. */
export type Student = {
  id: string;
  tripId: string;
  name: string;
  /** The sex recorded for the child (the register, 'Ułóż pokoje'): 'Odebrana', 'Obecna' (issue 63); null: guessed from the name. */
  sex: GrammaticalGender | null;
  present: boolean;
  pesel: string | null;
  parentPhone: string | null;
  allergies: string | null;
  diet: string | null;
  /** 'Leki'. */
  medicines: string | null;
  roomId: string | null;
  roomNumber: string | null;
  className: string | null;
  disability: boolean;
  consent: ConsentStatus;
  /** YYYY-MM-DD, when the consent was delivered. */
  consentDate: string | null;
  /** The consent's second answer (issue 48): medical help in an emergency. */
  medicalConsent: ConsentStatus;
  /** The answers to the trip's added statements (issue 48), by key (consent-statements.ts). */
  consentExtra: Record<string, ConsentAnswer>;
  /** A second parent phone, given on the parent page; masked like the first. */
  parentPhone2: string | null;
  /** When a parent last saved 'Dane dziecka' on the parent page (ISO), and which fields it filled. */
  parentFilledAt: string | null;
  parentFilledFields: ParentDataField[] | null;
  /** A consent answered on the parent page: when (ISO) and the name the parent typed; null on paper. */
  consentOnlineAt: string | null;
  consentBy: string | null;
  /** The language the parent answered in online (issue 53): 'dostarczona (online, uk)'; null on paper. */
  consentLanguage: 'pl' | 'uk' | 'en' | null;
  /** 'Grupy' (issue 28): the guardian whose group the child is in; null until the trip is split. */
  groupGuardianId: string | null;
  /** 'Identyfikatory' (issue 28): the code in the child's badge's QR code (badges.ts); no personal data. */
  badgeCode: string;
};

/** What a parent fills in on the parent page, in the order the teacher's screens name them. */
export const PARENT_DATA_FIELDS = ['parentPhone', 'parentPhone2', 'pesel', 'allergies', 'diet', 'medicines'] as const;

export type ParentDataField = (typeof PARENT_DATA_FIELDS)[number];

export const PARENT_DATA_LABELS: Record<ParentDataField, string> = {
  parentPhone: 'Telefon rodzica',
  parentPhone2: 'Drugi telefon',
  pesel: 'PESEL',
  allergies: 'Alergie',
  diet: 'Dieta',
  medicines: 'Leki',
};

export type SensitiveData = { pesel: string | null; parentPhone: string | null };

/** One row of a file being imported, as the preview shows it. */
export type ImportPreviewRow = {
  rowNumber: number;
  name: string;
  pesel: string;
  parentPhone: string;
  allergies: string;
  diet: string;
  medicines: string;
  className: string;
  disability: boolean;
  errors: string[];
  /**
   * Why the row may be a child already listed, when it can still be imported (the same name, neither
   * row with a PESEL: it may be another child of that name): the preview starts it unticked. A PESEL
   * already on the trip or earlier in the file is an error instead, since it cannot be imported.
   */
  duplicate: string | null;
};

export type ImportPreview = {
  rows: ImportPreviewRow[];
  validCount: number;
  /** How many more students the trip may take now (student limit minus current students). */
  remaining: number;
};
