import { describe, expect, it } from 'vitest';
import { MAIL_CATALOG_PL, PARENT_CATALOG_PL, PUSH_CATALOG_PL } from './catalogs';
import { compileCatalog } from './compile';
import { CONSENT_CATALOGS } from './consent-languages';
import { PARENT_PUSH_CATALOGS } from './push-languages';
import { PARENT_CATALOGS, PARENT_LANGUAGE_NAMES, PARENT_LANGUAGES } from './parent-languages';
import { createTranslator } from './translator';

describe('message catalogs', () => {
  it('parse, every message of every catalog', () => {
    expect(() => compileCatalog(PARENT_CATALOG_PL)).not.toThrow();
    expect(() => compileCatalog(MAIL_CATALOG_PL)).not.toThrow();
  });

  it('name a message that does not parse', () => {
    expect(() => compileCatalog({ broken: 'Zapłać {amount' })).toThrow(/„broken”/);
  });

  it('fill in values and say Polish plurals by the CLDR rules', () => {
    const t = createTranslator('pl', compileCatalog(MAIL_CATALOG_PL));
    const minutes = (n: number) => t('passwordReset.body', { email: 'a@b.pl', app: 'X', minutes: n }).replace(/.*w ciągu /, '');
    expect([1, 2, 5, 22, 30].map(minutes)).toEqual(['1 minuty:', '2 minut:', '5 minut:', '22 minut:', '30 minut:']);
    expect(t('trip', { name: 'Karpacz', dates: '12–15.05.2027' })).toBe('„Karpacz” (12–15.05.2027)');
    const parent = createTranslator('pl', compileCatalog(PARENT_CATALOG_PL));
    expect(parent('toDo.payBy', { amount: '120,00 zł', date: '01.05.2027' })).toBe('Zapłać 120,00 zł do 01.05.2027.');
  });

  it("has every key of the parent page in every language, each message parsing, with the Polish one's values (issue 53)", () => {
    expect(PARENT_LANGUAGES.map((language) => PARENT_LANGUAGE_NAMES[language])).toEqual(['Polski', 'Українська', 'English']);
    const keys = Object.keys(PARENT_CATALOGS.pl).sort();
    const values = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();
    for (const language of PARENT_LANGUAGES) {
      expect(Object.keys(PARENT_CATALOGS[language]).sort(), language).toEqual(keys);
      expect(() => compileCatalog(PARENT_CATALOGS[language]), language).not.toThrow();
      for (const key of keys) expect(values(PARENT_CATALOGS[language][key as keyof typeof PARENT_CATALOGS.pl]), `${language} ${key}`).toEqual(values(PARENT_CATALOGS.pl[key as keyof typeof PARENT_CATALOGS.pl]));
    }
  });

  it('says plurals by CLDR in Polish, Ukrainian and English (21 is "one" in Ukrainian, 1.5 is "other" in Polish)', () => {
    const catalog = { pupils: '{n, plural, one {# one} few {# few} many {# many} other {# other}}' };
    const say = (locale: string) => (n: number) => createTranslator(locale, compileCatalog(catalog))('pupils', { n });
    expect([1, 2, 5, 21, 22, 1.5].map(say('pl'))).toEqual(['1 one', '2 few', '5 many', '21 many', '22 few', '1,5 other']);
    expect([1, 2, 5, 21, 22].map(say('uk'))).toEqual(['1 one', '2 few', '5 many', '21 one', '22 few']);
    expect([1, 2, 5, 21].map(say('en'))).toEqual(['1 one', '2 other', '5 other', '21 other']);
  });

  it("has the consent's statements in Ukrainian and English with the same keys and values, each parsing (issue 53)", () => {
    const values = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();
    expect(Object.keys(CONSENT_CATALOGS.en).sort()).toEqual(Object.keys(CONSENT_CATALOGS.uk).sort());
    for (const key of Object.keys(CONSENT_CATALOGS.uk) as (keyof typeof CONSENT_CATALOGS.uk)[]) expect(values(CONSENT_CATALOGS.en[key]), key).toEqual(values(CONSENT_CATALOGS.uk[key]));
    expect(() => compileCatalog(CONSENT_CATALOGS.uk)).not.toThrow();
    expect(() => compileCatalog(CONSENT_CATALOGS.en)).not.toThrow();
  });

  it("says a parent's news and reminders in Ukrainian and English, with the Polish keys' values (issue 53)", () => {
    const values = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();
    for (const language of ['uk', 'en'] as const) {
      const catalog = PARENT_PUSH_CATALOGS[language];
      for (const key of Object.keys(catalog) as (keyof typeof catalog)[]) expect(values(catalog[key]), `${language} ${key}`).toEqual(values(PUSH_CATALOG_PL[key]));
      expect(() => compileCatalog(catalog)).not.toThrow();
    }
    const uk = createTranslator('uk', compileCatalog(PARENT_PUSH_CATALOGS.uk));
    expect([1, 2, 5, 21].map((days) => uk('reminder.consentBody', { days, student: 'Jan' }).split('.')[0])).toEqual(['Виїзд через 1 день', 'Виїзд через 2 дні', 'Виїзд через 5 днів', 'Виїзд через 21 день']);
  });
});
