import consentEn from './consent.en.json' with { type: 'json' };
import consentUk from './consent.uk.json' with { type: 'json' };

// The consent's statements in the parents' languages (issue 53), for the server that builds them for
// one child: the Polish ones are the paperwork's own (apps/server/src/paperwork/consents-layout.ts) and bind.

export type ConsentText = keyof typeof consentUk;

/** Each translation has exactly the same keys and values (catalogs.test.ts). */
export const CONSENT_CATALOGS: Record<'uk' | 'en', Record<ConsentText, string>> = { uk: consentUk, en: consentEn };
