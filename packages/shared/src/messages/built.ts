/**
 * A message built with values ('Grupa: Anna Nowak może mieć najwyżej 10 uczniów…') has a stable key
 * too (issue 49): its builder registers the text it built under the key, and the server's error
 * answer looks the key up by the text it is about to send, as it does for MSG's fixed messages. The
 * last few hundred texts are remembered: an error is answered right after its message is built.
 */
const KEY_OF_BUILT = new Map<string, string>();
const REMEMBERED = 500;

export function keyed(key: string, text: string): string {
  KEY_OF_BUILT.delete(text);
  KEY_OF_BUILT.set(text, key);
  if (KEY_OF_BUILT.size > REMEMBERED) KEY_OF_BUILT.delete(KEY_OF_BUILT.keys().next().value!);
  return text;
}

/** The key a builder gave this text, if one built it lately. */
export function builtMessageKey(text: string): string | undefined {
  return KEY_OF_BUILT.get(text);
}

/** A date as a built message says it: 2027-05-10 → 10.05.2027. */
export function polishDay(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}
