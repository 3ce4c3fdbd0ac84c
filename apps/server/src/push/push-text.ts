import { compileCatalog, createTranslator, PUSH_CATALOG_PL, type ParentLanguage, type PushText, type Translate } from '@wycieczki/shared';
import { PARENT_PUSH_CATALOGS, type ParentPushText } from '@wycieczki/shared/i18n/push-languages';

/** What a push says (packages/shared/src/i18n/push.pl.json), compiled once at start. */
export const pushText = createTranslator<PushText>('pl', compileCatalog(PUSH_CATALOG_PL));

const parentTexts: Record<ParentLanguage, Translate<ParentPushText>> = {
  pl: pushText,
  uk: createTranslator<ParentPushText>('uk', compileCatalog(PARENT_PUSH_CATALOGS.uk)),
  en: createTranslator<ParentPushText>('en', compileCatalog(PARENT_PUSH_CATALOGS.en)),
};

/** What a push says to a parent (issue 53): in the language of the parent's link, Polish when none was chosen. */
export function parentPushText(language: ParentLanguage | null): Translate<ParentPushText> {
  return parentTexts[language ?? 'pl'];
}
