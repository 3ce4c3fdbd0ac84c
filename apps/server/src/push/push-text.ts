import { compileCatalog, createTranslator, PUSH_CATALOG_PL, type PushText } from '@wycieczki/shared';

/** What a push says (packages/shared/src/i18n/push.pl.json), compiled once at start. */
export const pushText = createTranslator<PushText>('pl', compileCatalog(PUSH_CATALOG_PL));
