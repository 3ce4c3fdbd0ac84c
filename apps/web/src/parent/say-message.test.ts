import { compileCatalog, firstIssueMessage, MSG, PARENT_CATALOG_PL, parentConsentSchema, parentDataSchema } from '@wycieczki/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The catalogs themselves (the web's build offers them as virtual modules; the test reads the files).
import { PARENT_CATALOGS } from '../../../../packages/shared/src/i18n/parent-languages';
import { showLanguage } from './i18n';
import { messageText, sayMessage, sayNotice } from './say-message';

vi.mock('virtual:parent-catalog/uk', () => ({ default: compileCatalog(PARENT_CATALOGS.uk) }));
vi.mock('virtual:parent-catalog/en', () => ({ default: compileCatalog(PARENT_CATALOGS.en) }));

const firstError = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) => firstIssueMessage(result.error!);

describe("messages in the parent's language, by key (issue 53)", () => {
  beforeAll(() => {
    vi.stubGlobal('document', { documentElement: { lang: 'pl' }, title: '' });
  });
  afterAll(async () => {
    await showLanguage('pl');
    vi.unstubAllGlobals();
  });

  it('has each msg.<key> of the catalog in Polish exactly as MSG says it', () => {
    const keys = Object.keys(PARENT_CATALOG_PL).filter((key) => key.startsWith('msg.'));
    expect(keys.length).toBeGreaterThanOrEqual(21);
    for (const key of keys) expect(PARENT_CATALOG_PL[key as keyof typeof PARENT_CATALOG_PL], key).toBe(MSG[key.slice(4) as keyof typeof MSG]);
  });

  it('finds the text by the key the server named, else by the Polish text; none when the catalog has none', () => {
    expect(messageText(MSG.consentTextChanged, 'consentTextChanged')).toBe('msg.consentTextChanged');
    expect(messageText('anything the server said', 'parentLinkExpired')).toBe('msg.parentLinkExpired');
    expect(messageText(MSG.phoneInvalid)).toBe('msg.phoneInvalid');
    // A key the catalog does not have falls back to the text's own.
    expect(messageText(MSG.peselInvalid, 'somethingNew')).toBe('msg.peselInvalid');
    expect(messageText(MSG.tripNameRequired)).toBeNull();
    expect(messageText('Grupa: Anna Nowak może mieć najwyżej 10 uczniów.', 'groupTooLarge')).toBeNull();
  });

  it("says a schema's Polish message and the server's key in Ukrainian and English, and the unknown as it came", async () => {
    const phone = firstError(parentDataSchema.safeParse({ parentPhone: '12' }));
    expect(phone).toBe(MSG.phoneInvalid);
    const noAnswer = firstError(parentConsentSchema.safeParse({ parentName: 'Anna Nowak' }));

    expect(await showLanguage('uk')).toBe(true);
    expect(sayMessage(phone)).toBe('Неправильний номер телефону (9–20 цифр)');
    expect(sayMessage(noAnswer)).toBe('Виберіть: «Даю згоду» або «Не даю згоди»');
    expect(sayNotice({ message: MSG.consentTextChanged, key: 'consentTextChanged' })).toBe('Текст згоди змінився. Прочитайте його ще раз і дайте відповідь повторно.');
    expect(sayNotice({ text: 'error.network' })).toBe('Немає з’єднання з інтернетом. Перевірте з’єднання та спробуйте ще раз.');
    expect(sayMessage('Nowy komunikat serwera')).toBe('Nowy komunikat serwera');

    expect(await showLanguage('en')).toBe(true);
    expect(sayMessage(phone)).toBe('Invalid phone number (9–20 digits)');
    expect(sayMessage('…', 'tooManyParentRequests')).toBe('Too many attempts. Please try again in a few minutes.');
  });

  it('shows the page in the last language asked for, and marks the document with it', async () => {
    const uk = showLanguage('uk');
    const en = showLanguage('en');
    expect(await uk).toBe(false);
    expect(await en).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('School trip – page for parents');
  });
});
