import type { TripSummary } from '@wycieczki/shared';
import { ClipboardCopy, FileDown, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { copyPoliceRequest, downloadPoliceRequest } from '@/lib/police-request';
import { toast } from '@/lib/toast';

/**
 * 'Zgłoś autokar do kontroli' on the trip's card (issue 54): for the creator and the leader, from 7
 * days before the departure until 'OC i badanie techniczne sprawdzone' is recorded, with the request
 * to the police as a PDF and as a text for an e-mail. The check is recorded in 'Przewóz i ubezpieczenie'.
 */
export function CoachCheckReminder({ trip, onOpen }: { trip: TripSummary; onOpen: () => void }) {
  const [busy, setBusy] = useState<'pdf' | 'copy' | null>(null);
  const run = (kind: 'pdf' | 'copy') => {
    setBusy(kind);
    (kind === 'pdf' ? downloadPoliceRequest(trip.id).then(() => toast.success('Pobrano wniosek o kontrolę autokaru')) : copyPoliceRequest(trip.id))
      .catch((error: unknown) => toast.error(kind === 'pdf' ? 'Nie udało się przygotować wniosku' : 'Nie udało się skopiować tekstu wniosku', { description: errorMessage(error) }))
      .finally(() => setBusy(null));
  };
  return (
    <section data-testid="coach-check-reminder" aria-labelledby={`coach-check-${trip.id}`} className="relative z-10 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <h3 id={`coach-check-${trip.id}`} className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        Zgłoś autokar do kontroli
      </h3>
      <p>
        Wyjazd {formatCheckDate(trip.startDate)}. Wyślij policji wniosek o kontrolę autokaru, a po kontroli zaznacz „OC i badanie techniczne sprawdzone”.
      </p>
      {/* Side by side when the card is wide enough for both, not when the screen is: a card is a column of a grid. */}
      <div className="flex flex-wrap gap-2 [&>*]:grow">
        <Button variant="outline" size="sm" onClick={() => run('pdf')} disabled={busy !== null}>
          <FileDown aria-hidden="true" />
          {busy === 'pdf' ? 'Przygotowywanie...' : 'Wniosek (PDF)'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => run('copy')} disabled={busy !== null}>
          <ClipboardCopy aria-hidden="true" />
          Kopiuj tekst wniosku
        </Button>
      </div>
      <Button variant="link" size="sm" className="h-auto min-h-11 justify-self-start whitespace-normal px-0 text-left text-amber-950 underline sm:min-h-9" onClick={onOpen}>
        Zapisz sprawdzenie autokaru
      </Button>
    </section>
  );
}
