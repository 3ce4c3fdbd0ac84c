import type { TripSummary } from '@wycieczki/shared';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { EditTripForm } from './edit-trip-form';
import { GuardiansSection } from './guardians-section';
import { ApprovedKartaNotice } from '@/components/approval-status';

const FORM_ID = 'edit-trip-form';

type EditTripDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

export function EditTripDialog({ trip, onOpenChange }: EditTripDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={trip !== null} onOpenChange={onOpenChange}>
      {trip ? (
        <DialogContent
          title="Edytuj wycieczkę"
          description="Zmień dane wycieczki i to, co wydrukuje karta wycieczki."
          footer={<DialogActions form={FORM_ID} pending={saving} label="Zapisz zmiany" pendingLabel="Zapisywanie..." />}
        >
          <div className="mb-4 empty:hidden">
            <ApprovedKartaNotice trip={trip} />
          </div>
          <EditTripForm key={trip.id} formId={FORM_ID} trip={trip} onSaved={() => onOpenChange(false)} onPendingChange={setSaving} />
          <section aria-labelledby="edit-trip-guardians" className="mt-6 grid gap-3 border-t border-border pt-5">
            <h3 id="edit-trip-guardians" className="text-base font-semibold">
              Opiekunowie
            </h3>
            <GuardiansSection trip={trip} idPrefix="edit-trip" />
          </section>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
