import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type LinkCardProps = {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** 'primary': a screen's main way on (the head's 'Wycieczki szkoły'), in the primary colour and a size up. */
  variant?: 'plain' | 'primary';
  className?: string;
};

/** A way to another screen as a row: its icon, its name, a line on what is there, and the chevron. */
export function LinkCard({ to, icon: Icon, title, description, variant = 'plain', className }: LinkCardProps) {
  const primary = variant === 'primary';
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-3 border transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        primary ? 'rounded-xl border-primary/30 bg-card p-4 shadow-xs hover:bg-primary-soft' : 'rounded-lg border-border p-3 hover:bg-muted/50',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('shrink-0 text-primary', primary ? 'size-6' : 'size-5')} />
      <span className="min-w-0 flex-1">
        <span className={cn('block', primary ? 'font-semibold' : 'font-medium')}>{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
