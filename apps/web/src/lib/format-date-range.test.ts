import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDateSpan } from './format-date-range';

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

describe('formatDateSpan', () => {
  it('writes the days once with the month and year within one month', () => {
    expect(formatDateSpan('2026-11-24', '2026-11-27')).toBe('24–27.11.2026');
  });

  it('writes both whole dates across months and years', () => {
    expect(formatDateSpan('2026-11-30', '2026-12-02')).toBe('30.11.2026 – 02.12.2026');
    expect(formatDateSpan('2026-12-30', '2027-01-02')).toBe('30.12.2026 – 02.01.2027');
  });

  it('falls back to the raw values when a date is unreadable', () => {
    expect(formatDateSpan('x', '2026-05-13')).toBe('x – 2026-05-13');
  });
});
