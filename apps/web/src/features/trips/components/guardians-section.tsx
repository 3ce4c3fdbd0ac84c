import type { Guardian, TripSummary } from '@wycieczki/shared';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { useGuardians } from '../api/get-guardians';
import { useRemoveGuardian } from '../api/remove-guardian';
import { AddGuardianForm } from './add-guardian-form';
import { GuardianList } from './guardian-list';

const LOAD_ERROR = 'Błąd podczas pobierania listy opiekunów';

/** The guardian list, with the add and remove controls for the trip's creator. Used by the guardians and edit dialogs. */
export function GuardiansSection({ trip, idPrefix }: { trip: TripSummary; idPrefix: string }) {
  const guardians = useGuardians(trip.id);
  const remove = useRemoveGuardian();
  const canManage = trip.canManageGuardians;

  useEffect(() => {
    if (guardians.isError) toast.error(LOAD_ERROR, { id: `guardians-load-error-${trip.id}` });
  }, [guardians.isError, trip.id]);

  const onRemove = (guardian: Guardian) => {
    remove.mutate(
      { tripId: trip.id, guardianId: guardian.id },
      {
        onSuccess: () => toast.success('Usunięto opiekuna z wycieczki'),
        onError: () => toast.error('Błąd podczas usuwania opiekuna'),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {canManage ? <AddGuardianForm tripId={trip.id} idPrefix={idPrefix} /> : null}
      {guardians.isPending ? (
        <Spinner label="Ładowanie opiekunów..." className="py-6" />
      ) : guardians.isError ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{LOAD_ERROR}</p>
      ) : (
        <GuardianList
          guardians={guardians.data}
          canManage={canManage}
          removingId={remove.isPending ? (remove.variables?.guardianId ?? null) : null}
          onRemove={onRemove}
        />
      )}
    </div>
  );
}
