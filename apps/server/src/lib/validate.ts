import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MSG, firstIssueMessage } from '@wycieczki/shared';
import { AppError } from './errors';

/** Reads the JSON body and parses it with a shared schema; a broken rule is 400 with its Polish message. */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', MSG.invalidRequest);
  }
  // PostgreSQL text cannot hold NUL; such input is refused here instead of failing in the database.
  if (JSON.stringify(body)?.includes('\\u0000')) throw new AppError(400, 'validation', MSG.invalidRequest);
  return parseValue(schema, body);
}

export function parseValue<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, 'validation', firstIssueMessage(result.error));
  return result.data;
}
