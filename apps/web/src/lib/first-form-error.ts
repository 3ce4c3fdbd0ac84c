import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { toast } from '@/lib/toast';

/** The message of the first invalid field in schema order: SPEC shows the first validation message as a toast. */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
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
