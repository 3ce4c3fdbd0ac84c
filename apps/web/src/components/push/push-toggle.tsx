import { BellOff, BellRing } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { PushSetupError, useDisablePush, useEnablePush, useThisDevice } from './api';
import { pushSupport } from '@/lib/web-push';

/**
 * This device's notifications as one switch, 'Powiadomienia na tym telefonie' (a switch, not a
 * button: the bar's 'Powiadomienia' stays the one button of that name). In the profile and on the
 * chosen trip's card.
 */
export function PushToggle() {
  const device = useThisDevice();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const unavailable = pushUnavailableText();
  if (unavailable) return <p className="text-sm text-muted-foreground">{unavailable}</p>;
  if (device.isPending) return null;
  const on = device.data !== null;
  const busy = enable.isPending || disable.isPending;
  const toggle = () => {
    if (on) disable.mutate(undefined, { onSuccess: () => toast.success('Wyłączono powiadomienia na tym telefonie'), onError: (error) => toast.error(errorMessage(error)) });
    else
      enable.mutate(undefined, {
        onSuccess: () => toast.success('Włączono powiadomienia na tym telefonie'),
        onError: (error) => toast.error(error instanceof PushSetupError ? error.message : errorMessage(error)),
      });
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={toggle}
      className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
    >
      {on ? <BellRing aria-hidden="true" className="size-4 shrink-0 text-emerald-700" /> : <BellOff aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />}
      <span className="grid flex-1 gap-0.5">
        <span className="font-medium">Powiadomienia na tym telefonie</span>
        <span className="text-muted-foreground">{busy ? 'Chwileczkę...' : on ? 'Włączone: alarmy dotrą przy wygaszonym ekranie' : 'Wyłączone'}</span>
      </span>
      <span aria-hidden="true" className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-emerald-600' : 'bg-muted-foreground/40'}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </span>
    </button>
  );
}

/** Why the switch is not there, said the way a teacher can act on it. */
function pushUnavailableText(): string | null {
  switch (pushSupport()) {
    case 'ios-home-screen':
      return 'Na iPhonie najpierw dodaj aplikację do ekranu początkowego (w Safari: Udostępnij → Do ekranu początkowego), otwórz ją stamtąd i tam włącz powiadomienia.';
    case 'blocked':
      return 'Powiadomienia są zablokowane dla tej strony. Zezwól na nie w ustawieniach przeglądarki (ikona kłódki przy adresie), a potem włącz je tutaj.';
    case 'unsupported':
      return 'Ta przeglądarka nie obsługuje powiadomień. Użyj Chrome, Edge, Firefoksa albo Safari na iPhonie (z ekranu początkowego).';
    default:
      return null;
  }
}

