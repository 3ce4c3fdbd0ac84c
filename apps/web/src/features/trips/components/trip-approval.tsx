import type { TripSummary } from '@wycieczki/shared';
import { Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { warsawToday } from '@/lib/warsaw-today';
import { useSubmitForApproval, useTripApproval } from '../api/approval';
import { ApprovalBadge, ReturnComment } from '@/components/approval-status';
import { useAuth } from '@/lib/use-session';

// Only for a leader without a phone, so the trips screen does not carry it (issue 48).
const LeaderPhoneBox = lazy(() => import('./leader-phone').then((m) => ({ default: m.LeaderPhoneBox })));

/**
 * A school trip's karta on its card (issue 27): its status, the head's comment when it came back,
 * and for the creator and the leader 'Wyślij do zatwierdzenia'. A trip of no school shows nothing.
 */
export function TripApproval({ trip, onProgram, onEdit, onTransport }: { trip: TripSummary; onProgram: () => void; onEdit: () => void; onTransport: () => void }) {
  const [sending, setSending] = useState(false);
  const approval = trip.approval;
  if (!approval) return null;
  const canSend = trip.canEdit && (approval.status === 'draft' || approval.status === 'returned');
  // A trip under way (or over) whose karta the head never approved says so plainly (issue 48).
  const today = warsawToday();
  const unapprovedUnderWay = approval.status !== 'approved' && trip.startDate <= today && trip.closed === null;
  return (
    <div className="relative z-10 grid gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-muted-foreground">Karta wycieczki:</span>
        <ApprovalBadge approval={approval} />
      </div>
      {approval.status === 'pending' && approval.changedAfterApproval ? (
        <p className="text-sm text-muted-foreground">Karta zmieniła się po zatwierdzeniu: dyrektor musi ją zatwierdzić ponownie.</p>
      ) : null}
      {unapprovedUnderWay ? (
        <p data-testid="karta-unapproved" role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          Karta niezatwierdzona: wycieczka {trip.endDate < today ? 'odbyła się' : 'trwa'} bez zatwierdzenia karty przez dyrektora.
        </p>
      ) : null}
      <ReturnComment approval={approval} />
      {canSend ? (
        <Button variant="outline" className="w-full" onClick={() => setSending(true)}>
          <Send aria-hidden="true" />
          Wyślij do zatwierdzenia
        </Button>
      ) : null}
      <SubmitApprovalDialog trip={trip} open={sending} onOpenChange={setSending} onProgram={onProgram} onEdit={onEdit} onTransport={onTransport} />
    </div>
  );
}

type SubmitApprovalDialogProps = { trip: TripSummary; open: boolean; onOpenChange: (open: boolean) => void; onProgram: () => void; onEdit: () => void; onTransport: () => void };

function SubmitApprovalDialog({ trip, open, onOpenChange, onProgram, onEdit, onTransport }: SubmitApprovalDialogProps) {
  const readiness = useTripApproval(trip.id, open);
  const { user } = useAuth();
  const submit = useSubmitForApproval(trip.id);
  const missing = readiness.data?.missing ?? [];
  // Too few seats in the coach, a trip abroad without its insurance (issue 54): said before the button, as the server refuses them.
  const blockers = readiness.data?.blockers ?? [];
  // Read again each time the dialog opens: what is shown meanwhile may be out of date.
  const ready = readiness.isSuccess && !readiness.isFetching && missing.length === 0 && blockers.length === 0;

  const goTo = (next: () => void) => {
    onOpenChange(false);
    next();
  };

  function send() {
    submit.mutate(undefined, {
      onSuccess: () => {
        toast.success('Wysłano kartę wycieczki do zatwierdzenia');
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) submit.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Wyślij do zatwierdzenia"
        description={trip.approval ? `Kartę wycieczki zatwierdza dyrektor szkoły „${trip.approval.schoolName}”.` : undefined}
        footer={
          <DialogActions onClick={send} pending={submit.isPending} disabled={!ready} icon={<Send aria-hidden="true" />} label="Wyślij do zatwierdzenia" pendingLabel="Wysyłanie..." />
        }
      >
        <div className="grid gap-3 text-sm">
          {readiness.isPending ? <Spinner label="Sprawdzanie karty..." className="py-6" /> : null}
          {readiness.isError ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
              {errorMessage(readiness.error)}
            </p>
          ) : null}
          {readiness.isSuccess && missing.length > 0 ? (
            <div data-testid="karta-missing" className="grid gap-2">
              <p className="font-medium">Karta wycieczki nie jest jeszcze kompletna. Brakuje:</p>
              <ul className="list-disc space-y-1 pl-5">
                {missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="text-muted-foreground">Cel i transport zmienisz w „Edytuj wycieczkę”, program w „Program wycieczki”, opiekunów w „Opiekunowie”.</p>
              {/* A way straight to what is missing (issue 48). */}
              <div className="flex flex-wrap gap-2">
                {missing.includes('programu wycieczki') ? (
                  <Button variant="outline" size="sm" onClick={() => goTo(onProgram)}>
                    Dodaj program wycieczki
                  </Button>
                ) : null}
                {missing.some((item) => item !== 'programu wycieczki') ? (
                  <Button variant="outline" size="sm" onClick={() => goTo(onEdit)}>
                    Uzupełnij w „Edytuj wycieczkę”
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
          {readiness.isSuccess && blockers.length > 0 ? (
            <div data-testid="karta-blockers" className="grid gap-2">
              <ul className="grid gap-1">
                {blockers.map((item) => (
                  <li key={item} role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
                    {item}
                  </li>
                ))}
              </ul>
              <Button variant="outline" size="sm" className="justify-self-start" onClick={() => goTo(onTransport)}>
                Popraw w „Przewóz i ubezpieczenie”
              </Button>
            </div>
          ) : null}
          {/* The karta prints the leader's phone (issue 48): asked here, before the head reads dots. */}
          {readiness.isSuccess && trip.leaderPhoneMissing ? (
            user?.id === trip.tripLeaderId ? (
              <Suspense fallback={null}>
                <LeaderPhoneBox id="approval-leader-phone">Karta wycieczki podaje telefon kierownika, a Twój profil nie ma numeru. Podaj go przed wysłaniem.</LeaderPhoneBox>
              </Suspense>
            ) : (
              <p data-testid="leader-phone-box" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
                Kierownik wycieczki nie ma numeru telefonu w profilu: karta pokaże puste miejsce do wpisania ręcznie.
              </p>
            )
          ) : null}
          {ready ? (
            <p>
              Dyrektor zobaczy kartę wycieczki, listę opiekunów i zgody rodziców. Do czasu decyzji możesz nadal zmieniać wycieczkę; dyrektor zawsze widzi jej
              aktualną kartę.
            </p>
          ) : null}
          {submit.error ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-destructive">
              {errorMessage(submit.error)}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
