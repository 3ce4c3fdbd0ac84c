import { format } from 'date-fns';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Says that a form holds a draft put back from earlier, with 'Odrzuć szkic' to start afresh. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <History aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">Przywrócono niezapisany szkic z {format(savedAt, 'HH:mm')}.</span>
      <Button variant="outline" size="sm" onClick={onDiscard}>
        Odrzuć szkic
      </Button>
    </div>
  );
}
