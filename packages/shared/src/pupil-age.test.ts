import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { isPupilBirthDate, polishToday, PUPIL_AGE } from './pupil-age';

describe("a pupil's birth date (issue 62)", () => {
  it('takes a pupil of 2 to 80 full years on the day, and nothing outside', () => {
    const today = '2026-09-01';
    expect(isPupilBirthDate('2024-09-01', today)).toBe(true);
    expect(isPupilBirthDate('2024-09-02', today)).toBe(false);
    expect(isPupilBirthDate('1945-09-02', today)).toBe(true);
    expect(isPupilBirthDate('1945-09-01', today)).toBe(false);
    for (const placeholder of ['0001-01-01', '1900-01-01', '9999-12-31', '2026-09-01', '2027-01-01']) expect(isPupilBirthDate(placeholder, today), placeholder).toBe(false);
  });

  it('counts a 29 February as a calendar does: the second birthday of a child born 1 March 2022 is the day after 28 February 2024', () => {
    expect(isPupilBirthDate('2022-02-28', '2024-02-29')).toBe(true);
    expect(isPupilBirthDate('2022-03-01', '2024-02-29')).toBe(false);
    expect(isPupilBirthDate('2022-03-01', '2024-03-01')).toBe(true);
  });

  it("is today's date in Poland, and its messages say the same ages", () => {
    expect(polishToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    for (const message of [MSG.registerBirthDateImplausible, MSG.registerPeselBirthDateImplausible]) expect(message).toContain(`od ${PUPIL_AGE.min} do ${PUPIL_AGE.max} lat`);
  });
});
