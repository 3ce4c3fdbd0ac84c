import { describe, expect, it } from 'vitest';
import { standingLines } from './standing';

describe('standingLines', () => {
  it('says who took the child, when in Poland and where, and since when the child is missing', () => {
    expect(standingLines({ collected: { by: 'Oksana Żółć', since: '2026-12-01T21:55:00.000Z', place: 'recepcja' }, missing: null })).toEqual([
      'Odbiór przez rodzica: Oksana Żółć, 01.12, 22:55, recepcja',
    ]);
    expect(standingLines({ collected: null, missing: { since: '2026-07-01T12:05:00.000Z' } })).toEqual(['Ogłoszono zaginięcie: 01.07, 14:05']);
    expect(standingLines(null)).toEqual([]);
  });
});
