import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label = 'Ładowanie...' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-[50vh]" />;
}
