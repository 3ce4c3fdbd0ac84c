import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '@/lib/toast';

/** The first message in an error or a group of them (an object's fields, a list's rows), in order. */
function firstMessageIn(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const inner = firstMessageIn(value);
    if (inner) return inner;
  }
  return null;
}

/**
 * The message of the first invalid field in schema order: SPEC shows the first validation message
 * as a toast. A name may be a group ('cost'): its first message, row by row.
 */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | null {
  for (const name of order) {
    const message = firstMessageIn(get(errors, name));
    if (message) return message;
  }
  const root = errors.root?.message;
  return typeof root === 'string' ? root : null;
}

/** The `onInvalid` of a form's handleSubmit: toasts the first message in `order`. */
export function toastFirstFormError<T extends FieldValues>(order: readonly Path<T>[]) {
  return (errors: FieldErrors<T>): void => {
    const message = firstFormError(errors, order);
    if (message) toast.error(message);
  };
}
