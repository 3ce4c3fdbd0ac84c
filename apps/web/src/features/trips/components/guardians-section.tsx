import type { Guardian, TripSummary } from '@wycieczki/shared';
import { useEffect, useState } from 'react';
import { DeletionDialog } from '@/components/deletion-dialog';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { useGuardians } from '@/lib/trip-guardians-query';
import { useRemoveGuardian } from '../api/remove-guardian';
import { AddGuardianForm } from './add-guardian-form';
import { GuardianList } from './guardian-list';
import { PendingInvitations } from './trip-invitations';

const LOAD_ERROR = 'Błąd podczas pobierania listy opiekunów';

function guardianName(guardian: Guardian | null): string {
  return guardian ? guardian.fullName.trim() || guardian.email : '';
}

/** The guardian list, with the add and remove controls for the trip's creator. Used by the guardians and edit dialogs. */
export function GuardiansSection({ trip, idPrefix }: { trip: TripSummary; idPrefix: string }) {
  const guardians = useGuardians(trip.id);
  const remove = useRemoveGuardian();
  const canManage = trip.canManageGuardians;

  useEffect(() => {
    if (guardians.isError) toast.error(LOAD_ERROR, { id: `guardians-load-error-${trip.id}` });
  }, [guardians.isError, trip.id]);

  /** The guardian whose removal waits for 'Usuń' (one tap must not remove anyone). */
  const [removing, setRemoving] = useState<Guardian | null>(null);

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
          onRemove={setRemoving}
        />
      )}
      {canManage ? <PendingInvitations tripId={trip.id} /> : null}
      <DeletionDialog
        target={removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        deletion={remove}
        variables={(guardian) => ({ tripId: trip.id, guardianId: guardian.id })}
        title={(guardian) => `Usunąć opiekuna ${guardianName(guardian)}?`}
        description={() => 'Straci dostęp do wycieczki i jej danych.'}
        texts={{ done: 'Usunięto opiekuna z wycieczki', failed: 'Błąd podczas usuwania opiekuna' }}
      />
    </div>
  );
}
