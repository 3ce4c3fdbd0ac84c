import { createTranslator, PARENT_CATALOG_PL, type ParentText } from '@wycieczki/shared';

/**
 * The parent page's texts (issue 49, decision 033): every word the page says comes from its catalog
 * (packages/shared/src/i18n/parent.pl.json), compiled at build time (build/compiled-catalogs.ts).
 * Polish for now.
 */
export const t = createTranslator<ParentText>('pl', PARENT_CATALOG_PL);
