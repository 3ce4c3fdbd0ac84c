import { setupI18n, type Messages } from '@lingui/core';

// The text seam (issue 49, decision 033): texts a parent or an e-mail's reader sees come from message
// catalogs in ICU MessageFormat ('{amount}', '{minutes, plural, one {# minuty} other {# minut}}'),
// read by Lingui's runtime (a few kilobytes on the parent page) with the CLDR plural rules of
// `Intl.PluralRules`. Polish first; the parents' languages add catalogs beside it.

/** Values a message fills in: names and dates as text, counts as numbers (for plurals). */
export type MessageValues = Record<string, string | number>;

/** Says a catalog's message by key: `t('payments.toPayBy', { amount, date })`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * A translator for one catalog in one language. `messages` are compiled (the web's build compiles
 * them, `compileCatalog` elsewhere); a key always has a message, the catalog's type sees to it.
 */
export function createTranslator<Key extends string>(locale: string, messages: Record<Key, unknown>): Translate<Key> {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as Messages } });
  return (key, values) => i18n._(key, values);
}
