import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: string; actions?: ReactNode };

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {/* A trip named at the limit (200 characters) would push the actions off a phone: three lines, the whole text in the title. */}
        {description ? (
          <p className="mt-1 line-clamp-3 text-muted-foreground" title={description}>
            {description}
          </p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}
