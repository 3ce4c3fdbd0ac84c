import { describe, expect, it } from 'vitest';
import { pickDefaultList } from './chosen-attendance-list';

const list = (id: string, date: string, time: string) => ({ id, date, time });
const NOW = new Date(2026, 10, 25, 12, 10); // 25.11.2026, 12:10 local time
const nothing = { inTab: null, onDevice: null };

const yesterday = list('yesterday', '2026-11-24', '19:00');
const morning = list('morning', '2026-11-25', '07:30');
const lunch = list('lunch', '2026-11-25', '12:30');
const evening = list('evening', '2026-11-25', '19:00');
const tomorrow = list('tomorrow', '2026-11-26', '07:30');

describe('pickDefaultList', () => {
  it('keeps the list chosen in this tab, whatever its date', () => {
    expect(pickDefaultList([tomorrow, lunch], { inTab: 'tomorrow', onDevice: null }, NOW)).toBe(tomorrow);
  });

  it('opens the list used last on this device when it is dated today', () => {
    expect(pickDefaultList([tomorrow, evening, lunch, morning], { inTab: null, onDevice: { checkId: 'morning', day: '2026-11-25' } }, NOW)).toBe(morning);
  });

  it('passes over the list used last when it is not dated today', () => {
    const onDevice = { checkId: 'yesterday', day: '2026-11-24' };
    expect(pickDefaultList([tomorrow, lunch, yesterday], { inTab: null, onDevice }, NOW)).toBe(lunch);
    expect(pickDefaultList([tomorrow, lunch], { inTab: null, onDevice: { checkId: 'tomorrow', day: '2026-11-25' } }, NOW)).toBe(lunch);
  });

  it('takes today’s list nearest to now, never tomorrow’s', () => {
    expect(pickDefaultList([tomorrow, evening, lunch, morning, yesterday], nothing, NOW)).toBe(lunch);
    expect(pickDefaultList([tomorrow, evening, morning], nothing, new Date(2026, 10, 25, 16, 0))).toBe(evening);
    expect(pickDefaultList([tomorrow, evening, morning], nothing, new Date(2026, 10, 25, 6, 0))).toBe(morning);
  });

  it('falls back to the newest list before today, and to the nearest later one only when there is nothing else', () => {
    const older = list('older', '2026-11-20', '08:00');
    expect(pickDefaultList([tomorrow, yesterday, older], nothing, NOW)).toBe(yesterday);
    const later = list('later', '2026-12-01', '08:00');
    expect(pickDefaultList([later, tomorrow], nothing, NOW)).toBe(tomorrow);
  });

  it('forgets a chosen list that no longer exists, and has nothing to show without lists', () => {
    expect(pickDefaultList([morning], { inTab: 'deleted', onDevice: { checkId: 'deleted', day: '2026-11-25' } }, NOW)).toBe(morning);
    expect(pickDefaultList([], nothing, NOW)).toBeNull();
  });
});
