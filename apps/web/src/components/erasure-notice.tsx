import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { sensitiveDataNotice } from '@/lib/sensitive-data-notice';

/** The trip's RODO line (when its sensitive data goes, or went) with its shield; nothing for a trip that does not know it yet. */
export function ErasureNotice({ trip, className }: { trip: Parameters<typeof sensitiveDataNotice>[0]; className?: string }) {
  const notice = sensitiveDataNotice(trip);
  if (!notice) return null;
  return (
    <p data-testid="erasure-notice" className={cn('flex items-center gap-2', className)}>
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
      {notice}
    </p>
  );
}
