import { CircleAlert, CircleCheck, CloudUpload, WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { cn } from '@/lib/cn';
import { outbox } from '@/lib/outbox/device-outbox';
import { useSyncState } from '@/lib/outbox/sync-state';
import { setSignOutGuard } from '@/lib/sign-out-guard';
import { useAuth } from '@/lib/use-session';

const outboxState = () => outbox.getState();

/**
 * The strip under the top bar: the word on the network and the roll call (docs/decisions/017): 'Offline' with no network,
 * 'Do wysłania: N' while N changes wait, 'Zsynchronizowano' for a moment after they have gone, and
 * 'Nie wysłano: N' while changes the server refused wait to be read. A tap shows the changes. Online,
 * the passing words float over the page instead of taking a strip, so no row moves (issue 48).
 */
export default function SyncStatus() {
  const { user } = useAuth();
  const state = useSyncState(user?.id ?? '');
  const [open, setOpen] = useState(false);
  const [signOut, setSignOut] = useState<(() => void) | null>(null);
  const userId = user?.id;

  // 'Wyloguj' with changes still to send asks first: signing out removes them from the device.
  useEffect(() => {
    setSignOutGuard((proceed) => {
      if (!outbox.getState().pending.some((c) => c.userId === userId)) return false;
      setSignOut(() => proceed);
      return true;
    });
    return () => setSignOutGuard(null);
  }, [userId]);

  if (!user) return null;

  const parts: { key: string; icon: typeof WifiOff; text: string; tone: string }[] = [];
  if (!state.online) parts.push({ key: 'offline', icon: WifiOff, text: 'Offline', tone: 'bg-amber-100 text-amber-900' });
  if (state.pending > 0) parts.push({ key: 'pending', icon: CloudUpload, text: `Do wysłania: ${state.pending}`, tone: 'bg-primary-soft text-primary' });
  if (state.refused > 0) parts.push({ key: 'refused', icon: CircleAlert, text: `Nie wysłano: ${state.refused}`, tone: 'bg-rose-100 text-rose-800' });
  if (parts.length === 0 && state.synced) parts.push({ key: 'synced', icon: CircleCheck, text: 'Zsynchronizowano', tone: 'bg-emerald-100 text-emerald-800' });
  // What lasts (no network, a change refused) takes a strip of its own with 'Szczegóły'; what passes
  // in a moment online (a mark on its way, 'Zsynchronizowano') floats and moves nothing (issue 48).
  const floating = state.online && state.refused === 0;

  return (
    <>
      <div role="status" aria-live="polite" data-testid="sync-status">
        {parts.length > 0 && floating ? (
          // Online, a mark on its way or just sent: a pill over the page's top edge, taking no room, so
          // the roll call's rows never move under a finger (issue 48). Not a button: it may lie over one.
          <div data-sync-float className="pointer-events-none absolute inset-x-0 top-full">
            <div className="mx-auto flex max-w-6xl justify-end px-4 pt-1 sm:px-6">
              {parts.map(({ key, icon: Icon, text, tone }) => (
                <span key={key} className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 text-xs font-medium shadow-sm ring-1 ring-border', tone)}>
                  <Icon aria-hidden="true" className="size-3.5" />
                  {text}
                </span>
              ))}
            </div>
          </div>
        ) : parts.length > 0 ? (
          // data-sync-strip: index.css makes room for it under the sticky bar (--app-header-extra).
          <div data-sync-strip className="border-t border-border">
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="mx-auto flex h-11 w-full max-w-6xl items-center gap-2 px-4 text-xs font-medium focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-inset focus-visible:ring-ring/25 sm:px-6"
              aria-label={`${parts.map((p) => p.text).join(', ')}. Pokaż zmiany na tym urządzeniu`}
            >
              {parts.map(({ key, icon: Icon, text, tone }) => (
                <span key={key} className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-1', tone)}>
                  <Icon aria-hidden="true" className="size-3.5" />
                  {text}
                </span>
              ))}
              <span className="ml-auto whitespace-nowrap text-muted-foreground underline underline-offset-2">Szczegóły</span>
            </button>
          </div>
        ) : null}
      </div>
      <OutboxDialog userId={user.id} open={open} onOpenChange={setOpen} online={state.online} />
      <ConfirmDialog
        open={signOut !== null}
        onOpenChange={(next) => !next && setSignOut(null)}
        title="Wylogować się?"
        description={`Na tym urządzeniu czekają niewysłane zmiany: ${state.pending}. Wylogowanie usunie je z urządzenia i nie trafią na serwer. Poczekaj na połączenie z internetem, aby je wysłać.`}
        cancelLabel="Zostań zalogowany"
        confirmLabel="Wyloguj i usuń zmiany"
        onConfirm={() => {
          const proceed = signOut;
          setSignOut(null);
          proceed?.();
        }}
      />
    </>
  );
}

function OutboxDialog({ userId, open, onOpenChange, online }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void; online: boolean }) {
  const { pending, refused } = useSyncExternalStore(outbox.subscribe, outboxState);
  const mine = pending.filter((c) => c.userId === userId);
  const mineRefused = refused.filter((c) => c.userId === userId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Zmiany na tym urządzeniu"
        description={online ? 'Zmiany wysyłają się same, gdy jest połączenie z serwerem.' : 'Brak internetu. Zmiany zostaną wysłane, gdy wróci połączenie.'}
        footer={<DialogActions cancelLabel="Zamknij" />}
      >
        <div className="grid gap-5">
          <section aria-labelledby="outbox-pending">
            <h3 id="outbox-pending" className="mb-2 text-sm font-semibold">
              Do wysłania: {mine.length}
            </h3>
            {mine.length === 0 ? (
              <p className="text-sm text-muted-foreground">Wszystko zostało wysłane.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {mine.map((change) => (
                  <li key={change.id} className="wrap-anywhere">
                    {change.label}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {mineRefused.length > 0 ? (
            <section aria-labelledby="outbox-refused">
              <h3 id="outbox-refused" className="mb-2 text-sm font-semibold text-destructive">
                Nie wysłano
              </h3>
              <ul className="grid gap-2">
                {mineRefused.map((change) => (
                  <li key={change.id} data-testid="refused-change" className="flex items-start gap-3 rounded-lg border border-border p-3">
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="wrap-anywhere font-medium">{change.label}</p>
                      <p className="text-muted-foreground">Powód: {change.reason}</p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => void outbox.dismiss(change.id)}>
                      Odrzuć
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
