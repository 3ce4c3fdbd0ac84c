import { describe, expect, it } from 'vitest';
import { normaliseTime } from './time-text';

describe('normaliseTime', () => {
  it.each([
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['7.30', '07:30'],
    ['7,5', '07:05'],
    ['730', '07:30'],
    ['1945', '19:45'],
    ['8', '08:00'],
    [' 23:59 ', '23:59'],
    ['0000', '00:00'],
  ])('%s is %s', (typed, time) => expect(normaliseTime(typed)).toBe(time));

  it('leaves what is not a time for the schema to refuse', () => {
    expect(normaliseTime('7:30 PM')).toBe('7:30 PM');
    expect(normaliseTime('abc')).toBe('abc');
    expect(normaliseTime('12345')).toBe('12345');
    // A time past 23:59 keeps its digits: the schema says 'Nieprawidłowa godzina'.
    expect(normaliseTime('2530')).toBe('25:30');
  });
});
