import type { ComponentProps, ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';

export const SELECT_CLASS =
  'flex h-11 w-full min-w-0 cursor-pointer rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm aria-invalid:border-destructive';

type SelectFieldProps = ComponentProps<'select'> & { id: string; label: string; hint?: ReactNode; error?: string };

/** A labelled native select: the phone's own picker, which a thumb handles best. */
export function SelectField({ id, label, hint, error, className, children, ...props }: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(SELECT_CLASS, className)}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
