import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The message of the first invalid field in schema order: SPEC shows the first validation message as a toast. */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const root = errors.root?.message;
  return typeof root === 'string' ? root : null;
}
