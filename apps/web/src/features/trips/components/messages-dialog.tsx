import { LIMITS, firstIssueMessage, tripMessageSchema, type TripSummary } from '@wycieczki/shared';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { TRIP_CLOSED_TEXT } from '@/lib/trip-closed';
import { useParentNotifications, useSendMessage, useTripMessages } from '../api/messages';

type MessagesDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

/**
 * 'Komunikaty dla rodziców' (issue 25): a short message to every parent of the trip, shown on their
 * parent pages without a reload, and the messages sent so far.
 */
export function MessagesDialog({ trip, onOpenChange }: MessagesDialogProps) {
  return (
    <Dialog open={trip !== null} onOpenChange={onOpenChange}>
      {trip ? <MessagesContent trip={trip} /> : null}
    </Dialog>
  );
}

function MessagesContent({ trip }: { trip: TripSummary }) {
  const messages = useTripMessages(trip.id);
  const notifications = useParentNotifications(trip.id, trip.canClose);
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tripMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(undefined);
    send.mutateAsync({ tripId: trip.id, input: parsed.data }).then(
      () => {
        setBody('');
        toast.success('Wysłano komunikat do rodziców');
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <DialogContent
      title="Komunikaty dla rodziców"
      description={`Rodzice uczniów wycieczki „${trip.name}” zobaczą komunikat na swojej stronie od razu, bez odświeżania.`}
      footer={<DialogActions cancelLabel="Zamknij" />}
    >
      <div className="grid gap-5">
        {notifications.data ? (
          <p data-testid="parent-notifications-count" className="text-sm text-muted-foreground">
            Powiadomienia o komunikatach na telefonie: włączone u {notifications.data.studentIds.length} z {trip.studentCount} rodziców. Kto je ma, dowie się o nowym komunikacie od razu.
          </p>
        ) : null}
        {/* A closed trip (issue 31) sends nothing more; what was sent stays readable. */}
        {trip.closed ? (
          <p className="text-sm text-muted-foreground">{TRIP_CLOSED_TEXT} Nowego komunikatu nie można już wysłać.</p>
        ) : (
          <form className="grid gap-3" onSubmit={submit} noValidate>
            <TextAreaField
              id="message-body"
              label="Treść komunikatu"
              placeholder="Dojechaliśmy do Zakopanego, wszyscy zdrowi."
              hint={`${body.trim().length} / ${LIMITS.messageMax} znaków`}
              error={error}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
            <Button type="submit" className="justify-self-start" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Wysyłanie...' : 'Wyślij'}
            </Button>
          </form>
        )}
        <section aria-label="Wysłane komunikaty" className="grid gap-2">
          <h3 className="text-sm font-semibold">Wysłane</h3>
          {messages.isPending ? (
            <Spinner label="Ładowanie komunikatów..." className="py-4" />
          ) : messages.isError ? (
            <p className="text-sm text-destructive">{errorMessage(messages.error)}</p>
          ) : messages.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nie wysłano jeszcze żadnego komunikatu.</p>
          ) : (
            <ul className="grid gap-2">
              {messages.data.map((message) => (
                <li key={message.id} data-testid="trip-message" className="rounded-lg bg-muted p-3 text-sm">
                  <p className="whitespace-pre-line wrap-anywhere">{message.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {message.authorName}, {formatDateTime(message.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </DialogContent>
  );
}
