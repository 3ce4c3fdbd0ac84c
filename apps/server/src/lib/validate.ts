import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MSG, firstIssueMessage } from '@wycieczki/shared';
import type { AppEnv } from '../app-env';
import { AppError } from './errors';
import { asId, isUuid, type Id } from './uuid';
import { containsUnstorableText, exceedsDepth } from './safe-json';

/**
 * Reads the JSON body and parses it with a shared schema; a broken rule is 400 with its Polish message.
 * Too deep a nesting is refused with 400 too, and so is a character neither database stores (a NUL, a
 * lone surrogate: issue 62) anywhere, keys included: the schema's texts refuse it naming their field,
 * this net catches one in a field a schema forgot or does not read.
 */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    if (exceedsDepth(text)) throw new AppError('invalid_json', MSG.invalidRequest);
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', MSG.invalidRequest);
  }
  const parsed = parseValue(schema, body);
  if (containsUnstorableText(body)) throw new AppError('validation', MSG.textBadCharacter);
  return parsed;
}

export function parseValue<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation', firstIssueMessage(result.error));
  return result.data;
}

/** The signed-in user's id (from the verified token). */
export function signedInUser(c: Context<AppEnv>): Id {
  return asId(c.get('user').userId);
}

type IdsOf<K extends readonly string[]> = { [I in keyof K]: Id };

/**
 * The signed-in user's id followed by the named path ids, in the order services take them
 * (`rooms.update(...ids(c, 'tripId', 'roomId'), input)`). Each path id is checked to be a UUID: a
 * malformed one is 400 here, so services and repositories receive only valid ids.
 */
export function ids<K extends string[]>(c: Context<AppEnv>, ...names: K): [Id, ...IdsOf<K>] {
  const values = names.map((name) => {
    const value = c.req.param(name);
    if (value === undefined || !isUuid(value)) throw new AppError('validation', MSG.invalidId);
    return value;
  });
  return [signedInUser(c), ...values] as [Id, ...IdsOf<K>];
}
