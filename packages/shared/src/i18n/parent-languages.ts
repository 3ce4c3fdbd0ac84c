import parentEn from './parent.en.json' with { type: 'json' };
import parentPl from './parent.pl.json' with { type: 'json' };
import parentUk from './parent.uk.json' with { type: 'json' };

// The parents' languages (issue 53): the parent page's catalog in each, Polish first. Kept out of the
// package's index so that only what loads a language carries its catalog.

export const PARENT_LANGUAGES = ['pl', 'uk', 'en'] as const;
export type ParentLanguage = (typeof PARENT_LANGUAGES)[number];

/** Each language named in itself, as the parent page offers it. */
export const PARENT_LANGUAGE_NAMES: Record<ParentLanguage, string> = { pl: 'Polski', uk: 'Українська', en: 'English' };

/** The parent page's catalog by language; each has exactly the Polish one's keys (catalogs.test.ts). */
export const PARENT_CATALOGS: Record<ParentLanguage, Record<keyof typeof parentPl, string>> = { pl: parentPl, uk: parentUk, en: parentEn };
