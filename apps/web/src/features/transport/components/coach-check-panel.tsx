import type { TripSummary, TripTransport } from '@wycieczki/shared';
import { CircleCheck, ClipboardCopy, FileDown, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate, formatDateTime } from '@/lib/format-date';
import { copyPoliceRequest, downloadPoliceRequest } from '@/lib/police-request';
import { toast } from '@/lib/toast';
import { useUpdateTransport } from '../api/update-transport';

type CoachCheckPanelProps = { trip: TripSummary; transport: TripTransport };

/**
 * The police's check of the coach (issue 54): 'Wniosek o kontrolę autokaru' as a PDF or a text for an
 * e-mail, what it still lacks, and 'OC i badanie techniczne sprawdzone' with when and who.
 */
export function CoachCheckPanel({ trip, transport }: CoachCheckPanelProps) {
  const update = useUpdateTransport();
  const [busy, setBusy] = useState<'pdf' | 'copy' | null>(null);
  const request = transport.request;
  if (!request) return null;

  const run = (kind: 'pdf' | 'copy') => {
    setBusy(kind);
    (kind === 'pdf' ? downloadPoliceRequest(trip.id).then(() => toast.success('Pobrano wniosek o kontrolę autokaru')) : copyPoliceRequest(trip.id))
      .catch((error: unknown) => toast.error(kind === 'pdf' ? 'Nie udało się przygotować wniosku' : 'Nie udało się skopiować tekstu wniosku', { description: errorMessage(error) }))
      .finally(() => setBusy(null));
  };

  const check = (checked: boolean) =>
    update.mutateAsync({ tripId: trip.id, kind: 'check', checked }).then(
      () => toast.success(checked ? 'Zapisano: OC i badanie techniczne sprawdzone' : 'Cofnięto sprawdzenie autokaru'),
      (error: unknown) => toast.error('Nie udało się zapisać sprawdzenia autokaru', { description: errorMessage(error) }),
    );

  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">
        Policja sprawdza autokar wiozący dzieci na wniosek złożony 5–7 dni przed wyjazdem. Wniosek jest wypełniony danymi wycieczki: wyślij go e-mailem albo zanieś
        do komendy policji.
      </p>
      {request.missing.length > 0 ? (
        <p data-testid="police-request-missing" role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          We wniosku brakuje: {request.missing.join(', ')}. Uzupełnij w „Przewóz”, w „Edytuj wycieczkę” (szkoła, zbiórka) albo w profilu (telefon).
        </p>
      ) : null}
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <Button variant="outline" onClick={() => run('pdf')} disabled={busy !== null}>
          <FileDown aria-hidden="true" />
          {busy === 'pdf' ? 'Przygotowywanie...' : 'Wniosek o kontrolę (PDF)'}
        </Button>
        <Button variant="outline" onClick={() => run('copy')} disabled={busy !== null}>
          <ClipboardCopy aria-hidden="true" />
          Kopiuj tekst wniosku
        </Button>
      </div>
      <details className="rounded-md border border-border px-3 py-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">Pokaż tekst wniosku</summary>
        <p className="mt-2 text-muted-foreground">Temat: {request.subject}</p>
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{request.text}</pre>
      </details>
      {transport.coachCheck ? (
        <div data-testid="coach-checked" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-emerald-50 px-3 py-2 text-emerald-950">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0 flex-1">
            OC i badanie techniczne sprawdzone: {formatDateTime(transport.coachCheck.at)}, {transport.coachCheck.by}
          </span>
          {transport.canEdit ? (
            <Button variant="ghost" size="sm" onClick={() => void check(false)} disabled={update.isPending}>
              <Undo2 aria-hidden="true" />
              Cofnij
            </Button>
          ) : null}
        </div>
      ) : transport.canEdit ? (
        <Button onClick={() => void check(true)} disabled={update.isPending}>
          <CircleCheck aria-hidden="true" />
          OC i badanie techniczne sprawdzone
        </Button>
      ) : (
        <p className="text-muted-foreground">
          Sprawdzenie autokaru zapisze kierownik wycieczki
          {transport.checkDue ? ` (wyjazd ${formatCheckDate(trip.startDate)})` : ''}.
        </p>
      )}
    </div>
  );
}
