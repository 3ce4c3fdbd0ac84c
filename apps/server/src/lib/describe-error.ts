import { createHash } from 'node:crypto';

/** A failed hand-written statement, known by its name: the text it ran may hold values. */
export class NamedStatementError extends Error {
  constructor(
    readonly statement: string,
    options: { cause: unknown },
  ) {
    super(`statement ${statement} failed`, options);
    this.name = 'NamedStatementError';
  }
}

type ErrorFields = { error: string; errorCode?: string; constraint?: string; statement?: string };

/**
 * What a log line may say of an error. A database error is told by its SQLSTATE code, its constraint
 * and the statement's name, never by its message or parameters: Drizzle's message quotes every
 * parameter (a PESEL, a phone, a search text) and PostgreSQL's often quotes the offending value.
 */
export function describeError(error: unknown): ErrorFields {
  let statement: string | undefined;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth += 1) {
    if (e instanceof NamedStatementError) statement ??= e.statement;
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') statement ??= statementName(query);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return {
        error: 'database error',
        errorCode: code,
        ...(typeof constraint === 'string' && constraint ? { constraint } : {}),
        ...(statement ? { statement } : {}),
      };
    }
  }
  if (statement) return { error: 'database error', statement };
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`.slice(0, 300) };
  return { error: typeof error };
}

/** 'insert into "students" … #1a2b3c4d5e': the verb, the first table and a digest of the text, no values. */
function statementName(query: string): string {
  const head = /^\s*(select|insert\s+into|update|delete\s+from|with|prepare|execute)\s+"?([a-z_][a-z0-9_]*)?/i.exec(query);
  const digest = createHash('sha1').update(query).digest('hex').slice(0, 10);
  return head ? `${head[1]!.toLowerCase().replace(/\s+/g, ' ')} ${head[2] ?? ''} #${digest}`.replace('  ', ' ') : `#${digest}`;
}
