import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text box for the long texts (a program, an address, a school's clauses): it grows with what is typed. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'field-sizing-content flex min-h-20 w-full min-w-0 resize-y rounded-lg border border-input bg-card px-3 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground sm:text-sm',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-destructive/25',
        className,
      )}
      {...props}
    />
  );
}
