import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** `compact`: a screen used at a coach door (the roll call), whose content must start high on a phone. */
/** `phoneDescription`: said instead of the description below `sm` (the roll call names its trip there, issue 48). */
type PageHeaderProps = { title: string; description?: string; phoneDescription?: string | undefined; actions?: ReactNode; compact?: boolean };

export function PageHeader({ title, description, phoneDescription, actions, compact = false }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col sm:flex-row sm:items-end sm:justify-between', compact ? 'mb-2 gap-3 sm:mb-6 sm:gap-4' : 'mb-6 gap-4')}>
      <div className="min-w-0">
        <h1 className={cn('font-bold tracking-tight sm:text-3xl', compact ? 'text-xl' : 'text-2xl')}>{title}</h1>
        {/* A trip named at the limit (200 characters) would push the actions off a phone: three lines, the whole text in the title. */}
        {description ? (
          <p
            className={cn('text-muted-foreground', compact ? 'truncate text-sm sm:mt-1 sm:text-base' : 'mt-1 line-clamp-3', phoneDescription !== undefined && 'max-sm:hidden')}
            title={description}
          >
            {description}
          </p>
        ) : null}
        {phoneDescription !== undefined ? (
          <p data-testid="page-phone-description" className="truncate text-sm font-medium sm:hidden" title={phoneDescription}>
            {phoneDescription}
          </p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}
