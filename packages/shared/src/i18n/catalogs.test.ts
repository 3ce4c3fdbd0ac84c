import { describe, expect, it } from 'vitest';
import { MAIL_CATALOG_PL, PARENT_CATALOG_PL } from './catalogs';
import { compileCatalog } from './compile';
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
});
