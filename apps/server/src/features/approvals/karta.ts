import { createHash } from 'node:crypto';
import { approvalRefusedMessage, kartaIncompleteMessage, perGuardianText, studentLimit, transportBlockers, type KartaChange, type KartaFact } from '@wycieczki/shared';
import type { TripPaperwork } from '../../paperwork/karta';

/** A short name of one karta's content: 'Zatwierdzam' approves the karta the head read, not a later one. */
export function kartaVersion(facts: readonly KartaFact[]): string {
  return createHash('sha256').update(JSON.stringify(facts.map((f) => [f.label, f.value]))).digest('base64url').slice(0, 22);
}

/** What differs between the approved karta and today's, line by line, in the karta's order. */
export function kartaChanges(before: readonly KartaFact[] | null, after: readonly KartaFact[]): KartaChange[] {
  if (!before) return [];
  const was = new Map(before.map((f) => [f.label, f.value]));
  const labels = [...new Set([...after.map((f) => f.label), ...before.map((f) => f.label)])];
  const now = new Map(after.map((f) => [f.label, f.value]));
  return labels.flatMap((label) => {
    const b = was.get(label) ?? '';
    const a = now.get(label) ?? '';
    return a === b ? [] : [{ label, before: b, after: a }];
  });
}

/**
 * What the karta still lacks before it goes to the head ('Wyślij do zatwierdzenia'): the program,
 * the transport, the kierownik, a guardian besides the kierownik, the students, and the ratio the
 * trip chose (one guardian, the kierownik included, per `studentsPerGuardian` students).
 */
export function missingFromKarta(paperwork: TripPaperwork): string[] {
  const { studentsPerGuardian } = paperwork;
  const missing: string[] = [];
  if (!paperwork.aim?.trim()) missing.push('celu wycieczki');
  if (paperwork.program.length === 0) missing.push('programu wycieczki');
  if (!paperwork.transport?.trim()) missing.push('środka transportu');
  if (!paperwork.leader) missing.push('kierownika wycieczki');
  if (paperwork.guardians.length === 0) missing.push('opiekuna wycieczki (poza kierownikiem)');
  if (paperwork.students.length === 0) missing.push('uczniów');
  const guardians = paperwork.guardians.length + (paperwork.leader ? 1 : 0);
  if (paperwork.students.length > studentLimit(guardians, studentsPerGuardian)) {
    missing.push(`więcej opiekunów (${perGuardianText(studentsPerGuardian)})`);
  }
  return missing;
}

/**
 * What refuses the karta besides its missing lines (issue 54), each a sentence: a coach with fewer
 * seats than the students and every member (the kierownik included; the drivers sit in seats of their
 * own), and a trip abroad without NNW and medical-cost insurance covering all its days.
 */
export function kartaBlockers(paperwork: TripPaperwork): string[] {
  return transportBlockers({
    country: paperwork.country,
    startDate: paperwork.startDate,
    endDate: paperwork.endDate,
    coach: paperwork.coach,
    insurance: paperwork.insurance,
    passengers: { students: paperwork.students.length, guardians: paperwork.guardians.length + (paperwork.leader ? 1 : 0) },
  });
}

/** Why 'Wyślij do zatwierdzenia' (or 'Zatwierdzam') is refused, in one message; null when nothing refuses it. */
export function kartaRefusal(paperwork: TripPaperwork): string | null {
  const missing = missingFromKarta(paperwork);
  const reasons = [...(missing.length > 0 ? [kartaIncompleteMessage(missing)] : []), ...kartaBlockers(paperwork)];
  return reasons.length > 0 ? approvalRefusedMessage(reasons) : null;
}
