import type { RegisterClass, RegisterPupil } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { addedPupilIds, classChoiceLabel, pickedPupils, registerLine, toggleClass, wizardStudentOf, withoutRepeats } from './school-list-selection';

const pupil = (id: string, surname: string, firstNames: string, registerNo: number | null = null): RegisterPupil => ({
  id,
  surname,
  firstNames,
  className: null,
  registerNo,
  birthDate: null,
  sex: null,
  pesel: '***MASKED***',
  parentPhone: null,
  parentEmail: null,
  leftAt: null,
  leftFrom: null,
});
const classes: RegisterClass[] = [
  { className: '4a', pupils: [pupil('a1', 'Adamska', 'Ola', 1), pupil('a2', 'Bąk', 'Jan', 2)] },
  { className: '4b', pupils: [pupil('b1', 'Cichy', 'Piotr', 1), pupil('b2', 'Żółć', 'Łukasz Adam', 2), pupil('b3', 'Zając', 'Ewa', 3)] },
  { className: '5a', pupils: [pupil('c1', 'Lis', 'Anna')] },
];

describe("'Z listy szkoły' in the wizard", () => {
  it("labels a class with its pupils' count and a pupil as the register does", () => {
    expect(classChoiceLabel(classes[1]!)).toBe('Klasa 4b (3)');
    expect(registerLine(pupil('b2', 'Żółć', 'Łukasz Adam', 2), 1)).toBe('2. Żółć Łukasz Adam');
    expect(registerLine(pupil('c1', 'Lis', 'Anna'), 0)).toBe('1. Lis Anna');
  });

  it("keeps the chosen classes in the register's order, whatever order they were chosen in", () => {
    let chosen = toggleClass(classes, [], '5a');
    chosen = toggleClass(classes, chosen, '4a');
    expect(chosen).toEqual(['4a', '5a']);
    expect(toggleClass(classes, chosen, '5a')).toEqual(['4a']);
    expect(toggleClass(classes, chosen, 'gone')).toEqual(['4a', '5a']);
  });

  it('picks every pupil of the chosen classes but the unticked and those already added, in register order', () => {
    const picked = pickedPupils(classes, ['4b', '4a'], new Set(['b2']), new Set(['a1']));
    expect(picked.map(({ pupil: p, className }) => `${className}:${p.id}`)).toEqual(['4a:a2', '4b:b1', '4b:b3']);
    expect(pickedPupils(classes, [], new Set(), new Set())).toEqual([]);
  });

  it('makes a wizard student: first names then surname, the class and the link; nothing the teacher may not see', () => {
    expect(wizardStudentOf(pupil('b2', 'Żółć', 'Łukasz Adam'), '4b')).toEqual({
      name: 'Łukasz Adam Żółć',
      className: '4b',
      pesel: null,
      parentPhone: null,
      allergies: null,
      diet: null,
      medicines: null,
      registerPupilId: 'b2',
    });
  });

  it('adds a pupil of the register once: not again when on the list, not twice from one choice; typed students always', () => {
    const onList = [{ registerPupilId: 'a1' }, { registerPupilId: undefined }];
    expect([...addedPupilIds(onList)]).toEqual(['a1']);
    const incoming = [wizardStudentOf(pupil('a1', 'Adamska', 'Ola'), '4a'), wizardStudentOf(pupil('a2', 'Bąk', 'Jan'), '4a'), wizardStudentOf(pupil('a2', 'Bąk', 'Jan'), '4a')];
    const typed = { ...wizardStudentOf(pupil('x', 'Nowak', 'Ewa'), '4a'), registerPupilId: undefined };
    expect(withoutRepeats(onList, [...incoming, typed, typed]).map((s) => s.registerPupilId ?? s.name)).toEqual(['a2', 'Ewa Nowak', 'Ewa Nowak']);
  });
});
