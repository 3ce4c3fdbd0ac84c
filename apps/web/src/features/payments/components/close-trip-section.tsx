import { arrearsLine, doneByLabel, formatZloty, type TripSettlement } from '@wycieczki/shared';
import { CircleCheck, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate, formatDay } from '@/lib/format-date';
import { outbox } from '@/lib/outbox/device-outbox';
import { countLabel, STUDENT_FORMS } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useCloseTrip } from '../api/settlement';

/** The changes of this trip still waiting on this device to be sent (marks, lists, alarms made offline). */
function waitingOnDevice(tripId: string): number {
  return outbox.getState().pending.filter((change) => change.tripId === tripId).length;
}

/**
 * 'Zakończ wycieczkę' (issue 31): from the trip's last day on, after a look at what is still open;
 * a closed trip says so, with the day its sensitive data goes, and 'Wznów edycję' undoes it.
 */
export function CloseTripSection({ tripId, data }: { tripId: string; data: TripSettlement }) {
  // 'Zakończ wycieczkę' on the trip's card (issue 48) comes here with ?zakoncz=1: the question opens at once.
  const [params, setParams] = useSearchParams();
  const closable = data.canClose && data.closed === null && data.today >= data.endDate;
  const [asking, setAskingState] = useState(() => params.get('zakoncz') === '1' && closable);
  const [reopening, setReopening] = useState(false);
  const close = useCloseTrip();
  const setAsking = (open: boolean) => {
    setAskingState(open);
    // Asked once: a reload does not ask again.
    if (!open && params.has('zakoncz')) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('zakoncz');
          return updated;
        },
        { replace: true },
      );
    }
  };
  const run = (closing: boolean) =>
    close.mutateAsync({ tripId, close: closing }).then(
      () => {
        toast.success(closing ? 'Wycieczka zakończona' : 'Wznowiono edycję wycieczki');
        setAsking(false);
        setReopening(false);
      },
      (error: unknown) => toast.error(closing ? 'Nie udało się zakończyć wycieczki' : 'Nie udało się wznowić edycji', { description: errorMessage(error) }),
    );

  if (data.closed) {
    return (
      <Card className="grid gap-3 p-4" data-testid="trip-closed">
        <p className="flex items-center gap-2 font-semibold">
          <Lock aria-hidden className="size-4 text-muted-foreground" />
          Zakończona {formatDay(data.closed.at)}
        </p>
        <p className="text-sm text-muted-foreground">
          {/* Only the name was kept when the trip was closed: its gender is the name's (issue 63). */}
          {doneByLabel('zakończył', data.closed.by)}. Zmieniać można już tylko wpłaty, wydatki i rozliczenie.{' '}
          {data.erasureDate <= data.today
            ? 'Dane wrażliwe uczniów zostały usunięte.'
            : `Dane wrażliwe uczniów zostaną usunięte ${formatCheckDate(data.erasureDate)}.`}
        </p>
        {data.canClose ? (
          <Button variant="outline" className="justify-self-start" disabled={close.isPending} onClick={() => (data.approval ? setReopening(true) : void run(false))}>
            <LockOpen aria-hidden />
            Wznów edycję
          </Button>
        ) : null}
        <ConfirmDialog
          open={reopening}
          onOpenChange={setReopening}
          title="Wznowić edycję?"
          description="Dyrektor zatwierdził już rozliczenie: po wznowieniu edycji zatwierdzenie zostanie cofnięte i trzeba będzie poprosić o nie ponownie."
          confirmLabel="Wznów edycję"
          busy={close.isPending}
          onConfirm={() => void run(false)}
        />
      </Card>
    );
  }
  if (!data.canClose) return null;
  const early = data.today < data.endDate;
  const waiting = asking ? waitingOnDevice(tripId) : 0;
  const open = [
    // Families who still owe (issue 63): closing makes the settlement final, the surplus going only to those who paid it all.
    data.arrears.students > 0 ? `${arrearsLine(data.arrears.students, data.arrears.amount)}.` : null,
    data.checklist.returnsLeft > 0 ? `Zwroty do wypłacenia: ${countLabel(data.checklist.returnsLeft, STUDENT_FORMS)}${data.checklist.returnsLeftAmount === null ? '' : `, razem ${formatZloty(data.checklist.returnsLeftAmount)}`}.` : null,
    data.checklist.consentsMissing > 0 ? `Brak zgody rodzica: ${countLabel(data.checklist.consentsMissing, STUDENT_FORMS)}.` : null,
    data.checklist.kartaUnapproved ? 'Karta niezatwierdzona: dyrektor nie zatwierdził karty tej wycieczki.' : null,
    waiting > 0 ? `Na tym telefonie czekają niewysłane zmiany (${waiting}): połącz się z internetem przed zakończeniem, bo zakończona wycieczka ich nie przyjmie.` : null,
  ].filter((line): line is string => line !== null);
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold">Zakończ wycieczkę</h2>
      <p className="text-sm text-muted-foreground">
        {early
          ? `Wycieczkę można zakończyć od jej ostatniego dnia (${formatCheckDate(data.endDate)}).`
          : 'Po zakończeniu wycieczka jest tylko do odczytu: zmieniać można wpłaty, wydatki i rozliczenie.'}
      </p>
      <Button className="justify-self-start" disabled={early} onClick={() => setAsking(true)}>
        <Lock aria-hidden />
        Zakończ wycieczkę
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        {asking ? (
          <DialogContent
            title="Zakończyć wycieczkę?"
            description="Uczniów, pokoi, list obecności i programu nie będzie można już zmieniać. Wpłaty, wydatki i rozliczenie zostają otwarte; „Wznów edycję” cofa zakończenie."
            footer={<DialogActions onClick={() => void run(true)} pending={close.isPending} label="Zakończ wycieczkę" pendingLabel="Kończenie..." />}
          >
            {open.length === 0 ? (
              <p className="flex items-center gap-2 text-sm">
                <CircleCheck aria-hidden className="size-4 text-emerald-700" />
                Nic nie zostało otwarte: zwroty wypłacone, zgody zebrane, wszystko wysłane.
              </p>
            ) : (
              <div className="grid gap-2 text-sm">
                <p className="font-medium">Jeszcze otwarte:</p>
                <ul className="grid list-disc gap-1 pl-5" data-testid="close-open-items">
                  {open.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
