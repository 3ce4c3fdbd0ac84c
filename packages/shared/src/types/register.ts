// What the API answers about the school's register of pupils (issue 51).

export type PupilSex = 'F' | 'M';
export const PUPIL_SEX_LABELS: Record<PupilSex, string> = { F: 'K', M: 'M' };

/** The kinds of file 'Import z e-dziennika' recognises by their content. */
export const REGISTER_FORMATS = ['sou-xml', 'sou-csv', 'sds', 'csv', 'xlsx'] as const;
export type RegisterFormat = (typeof REGISTER_FORMATS)[number];
export const REGISTER_FORMAT_LABELS: Record<RegisterFormat, string> = {
  'sou-xml': 'SOU (XML)',
  'sou-csv': 'CSV z polami SOU',
  sds: 'School Data Sync (ZIP)',
  csv: 'CSV',
  xlsx: 'Arkusz XLSX',
};

/** A pupil's fields an import compares and saves. */
export const REGISTER_FIELDS = ['surname', 'firstNames', 'className', 'registerNo', 'pesel', 'birthDate', 'sex', 'parentPhone', 'parentEmail'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export const REGISTER_FIELD_LABELS: Record<RegisterField, string> = {
  surname: 'Nazwisko',
  firstNames: 'Imiona',
  className: 'Klasa',
  registerNo: 'Nr w dzienniku',
  pesel: 'PESEL',
  birthDate: 'Data urodzenia',
  sex: 'Płeć',
  parentPhone: 'Telefon rodzica',
  parentEmail: 'E-mail rodzica',
};

/**
 * A pupil of the register. PESEL, phone and e-mail are shown to the head and 'Sekretariat'; a
 * teacher always gets MASKED, whether a value exists or not (the masking of a trip's guardian).
 */
export type RegisterPupil = {
  id: string;
  surname: string;
  firstNames: string;
  /** Null once the pupil is in 'Absolwenci / odeszli'. */
  className: string | null;
  registerNo: number | null;
  birthDate: string | null;
  sex: PupilSex | null;
  pesel: string | null;
  parentPhone: string | null;
  parentEmail: string | null;
  /** When the pupil went to 'Absolwenci / odeszli'; the data are erased the school's period later. */
  leftAt: string | null;
  /** The class the pupil left from ('8a'), for 'Absolwenci / odeszli'. */
  leftFrom: string | null;
};

/** One import, as the head sees it: who, when, which file, what it did. No pupil's data. */
export type RegisterImportRecord = {
  id: string;
  at: string;
  byName: string;
  /** 'trip': a teacher took `added` pupils into the trip named in `fileName` ('Z listy szkoły'). */
  kind: 'import' | 'new-year' | 'trip';
  fileName: string | null;
  format: RegisterFormat | null;
  added: number;
  changed: number;
  left: number;
  /** 'Nowy rok szkolny': the pupils moved one level up. */
  promoted: number;
};

export type RegisterClass = { className: string; pupils: RegisterPupil[] };

/** 'Uczniowie szkoły': classes in order ('1a' … '8c'), pupils in a class register's order. */
export type RegisterView = {
  /** The head or 'Sekretariat': imports, sees PESEL and phones, starts the year. */
  canManage: boolean;
  /** Grows with every change: 'Nowy rok szkolny' sends it back. */
  version: number;
  classes: RegisterClass[];
  /** 'Absolwenci / odeszli' (to those who manage only). */
  left: RegisterPupil[];
  /** The imports and years, newest first (to those who manage only). */
  history: RegisterImportRecord[];
  /** Days after leaving that a pupil's data are erased: the school's period. */
  eraseAfterDays: number;
};

export type RegisterChange = { field: RegisterField; from: string | null; to: string | null };

/** A pupil in the preview: the file's values, with the register's pupil when matched. */
export type RegisterPreviewPupil = { line: number; name: string; className: string };

export type RegisterPreview = {
  /** Saved with 'Zapisz' (kept by the server for an hour). */
  previewId: string;
  fileName: string;
  format: RegisterFormat;
  columns: { used: string[]; ignored: string[] };
  counts: { added: number; changed: number; unchanged: number; missing: number };
  added: RegisterPreviewPupil[];
  changed: (RegisterPreviewPupil & { pupilId: string; changes: RegisterChange[] })[];
  /** In the register, not in the file: kept unless ticked for 'Absolwenci / odeszli'. */
  missing: { pupilId: string; name: string; className: string | null }[];
  /** Rows left out: their line, the name the row itself gives (never another pupil's), and why. */
  refused: RegisterRefusedRow[];
};

/** A row of the file left out of an import, 'Wiersz 12 (Kowalska Anna): …'; `name` is null where the row has none. */
export type RegisterRefusedRow = { line: number; name: string | null; reason: string };

/** What 'Zapisz' did. */
export type RegisterImportResult = { added: number; changed: number; unchanged: number; left: number };

/** What 'Nowy rok szkolny' did. */
export type RegisterNewYearResult = { promoted: number; graduated: number };
