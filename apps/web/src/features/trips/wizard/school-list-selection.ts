import type { RegisterClass, RegisterPupil } from '@wycieczki/shared';
import type { DraftStudent } from './wizard-draft';

// 'Z listy szkoły' (issue 51): the classes chosen, their pupils ticked unless unticked (absent today),
// the ones already on the wizard's list left out.

/** 'Klasa 4b (25)'. */
export const classChoiceLabel = ({ className, pupils }: RegisterClass): string => `Klasa ${className} (${pupils.length})`;

/** '3. Żółć Łukasz': the class register's number and spelling, surname first, as the teacher reads the register. */
export function registerLine(pupil: Pick<RegisterPupil, 'surname' | 'firstNames' | 'registerNo'>, index: number): string {
  return `${pupil.registerNo ?? index + 1}. ${pupil.surname} ${pupil.firstNames}`;
}

/** A class chosen or given back; the chosen stay in the register's order of classes. */
export function toggleClass(classes: readonly RegisterClass[], chosen: readonly string[], className: string): string[] {
  const next = new Set(chosen);
  if (!next.delete(className)) next.add(className);
  return classes.map((c) => c.className).filter((name) => next.has(name));
}

/** The register's pupils already on the wizard's list. */
export function addedPupilIds(students: readonly Pick<DraftStudent, 'registerPupilId'>[]): Set<string> {
  return new Set(students.flatMap((student) => (student.registerPupilId ? [student.registerPupilId] : [])));
}

/** The pupils 'Dodaj zaznaczonych' adds: of the chosen classes, in their order, ticked and not on the list yet. */
export function pickedPupils(
  classes: readonly RegisterClass[],
  chosen: readonly string[],
  unticked: ReadonlySet<string>,
  added: ReadonlySet<string>,
): { pupil: RegisterPupil; className: string }[] {
  const wanted = new Set(chosen);
  return classes
    .filter((c) => wanted.has(c.className))
    .flatMap((c) => c.pupils.filter((pupil) => !unticked.has(pupil.id) && !added.has(pupil.id)).map((pupil) => ({ pupil, className: c.className })));
}

/**
 * A register's pupil as a wizard student: the name as a trip writes it (first names, then surname)
 * and the class, with the link; the server takes the name, class, PESEL and parent's phone from the
 * register, so a teacher never sends what she may not see.
 */
export function wizardStudentOf(pupil: Pick<RegisterPupil, 'id' | 'surname' | 'firstNames'>, className: string): Omit<DraftStudent, 'key'> {
  return {
    name: `${pupil.firstNames} ${pupil.surname}`,
    className,
    pesel: null,
    parentPhone: null,
    allergies: null,
    diet: null,
    medicines: null,
    registerPupilId: pupil.id,
  };
}

/** What to add of `incoming`: a pupil of the register already on the list (or twice in `incoming`) goes once. */
export function withoutRepeats(students: readonly Pick<DraftStudent, 'registerPupilId'>[], incoming: readonly Omit<DraftStudent, 'key'>[]): Omit<DraftStudent, 'key'>[] {
  const seen = addedPupilIds(students);
  return incoming.filter((student) => {
    if (!student.registerPupilId) return true;
    if (seen.has(student.registerPupilId)) return false;
    seen.add(student.registerPupilId);
    return true;
  });
}
