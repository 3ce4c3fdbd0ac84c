import type { ParentLanguage } from '@wycieczki/shared';

/**
 * The page's language before the parent chose one (issue 53): the first of the browser's languages
 * the page speaks. Russian reads as Ukrainian (most Russian-speaking parents in Polish schools come
 * from Ukraine); any English is English; none of them, Polish.
 */
export function guessLanguage(preferred: readonly string[]): ParentLanguage {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === 'pl') return 'pl';
    if (language === 'uk' || language === 'ru') return 'uk';
    if (language === 'en') return 'en';
  }
  return 'pl';
}

/** This browser's guess: `navigator.languages`, or its one language where the list is missing. */
export function browserLanguage(): ParentLanguage {
  return guessLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}
