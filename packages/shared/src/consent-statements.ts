// The consent's statements a teacher adds (issue 48), each answered apart like the participation and
// the medical help: 'Wyrażam zgodę na publikację wizerunku dziecka', 'na samodzielny powrót do domu'.

/** An answer a parent gave to one added statement. */
export type ConsentAnswer = 'given' | 'refused';

/**
 * A statement's key, from its text (FNV-1a, 32 bits, base 36): an answer belongs to the words it was
 * given to. A statement reworded is a new one, asked again; the old answer is no longer shown.
 */
export function consentStatementKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `z${hash.toString(36)}`;
}

/** Each statement with its key and the answer stored for it, if any. */
export function answeredStatements(statements: readonly string[], answers: Readonly<Record<string, ConsentAnswer>>): { key: string; text: string; answer: ConsentAnswer | null }[] {
  return statements.map((text) => {
    const key = consentStatementKey(text);
    return { key, text, answer: answers[key] ?? null };
  });
}
