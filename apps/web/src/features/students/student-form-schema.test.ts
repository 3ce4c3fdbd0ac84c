import { MASKED, MSG, type Student } from '@wycieczki/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { firstFormError } from '@/lib/first-form-error';
import { changedStudentFields, KEPT_ON_SERVER_TEXT, newStudentInput, sensitiveText, STUDENT_FIELD_ORDER, studentFormSchema, toStudentFormValues } from './student-form-schema';

const STORED: Student = {
  id: 's1',
  tripId: 't1',
  name: 'Ala Kot',
  sex: null,
  present: true,
  pesel: '44051401359',
  parentPhone: '600100200',
  allergies: 'orzechy',
  // The server stores an empty field as nothing.
  diet: null,
  medicines: null,
  roomId: 'r1',
  roomNumber: '101',
  className: '6b',
  disability: false,
  consent: 'missing',
  consentDate: null,
  medicalConsent: 'missing',
  consentExtra: {},
  parentPhone2: null,
  parentFilledAt: null,
  parentFilledFields: null,
  consentOnlineAt: null,
  consentBy: null,
  consentLanguage: null,
  groupGuardianId: null,
    badgeCode: '0A1B2C3D4E',
};

describe('the student form', () => {
  it('never lets a masked value into the form, so it cannot be sent back', () => {
    expect(toStudentFormValues({ ...STORED, pesel: MASKED, parentPhone: MASKED })).toMatchObject({ pesel: '', parentPhone: '' });
    expect(toStudentFormValues(null)).toEqual({
      name: '',
      pesel: '',
      parentPhone: '',
      allergies: '',
      diet: '',
      medicines: '',
      roomId: '',
      className: '',
      disability: false,
      consent: 'missing',
      consentDate: '',
      medicalConsent: 'missing',
      consentExtra: {},
    });
  });

  it("reads 'Nie przypisany' ('') as no room and checks the shared rules with their Polish messages", () => {
    const ok = studentFormSchema.safeParse({ ...toStudentFormValues(STORED), roomId: '' });
    expect(ok.success && ok.data.roomId).toBeNull();
    const badPesel = studentFormSchema.safeParse({ ...toStudentFormValues(STORED), pesel: '44051401358' });
    expect(badPesel.success).toBe(false);
    expect(badPesel.error?.issues[0]?.message).toBe(MSG.peselInvalid);
    const noName = studentFormSchema.safeParse({ ...toStudentFormValues(STORED), name: '   ' });
    expect(noName.error?.issues[0]?.message).toBe(MSG.personNameRequired);
  });

  it('sends only what changed, and the sensitive fields only for the creator', () => {
    const values = studentFormSchema.parse({ ...toStudentFormValues(STORED), name: 'Ala Nowak', pesel: '02070803628' });
    expect(changedStudentFields(STORED, values, true)).toEqual({ name: 'Ala Nowak', pesel: '02070803628' });
    expect(changedStudentFields(STORED, values, false)).toEqual({ name: 'Ala Nowak' });
    expect(newStudentInput(values, false)).not.toHaveProperty('pesel');
    expect(newStudentInput(values, true)).toHaveProperty('pesel', '02070803628');
  });

  it("never erases a PESEL the device does not know (the creator's copy kept offline holds none)", () => {
    const kept = { ...STORED, pesel: MASKED, parentPhone: MASKED };
    const values = studentFormSchema.parse({ ...toStudentFormValues(kept), name: 'Ala Nowak' });
    expect(changedStudentFields(kept, values, true)).toEqual({ name: 'Ala Nowak' });
  });
});

describe('a character no database stores, typed or pasted into the form (issue 62)', () => {
  it('is refused by the form before anything is sent, its field named in the toast and under the field', async () => {
    const values = { ...toStudentFormValues(STORED), name: 'Ala \ud83d Kot', allergies: 'orzechy\u0000' };
    const resolved = await zodResolver(studentFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(resolved.errors.name?.message).toBe(MSG.personNameBadCharacter);
    expect(resolved.errors.allergies?.message).toBe(MSG.allergiesBadCharacter);
    expect(firstFormError(resolved.errors, STUDENT_FIELD_ORDER)).toBe('Pole „Imię i nazwisko” zawiera niedozwolony znak (np. niewidoczny, z wklejonego tekstu). Wpisz je ponownie.');
    const whole = await zodResolver(studentFormSchema)({ ...values, name: 'Ala 👩‍🏫 Kot', allergies: 'orzechy' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(whole.errors).toEqual({});
  });
});

describe("'Dane ucznia' on a closed trip", () => {
  it('shows a stored PESEL, a dash for none, and never the mask a phone keeps offline', () => {
    expect(sensitiveText('44051401359')).toBe('44051401359');
    expect(sensitiveText(null)).toBe('—');
    expect(sensitiveText(MASKED)).toBe(KEPT_ON_SERVER_TEXT);
  });
});
