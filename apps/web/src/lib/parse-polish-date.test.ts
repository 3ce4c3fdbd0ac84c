import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, isoToPolish, parsePolishDate } from './parse-polish-date';

describe('parsePolishDate', () => {
  it('reads a date typed the Polish way, with or without leading zeros and dots', () => {
    for (const typed of ['15.06.2027', '15.6.2027', ' 15.06.2027 ', '15-06-2027', '15/06/2027', '15 06 2027', '15062027']) {
      expect(parsePolishDate(typed), typed).toEqual({ ok: true, iso: '2027-06-15' });
    }
    expect(parsePolishDate('5.6.2027')).toEqual({ ok: true, iso: '2027-06-05' });
    expect(parsePolishDate('29.02.2028')).toEqual({ ok: true, iso: '2028-02-29' });
  });

  it('says which day a month does not have', () => {
    expect(parsePolishDate('31.02.2026')).toEqual({ ok: false, message: 'Nieprawidłowa data: luty 2026 ma 28 dni' });
    expect(parsePolishDate('29.02.2027')).toEqual({ ok: false, message: 'Nieprawidłowa data: luty 2027 ma 28 dni' });
    expect(parsePolishDate('31.04.2027')).toEqual({ ok: false, message: 'Nieprawidłowa data: kwiecień 2027 ma 30 dni' });
    expect(parsePolishDate('00.05.2027')).toEqual({ ok: false, message: 'Nieprawidłowa data: maj 2027 ma 31 dni' });
  });

  it('refuses a month past 12 and a year out of range', () => {
    expect(parsePolishDate('15.13.2027')).toEqual({ ok: false, message: 'Nieprawidłowa data: miesiąc musi być liczbą od 1 do 12' });
    expect(parsePolishDate('15.00.2027')).toEqual({ ok: false, message: 'Nieprawidłowa data: miesiąc musi być liczbą od 1 do 12' });
    expect(parsePolishDate('15.06.0000')).toEqual({ ok: false, message: 'Nieprawidłowa data: rok musi być z lat 2000–2099' });
    expect(parsePolishDate('15.06.2100')).toEqual({ ok: false, message: 'Nieprawidłowa data: rok musi być z lat 2000–2099' });
  });

  it('asks for the format when the text is not a whole date', () => {
    for (const typed of ['', '15.06', '15.06.27', '2027-06-15', 'jutro', '15..06.2027', '1506202']) {
      expect(parsePolishDate(typed), typed).toEqual({ ok: false, message: DATE_FORMAT_MESSAGE });
    }
  });
});

describe('isoToPolish', () => {
  it('writes a calendar date as dd.MM.yyyy', () => {
    expect(isoToPolish('2027-06-15')).toBe('15.06.2027');
    expect(isoToPolish('')).toBe('');
  });
});
