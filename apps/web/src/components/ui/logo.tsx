import { Bus } from 'lucide-react';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span className={cn('grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm', className)}>
      <Bus aria-hidden="true" className="size-5" />
    </span>
  );
}

export const APP_NAME = 'Wycieczki Szkolne';
