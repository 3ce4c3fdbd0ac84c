import { createHash } from 'node:crypto';
import { compileCatalog, createTranslator, type ParentLanguage, type Translate } from '@wycieczki/shared';
import { CONSENT_CATALOGS, type ConsentText } from '@wycieczki/shared/i18n/consent-languages';
import { schoolLine, term } from './layout-common';
import type { TripPaperwork } from './paperwork.repo';

// The consent in a parent's language (issue 53, decision 037): the same statements as the printed
// form's, translated; the Polish ones bind and are shown beside them. What the teacher or the school
// wrote (the school's clauses, the added statements) is shown as written.

export type ConsentTranslation = { participationText: string; medicalText: string; text: string[] };

const translators = new Map<'uk' | 'en', Translate<ConsentText>>();
function translator(language: 'uk' | 'en'): Translate<ConsentText> {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, compileCatalog(CONSENT_CATALOGS[language]));
    translators.set(language, t);
  }
  return t;
}

/** The consent's statements for this child in `language`, or null for Polish (which is the text). */
export function consentTranslation(trip: TripPaperwork, student: { name: string; className: string | null }, language: ParentLanguage): ConsentTranslation | null {
  if (language === 'pl') return null;
  const t = translator(language);
  const clauses = trip.consentClauses?.trim();
  return {
    participationText: t('participation', { name: student.name, className: student.className ?? t('unknownClass'), trip: trip.name, term: term(trip) }),
    medicalText: t('medical'),
    text: [t('health'), ...(clauses ? [t('schoolClauses', { clauses })] : []), t('rodo', { school: schoolLine(trip) || t('organisingSchool') })],
  };
}

/**
 * A fingerprint of what the parent read: the binding Polish statements (the added ones too), the
 * translation and its language. Stored with the answer; an answer to a text changed since is refused.
 */
export function consentFingerprint(
  polish: { participation: string; medical: string; extra: readonly string[]; rest: readonly string[] },
  translation: ConsentTranslation | null,
  language: ParentLanguage,
): string {
  return createHash('sha256').update(JSON.stringify({ language, polish, translation })).digest('hex');
}
