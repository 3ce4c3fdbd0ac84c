import { describe, expect, it } from 'vitest';
import { parentPushText, pushText } from './push-text';

describe("a parent's push in the link's language (issue 53)", () => {
  it('says news and reminders in Polish, Ukrainian or English, Polish when no language was chosen', () => {
    expect(parentPushText(null)('message.title', { trip: 'Kraków' })).toBe(pushText('message.title', { trip: 'Kraków' }));
    expect(parentPushText('uk')('message.title', { trip: 'Kraków' })).toBe('Повідомлення: Kraków');
    expect(parentPushText('en')('reminder.consentBody', { days: 1, student: 'Jan Kowalski' })).toBe('The trip leaves tomorrow. The consent for Jan Kowalski is waiting for your answer – open');
    expect(parentPushText('uk')('reminder.consentBody', { days: 2, student: 'Jan Kowalski' })).toMatch(/^Виїзд через 2 дні\. /);
  });
});
