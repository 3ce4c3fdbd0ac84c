/**
 * The Polish lines the activity feed keeps (issue 16). They name people and rooms, and what changed,
 * never a value of a PESEL, a phone, an allergy, a diet or medicines: the feed is read by every
 * guardian and kept for the whole trip.
 */

/** 'Ala Kot, Jan Żak i 3 innych': a few names and how many more. */
export function namesList(names: readonly string[], shown = 3): string {
  if (names.length <= shown + 1) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} i ${names.length - shown} innych`;
}

/** "Who moved Kasia to room 12?": the line of an assignment names who came and who left. */
export function assignmentSummary(roomNumber: string, movedIn: readonly string[], movedOut: readonly string[]): string {
  const parts: string[] = [];
  if (movedIn.length > 0) parts.push(`przypisano do pokoju ${roomNumber}: ${namesList(movedIn)}`);
  if (movedOut.length > 0) parts.push(`${parts.length ? 'wypisano' : `wypisano z pokoju ${roomNumber}`}: ${namesList(movedOut)}`);
  return parts.length > 0 ? parts.join('; ') : `bez zmian w pokoju ${roomNumber}`;
}

/** A student's fields as the feed names them: which were changed, not to what. */
const STUDENT_FIELD_NAMES: Record<string, string> = {
  name: 'imię i nazwisko',
  className: 'klasa',
  disability: 'niepełnosprawność',
  consent: 'zgoda rodzica',
  consentDate: 'zgoda rodzica',
  medicalConsent: 'zgoda na pomoc medyczną',
  consentExtra: 'dodatkowe zgody',
  present: 'obecność',
  allergies: 'alergie',
  diet: 'dieta',
  medicines: 'leki',
  pesel: 'PESEL',
  parentPhone: 'telefon rodzica',
  roomId: 'pokój',
};

export function studentChangeSummary(name: string, changed: readonly string[]): string {
  const fields = [...new Set(changed.map((field) => STUDENT_FIELD_NAMES[field]).filter((label): label is string => label !== undefined))];
  return fields.length > 0 ? `zaktualizowano ucznia ${name}: ${fields.join(', ')}` : `zaktualizowano ucznia ${name}`;
}
