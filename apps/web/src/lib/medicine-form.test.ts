import { MSG } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { checkMedicineForm, medicineInputOf, toMedicineFormValues, type MedicineFormValues } from './medicine-form';

const TRIP = { startDate: '2027-05-10', endDate: '2027-05-14' };
const filled = (overrides: Partial<MedicineFormValues> = {}): MedicineFormValues => ({ ...toMedicineFormValues(null), name: 'Ventolin', dose: '2 wdechy', times: ['08:00'], ...overrides });

describe("the medicine's form", () => {
  it('starts with one empty hour: nothing is saved at an hour nobody typed', () => {
    expect(toMedicineFormValues(null).times).toEqual(['']);
    expect(checkMedicineForm(toMedicineFormValues(null), TRIP)).toMatchObject({ ok: false, field: 'name' });
    expect(checkMedicineForm({ ...toMedicineFormValues(null), name: 'Ventolin', dose: '2 wdechy' }, TRIP)).toEqual({ ok: false, field: 'times', message: MSG.medicineTimesRequired });
  });

  it('sends the hours, or the maximum a day, by what is chosen', () => {
    expect(medicineInputOf(filled({ times: ['20:00', ' ', '08:00'], maxPerDay: '3' }))).toMatchObject({ asNeeded: false, times: ['20:00', '08:00'], maxPerDay: null, fromDate: null });
    expect(medicineInputOf(filled({ schedule: 'asNeeded', maxPerDay: '3' }))).toMatchObject({ asNeeded: true, times: [], maxPerDay: 3 });
    expect(checkMedicineForm(filled({ schedule: 'asNeeded', maxPerDay: '3', fromDate: '2027-05-11' }), TRIP)).toMatchObject({ ok: true, input: { fromDate: '2027-05-11' } });
  });

  it('names the first wrong field in Polish, as the server would', () => {
    expect(checkMedicineForm(filled({ name: ' ' }), TRIP)).toEqual({ ok: false, field: 'name', message: MSG.medicineNameRequired });
    expect(checkMedicineForm(filled({ times: ['8'] }), TRIP)).toEqual({ ok: false, field: 'times', message: MSG.medicineTimeInvalid });
    expect(checkMedicineForm(filled({ times: [''] }), TRIP)).toEqual({ ok: false, field: 'times', message: MSG.medicineTimesRequired });
    expect(checkMedicineForm(filled({ times: ['08:00', '08:00'] }), TRIP)).toEqual({ ok: false, field: 'times', message: MSG.medicineTimesRepeated });
    expect(checkMedicineForm(filled({ schedule: 'asNeeded', maxPerDay: '' }), TRIP)).toEqual({ ok: false, field: 'maxPerDay', message: MSG.medicineMaxPerDayInvalid });
    expect(checkMedicineForm(filled({ schedule: 'asNeeded', maxPerDay: 'dwa' }), TRIP)).toEqual({ ok: false, field: 'maxPerDay', message: MSG.medicineMaxPerDayInvalid });
    expect(checkMedicineForm(filled({ fromDate: '2027-05-09' }), TRIP)).toEqual({ ok: false, field: 'fromDate', message: MSG.medicineDatesOutsideTrip });
    expect(checkMedicineForm(filled({ untilDate: '2027-05-15' }), TRIP)).toEqual({ ok: false, field: 'untilDate', message: MSG.medicineDatesOutsideTrip });
    expect(checkMedicineForm(filled({ fromDate: '2027-05-12', untilDate: '2027-05-11' }), TRIP)).toEqual({ ok: false, field: 'untilDate', message: MSG.medicineDatesOrder });
  });

  it("refuses the child's medicine again on a day it already has, and takes it for another course", () => {
    const ventolinFirstDays = [{ name: 'Ventolin', fromDate: '2027-05-10', untilDate: '2027-05-11' }];
    expect(checkMedicineForm(filled({ name: ' ventolin ' }), TRIP, ventolinFirstDays)).toEqual({ ok: false, field: 'name', message: MSG.medicineRepeated });
    expect(checkMedicineForm(filled({ fromDate: '2027-05-11' }), TRIP, ventolinFirstDays)).toMatchObject({ ok: false, field: 'name' });
    expect(checkMedicineForm(filled({ fromDate: '2027-05-12' }), TRIP, ventolinFirstDays)).toMatchObject({ ok: true });
    expect(checkMedicineForm(filled({ name: 'Nurofen' }), TRIP, ventolinFirstDays)).toMatchObject({ ok: true });
  });
});
