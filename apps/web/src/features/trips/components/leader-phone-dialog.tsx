import type { TripDocumentKind, TripSummary } from '@wycieczki/shared';
import { Phone } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useAuth } from '@/lib/use-session';
import { LeaderPhoneField, useLeaderPhone } from './leader-phone';

const WHERE: Partial<Record<TripDocumentKind, string>> = { identyfikatory: 'na identyfikatorach („Jeśli się zgubię, zadzwoń”)', karta: 'na karcie wycieczki' };

type LeaderPhoneDialogProps = { trip: TripSummary; kind: TripDocumentKind | null; onClose: () => void; onPrint: (kind: TripDocumentKind) => void };

/**
 * Said before a document that prints the leader's phone is made while the leader's profile has none
 * (issue 48: twelve badges printed 'zadzwoń: ………'). The leader types it here, and it is kept in the
 * profile; anyone else learns it will print empty, to be written in by hand.
 */
export function LeaderPhoneDialog({ trip, kind, onClose, onPrint }: LeaderPhoneDialogProps) {
  const { user } = useAuth();
  const state = useLeaderPhone();
  const mine = user?.id === trip.tripLeaderId;
  const where = kind ? WHERE[kind] : '';
  const saving = state.saving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.save(() => {
      if (kind) onPrint(kind);
      onClose();
    });
  };
  const printAnyway = () => {
    if (kind) onPrint(kind);
    onClose();
  };

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={mine ? 'Podaj swój numer telefonu' : 'Kierownik nie ma numeru telefonu'}
        description={
          mine
            ? `Twój numer drukujemy ${where}, a Twój profil go nie ma. Zapiszemy go w profilu.`
            : `Numer kierownika (${trip.tripLeaderEmail ?? 'kierownik wycieczki'}) drukujemy ${where}, a jego profil go nie ma. Wydrukujemy puste miejsce do wpisania numeru ręcznie.`
        }
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {mine ? (
              <>
                <Button type="button" variant="outline" onClick={printAnyway} disabled={saving}>
                  Pobierz bez numeru
                </Button>
                <Button type="submit" form="leader-phone-form" disabled={saving}>
                  <Phone aria-hidden="true" />
                  {saving ? 'Zapisywanie...' : 'Zapisz i pobierz'}
                </Button>
              </>
            ) : (
              <DialogActions onClick={printAnyway} label="Pobierz mimo to" />
            )}
          </div>
        }
      >
        {mine ? (
          <form id="leader-phone-form" onSubmit={submit} noValidate>
            <LeaderPhoneField id="leader-phone" state={state} />
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
