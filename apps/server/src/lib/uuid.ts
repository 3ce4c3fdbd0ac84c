const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare const checked: unique symbol;
/**
 * A UUID checked at the edge: by the route for a path id (`ids` in lib/validate.ts), by the shared schema for a
 * body id, or from the signed token. Services and repositories take only these, so an unchecked
 * string from a URL cannot reach SQL as an id.
 */
export type Id = string & { readonly [checked]: true };

export function isUuid(value: string): value is Id {
  return UUID.test(value);
}

/** For ids the server itself made or read from the database. */
export function asId(value: string): Id {
  return value as Id;
}
