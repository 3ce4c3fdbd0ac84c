import { describe, expect, it } from 'vitest';
import { formatDateRange } from './format-date-range';

describe('formatDateRange', () => {
  it('shows day.month - day.month.year within one year', () => {
    expect(formatDateRange('2026-05-10', '2026-05-13')).toBe('10.05 - 13.05.2026');
  });

  it('shows both years across New Year', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30.12.2026 - 02.01.2027');
  });

  it('falls back to the raw values when a date is unreadable', () => {
    expect(formatDateRange('x', '2026-05-13')).toBe('x - 2026-05-13');
  });
});
