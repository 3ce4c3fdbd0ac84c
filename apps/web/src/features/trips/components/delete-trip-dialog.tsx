import type { TripSummary } from '@wycieczki/shared';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteTrip } from '../api/delete-trip';

type DeleteTripDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

export function DeleteTripDialog({ trip, onOpenChange }: DeleteTripDialogProps) {
  const remove = useDeleteTrip();
  return (
    <ConfirmDialog
      open={trip !== null}
      onOpenChange={onOpenChange}
      title="Czy na pewno chcesz usunąć tę wycieczkę?"
      description={
        <>
          Ta akcja jest nieodwracalna. Wszystkie dane wycieczki{trip ? <> „{trip.name}”</> : null} – uczniowie, pokoje i listy
          obecności – zostaną trwale usunięte.
        </>
      }
      confirmLabel="Usuń"
      busy={remove.isPending}
      onConfirm={() => {
        if (!trip) return;
        remove.mutate(trip.id, {
          onSuccess: () => {
            toast.success('Usunięto wycieczkę');
            onOpenChange(false);
          },
          onError: (error) => toast.error('Błąd podczas usuwania wycieczki', { description: errorMessage(error) }),
        });
      }}
    />
  );
}
