import { createTranslator, PARENT_CATALOG_PL, type ParentLanguage, type ParentText, type Translate } from '@wycieczki/shared';

/** Each language of the page and the locale its dates and amounts are written in. */
const LOCALES = { pl: 'pl-PL', uk: 'uk-UA', en: 'en-GB' } as const satisfies Record<ParentLanguage, string>;
export const PAGE_LANGUAGES = Object.keys(LOCALES) as ParentLanguage[];

// Polish comes with the page; the others load when a parent reads in them (issue 53), so the Polish
// page carries none of them.
const LOADERS: Record<Exclude<ParentLanguage, 'pl'>, () => Promise<{ default: Record<string, unknown> }>> = {
  uk: () => import('virtual:parent-catalog/uk'),
  en: () => import('virtual:parent-catalog/en'),
};

const translators: Partial<Record<ParentLanguage, Translate<ParentText>>> = { pl: createTranslator<ParentText>('pl', PARENT_CATALOG_PL) };
let current: ParentLanguage = 'pl';
let requested: ParentLanguage = 'pl';

/**
 * The parent page's texts (issues 49 and 53, decision 033): every word the page says comes from its
 * catalog (packages/shared/src/i18n/parent.*.json), compiled at build time (build/compiled-catalogs.ts),
 * in the language the page is shown in.
 */
export const t: Translate<ParentText> = (key, values) => translators[current]!(key, values);

/** Whether the catalog has a text by this name (every language has the same names). */
export function hasText(key: string): key is ParentText {
  return Object.hasOwn(PARENT_CATALOG_PL, key);
}

export function pageLanguage(): ParentLanguage {
  return current;
}

/** 'pl-PL', 'uk-UA' or 'en-GB': how the page writes dates and amounts. */
export function pageLocale(): string {
  return LOCALES[current];
}

/** Brings a language's catalog (once); throws when it cannot (offline before it was ever loaded). */
export async function loadLanguage(language: ParentLanguage): Promise<void> {
  if (translators[language] || language === 'pl') return;
  const { default: messages } = await LOADERS[language]();
  translators[language] ??= createTranslator<ParentText>(language, messages as Record<ParentText, unknown>);
}

/**
 * Shows the page in `language` once its catalog is here: texts, dates, amounts, the document's
 * language and title. The last call wins; false when the catalog could not load or a later call came
 * first (the page then stays as it is).
 */
export async function showLanguage(language: ParentLanguage): Promise<boolean> {
  requested = language;
  try {
    await loadLanguage(language);
  } catch {
    return false;
  }
  if (requested !== language) return false;
  current = language;
  document.documentElement.lang = language;
  document.title = t('page.title');
  return true;
}
