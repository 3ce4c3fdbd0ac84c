import type { TripSummary } from '@wycieczki/shared';
import { DeletionDialog } from '@/components/deletion-dialog';
import { useDeleteTrip } from '../api/delete-trip';

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
        </>
      )}
      texts={{ done: 'Usunięto wycieczkę', failed: 'Błąd podczas usuwania wycieczki' }}
    />
  );
}
