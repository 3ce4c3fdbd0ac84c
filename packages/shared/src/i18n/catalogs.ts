import mailPl from './mail.pl.json' with { type: 'json' };
import parentPl from './parent.pl.json' with { type: 'json' };
import pushPl from './push.pl.json' with { type: 'json' };

// The message catalogs (decision 033), one JSON file per audience and language, in ICU MessageFormat.
// The web's build compiles them as it loads them; the server compiles its own at start.

/** The parent page's texts. */
export const PARENT_CATALOG_PL = parentPl;
export type ParentText = keyof typeof parentPl;

/** The e-mails' texts. */
export const MAIL_CATALOG_PL = mailPl;
export type MailText = keyof typeof mailPl;

/** What a push notification says (issue 50): the service worker shows it as it is. */
export const PUSH_CATALOG_PL = pushPl;
export type PushText = keyof typeof pushPl;
