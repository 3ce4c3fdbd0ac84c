import type { TripSummary } from '@wycieczki/shared';
import { DeletionDialog } from '@/components/deletion-dialog';
import { warsawToday } from '@/lib/warsaw-today';
import { useDeleteTrip } from '../api/delete-trip';

/** A trip's consents outlive it in 'Archiwum zgód' from its last day (or its close) on (issue 31), unless its period is 0. */
function keepsConsents(trip: TripSummary): boolean {
  return (trip.endDate <= warsawToday() || trip.closed !== null) && trip.consentKeepYears > 0;
}

type DeleteTripDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

export function DeleteTripDialog({ trip, onOpenChange }: DeleteTripDialogProps) {
  return (
    <DeletionDialog
      target={trip}
      onOpenChange={onOpenChange}
      deletion={useDeleteTrip()}
      variables={(t) => t.id}
      title="Czy na pewno chcesz usunąć tę wycieczkę?"
      description={(t) => (
        <>
          Ta akcja jest nieodwracalna. Wszystkie dane wycieczki{t ? <> „{t.name}”</> : null} – uczniowie, pokoje i listy obecności – zostaną
          trwale usunięte.
          {t && keepsConsents(t) ? ' Zgody rodziców zostaną zachowane w archiwum zgód.' : null}
        </>
      )}
      texts={{ done: 'Usunięto wycieczkę', failed: 'Błąd podczas usuwania wycieczki' }}
    />
  );
}
