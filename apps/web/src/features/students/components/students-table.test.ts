import { MASKED, type Student } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { sameRow } from './students-table';

const fromServer = {
  id: 's1',
  name: 'Julia Dąbrowska',
  className: '6a',
  pesel: '02270803628',
  parentPhone: '+48 600 100 200',
  parentPhone2: null,
  present: false,
  consent: 'given',
  parentFilledFields: ['allergies'],
} as unknown as Student;
const onDevice = { ...fromServer, pesel: MASKED, parentPhone: MASKED, parentFilledFields: ['allergies'] } as Student;
const onEdit = () => {};

describe('a students-table row redraws only for what it draws', () => {
  it('not when the server answer differs from the device copy only in the masked PESEL and phones', () => {
    expect(sameRow({ student: onDevice, onEdit }, { student: fromServer, onEdit })).toBe(true);
  });

  it('when a field it shows changed', () => {
    expect(sameRow({ student: onDevice, onEdit }, { student: { ...fromServer, present: true }, onEdit })).toBe(false);
    expect(sameRow({ student: onDevice, onEdit }, { student: { ...fromServer, parentFilledFields: ['diet'] } as Student, onEdit })).toBe(false);
  });

  it('when an action changed, came or went', () => {
    expect(sameRow({ student: fromServer, onEdit }, { student: fromServer, onEdit: () => {} })).toBe(false);
    expect(sameRow({ student: fromServer, onEdit }, { student: fromServer, onEdit, onDelete: onEdit })).toBe(false);
    expect(sameRow({ student: fromServer, onEdit, onDelete: undefined }, { student: fromServer, onEdit })).toBe(true);
  });
});
