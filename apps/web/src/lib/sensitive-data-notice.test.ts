import { describe, expect, it } from 'vitest';
import { sensitiveDataNotice } from './sensitive-data-notice';

describe('sensitiveDataNotice', () => {
  it('names the day the data goes, then the day it went', () => {
    expect(sensitiveDataNotice({ endDate: '2026-05-15', eraseAfterDays: 30, sensitiveErasedAt: null })).toBe('Dane wrażliwe zostaną usunięte 15.06.2026');
    expect(sensitiveDataNotice({ endDate: '2026-05-15', eraseAfterDays: 0, sensitiveErasedAt: null })).toBe('Dane wrażliwe zostaną usunięte 16.05.2026');
    expect(sensitiveDataNotice({ endDate: '2026-05-15', eraseAfterDays: 30, sensitiveErasedAt: '2026-06-14T22:00:00.000Z' })).toMatch(/^Dane wrażliwe usunięto 1[45]\.06\.2026$/);
    // A trip kept on the device by an older version.
    expect(sensitiveDataNotice({ endDate: '2026-05-15' } as never)).toBeNull();
  });
});
