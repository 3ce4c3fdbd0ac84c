import type { TripSummary } from '@wycieczki/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { GuardiansSection } from './guardians-section';
import { ApprovedKartaNotice } from '@/components/approval-status';

type GuardiansDialogProps = { trip: TripSummary | null; onOpenChange: (open: boolean) => void };

export function GuardiansDialog({ trip, onOpenChange }: GuardiansDialogProps) {
  return (
    <Dialog open={trip !== null} onOpenChange={onOpenChange}>
      {trip ? (
        <DialogContent
          title="Zarządzaj opiekunami wycieczki"
          description={
            trip.closed
              ? `${trip.name}: wycieczka jest zakończona, opiekunów nie można już zmieniać.`
              : trip.canManageGuardians
                ? `${trip.name}: dodaj opiekunów po adresie email lub usuń ich z wycieczki.`
                : `${trip.name}: opiekunami zarządza twórca wycieczki.`
          }
        >
          {trip.canManageGuardians ? (
            <div className="mb-4 empty:hidden">
              <ApprovedKartaNotice trip={trip} />
            </div>
          ) : null}
          <GuardiansSection trip={trip} idPrefix="guardians-dialog" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
