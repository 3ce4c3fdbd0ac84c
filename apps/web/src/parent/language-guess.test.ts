import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language-guess';

describe('the parent page guesses its language from the browser (issue 53)', () => {
  it.each([
    [['uk-UA'], 'uk'],
    [['uk'], 'uk'],
    [['ru-RU', 'en-US'], 'uk'],
    [['ru'], 'uk'],
    [['en-US'], 'en'],
    [['en-GB', 'pl'], 'en'],
    [['EN'], 'en'],
    [['en_IE'], 'en'],
    [['pl-PL', 'uk-UA'], 'pl'],
    [['de-DE'], 'pl'],
    [[], 'pl'],
    [[''], 'pl'],
  ] as const)('%j -> %s', (preferred, language) => {
    expect(guessLanguage(preferred)).toBe(language);
  });

  it('takes the first language it speaks, passing over the others', () => {
    expect(guessLanguage(['de-DE', 'fr', 'en-US', 'uk'])).toBe('en');
    expect(guessLanguage(['de-DE', 'ru-UA'])).toBe('uk');
    // 'ukr' is no tag of Ukrainian; 'english' no tag of English.
    expect(guessLanguage(['ukr', 'english'])).toBe('pl');
  });
});
