import { verbOf, type AccountEvent, type AccountEventKind } from '@wycieczki/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useAccountHistory } from './api/account';

const LABELS: Record<AccountEventKind, string> = {
  reset_link_mailed: 'Wysłano e-mailem link do zmiany hasła',
  reset_link_operator: 'Administrator serwera utworzył link do zmiany hasła',
  reset_link_head: 'Dyrektor szkoły utworzył link do zmiany hasła',
  password_reset: 'Ustawiono nowe hasło z linku',
  password_changed: 'Zmieniono hasło w profilu',
};

function describe(event: AccountEvent): string {
  if (event.kind !== 'reset_link_head' || !event.actorName) return LABELS[event.kind];
  // Only the head's name was kept with the event: the verb follows it ('utworzyła', issue 63).
  return `Dyrektor szkoły ${verbOf('utworzył', event.actorName)} link do zmiany hasła (${event.actorName})`;
}

/**
 * 'Historia konta' (issue 30): every reset link made for the account, by whom, and every change of
 * its password, so its owner sees one they did not ask for.
 */
export function AccountHistory() {
  const history = useAccountHistory();
  const events = history.data ?? [];
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Historia konta</CardTitle>
        <CardDescription>Każdy link do zmiany hasła i każda zmiana hasła. Jeśli widzisz tu coś, o czym nie wiesz, zmień hasło i powiadom dyrektora szkoły.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? null : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Hasło nie było jeszcze zmieniane.</p>
        ) : (
          <ul aria-label="Historia konta" className="divide-y divide-border">
            {events.map((event, index) => (
              <li key={`${event.at}-${index}`} className="grid gap-0.5 py-2.5 text-sm">
                <span className="wrap-anywhere">{describe(event)}</span>
                <span className="text-muted-foreground">{formatDateTime(event.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
