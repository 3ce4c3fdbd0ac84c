import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

type EmptyStateProps = { icon: LucideIcon; title: string; description?: string; children?: ReactNode };

export function EmptyState({ icon: Icon, title, description, children }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center sm:py-16">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </Card>
  );
}
