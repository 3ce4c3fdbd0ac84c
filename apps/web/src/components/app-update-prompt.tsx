import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { isUpdateAvailable, reloadToUpdate, subscribeToUpdate } from '@/lib/app-update';

/** 'Dostępna nowa wersja' with 'Odśwież', above the tab bar on a phone; the user chooses when to reload. */
export function AppUpdatePrompt() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateAvailable, () => false);
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-border bg-card p-3 text-sm shadow-lg md:bottom-4"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1 font-medium">Dostępna nowa wersja</span>
      <Button size="sm" onClick={reloadToUpdate}>
        Odśwież
      </Button>
    </div>
  );
}
