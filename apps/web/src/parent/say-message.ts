import { MSG, type ParentText } from '@wycieczki/shared';
import { hasText, t } from './i18n';

/**
 * What the page has to say about a refusal or a failure, kept unsaid until it is shown, so that it
 * follows the page's language: a text of the page's catalog, or a message of MSG (the shared
 * schemas' Polish, or the server's with the key it named).
 */
export type Notice = { text: ParentText } | { message: string; key?: string | undefined };

/** MSG's names by their Polish text, for the messages the parent page's catalog has (`msg.<name>`). */
const KEY_OF_MESSAGE: ReadonlyMap<string, string> = new Map(
  Object.entries(MSG)
    .filter(([key]) => hasText(`msg.${key}`))
    .map(([key, text]) => [text, key] as const),
);

/**
 * The catalog's name for a message of MSG (issue 53): `msg.<key>` by the key the server named, else
 * by the Polish text a schema gave; null when the catalog has none (the Polish is shown as it is).
 */
export function messageText(message: string, key?: string): ParentText | null {
  for (const name of [key, KEY_OF_MESSAGE.get(message)]) {
    const id = `msg.${name}`;
    if (name && hasText(id)) return id;
  }
  return null;
}

/** A message of MSG in the page's language, or as it came. */
export function sayMessage(message: string, key?: string): string {
  const id = messageText(message, key);
  return id ? t(id) : message;
}

export function sayNotice(notice: Notice): string {
  return 'text' in notice ? t(notice.text) : sayMessage(notice.message, notice.key);
}
