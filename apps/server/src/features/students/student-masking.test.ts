import { describe, expect, it } from 'vitest';
import { MASKED } from '@wycieczki/shared';
import { toApiStudent } from './student-masking';

const row = {
  id: 's1',
  tripId: 't1',
  name: 'Kasia',
  present: true,
  sex: 'F' as const,
  pesel: '44051401359',
  parentPhone: '600100200',
  allergies: 'orzechy',
  diet: null,
  medicines: null,
  roomId: null,
  roomNumber: null,
  className: '6b',
  disability: false,
  consent: 'missing' as const,
  consentDate: null,
  medicalConsent: 'missing' as const,
  consentExtra: {},
  parentPhone2: '600100300',
  parentFilledAt: '2027-03-12T17:40:00.000Z',
  parentFilledFields: ['parentPhone2' as const],
  consentOnlineAt: null,
  consentBy: null,
  consentLanguage: null,
  groupGuardianId: null,
    badgeCode: '0A1B2C3D4E',
};

describe('toApiStudent', () => {
  it('sends the creator the real values', () => {
    expect(toApiStudent(row, true)).toMatchObject({ pesel: '44051401359', parentPhone: '600100200' });
  });

  it('masks PESEL and both phones for anyone else, even when nothing is stored', () => {
    expect(toApiStudent(row, false)).toMatchObject({ pesel: MASKED, parentPhone: MASKED, parentPhone2: MASKED, allergies: 'orzechy' });
    expect(toApiStudent({ ...row, pesel: null, parentPhone: null, parentPhone2: null }, false)).toMatchObject({ pesel: MASKED, parentPhone: MASKED, parentPhone2: MASKED });
    expect(JSON.stringify(toApiStudent(row, false))).not.toMatch(/44051401359|600100200|600100300/);
  });
});
