import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MSG, firstIssueMessage } from '@wycieczki/shared';
import { AppError } from './errors';
import { containsNul, exceedsDepth } from './safe-json';

/**
 * Reads the JSON body and parses it with a shared schema; a broken rule is 400 with its Polish message.
 * Too deep a nesting and a NUL anywhere (PostgreSQL text cannot hold it) are refused with 400 too.
 */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    if (exceedsDepth(text)) throw new AppError(400, 'invalid_json', MSG.invalidRequest);
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_json', MSG.invalidRequest);
  }
  if (containsNul(body)) throw new AppError(400, 'validation', MSG.invalidRequest);
  return parseValue(schema, body);
}

export function parseValue<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, 'validation', firstIssueMessage(result.error));
  return result.data;
}
