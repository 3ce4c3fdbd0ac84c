import { formatZloty, formatZlotyIfShown, settlementSplitLine, type TripSettlement } from '@wycieczki/shared';
import { BadgeCheck, FileSpreadsheet, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

// Not under the school trips' keys: their decisions invalidate those, and this card must not hold the decision's answer back.
const settlementKey = (tripId: string) => ['school', 'settlement', tripId] as const;

async function download(tripId: string, format: 'pdf' | 'xlsx'): Promise<void> {
  const { blob, fileName } = await apiDownload(`/schools/mine/trips/${tripId}/settlement/${format}`);
  saveFile(blob, fileName ?? `rozliczenie.${format}`);
}

/**
 * 'Rozliczenie wycieczki' for the head (issue 31): the settlement the leader keeps in the app, its PDF
 * and XLSX, and 'Zatwierdź rozliczenie' once the trip is closed. A change of the money afterwards
 * takes the approval back (the leader's screen says so).
 */
export function SchoolSettlementCard({ tripId }: { tripId: string }) {
  const queryClient = useQueryClient();
  const settlement = useQuery({
    queryKey: settlementKey(tripId),
    queryFn: ({ signal }) => apiRequest<TripSettlement>(`/schools/mine/trips/${tripId}/settlement`, { auth: true, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const approve = useMutation({
    // The version read: a settlement changed meanwhile is refused (409) rather than approved unseen.
    mutationFn: (version: string) => apiRequest<TripSettlement>(`/schools/mine/trips/${tripId}/settlement/approve`, { method: 'POST', body: { version }, auth: true }),
    onSuccess: (data) => {
      queryClient.setQueryData(settlementKey(tripId), data);
      toast.success('Zatwierdzono rozliczenie');
    },
    onError: (error) => {
      toast.error('Nie udało się zatwierdzić rozliczenia', { description: errorMessage(error) });
      void settlement.refetch();
    },
  });
  const data = settlement.data;
  const frame = (body: ReactNode) => (
    <Card data-testid="school-settlement">
      <CardHeader>
        <CardTitle>Rozliczenie wycieczki</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{body}</CardContent>
    </Card>
  );
  if (!data) {
    if (!settlement.isError) return null;
    return frame(
      <>
        <ErrorNote message={errorMessage(settlement.error)} />
        <Button variant="outline" className="justify-self-start" onClick={() => void settlement.refetch()}>
          Spróbuj ponownie
        </Button>
      </>,
    );
  }
  const files = (format: 'pdf' | 'xlsx') => download(tripId, format).catch((error: unknown) => toast.error('Nie udało się pobrać rozliczenia', { description: errorMessage(error) }));
  return frame(
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Przychody (wpłaty)</dt>
        <dd className="text-right tabular-nums sm:text-left">{formatZlotyIfShown(data.income)}</dd>
        <dt className="text-muted-foreground">Rozchody (wydatki)</dt>
        <dd className="text-right tabular-nums sm:text-left">{formatZloty(data.spent)}</dd>
        <dt className="font-medium">Saldo</dt>
        <dd className="text-right font-medium tabular-nums sm:text-left">{formatZlotyIfShown(data.balance)}</dd>
        <dt className="text-muted-foreground">Zwroty wypłacone</dt>
        <dd className="text-right tabular-nums sm:text-left">{formatZlotyIfShown(data.returned)}</dd>
      </dl>
      <p>{settlementSplitLine(data)}</p>
      <div className="grid gap-2 sm:flex">
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => void files('pdf')}>
          <FileText aria-hidden />
          Rozliczenie (PDF)
        </Button>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => void files('xlsx')}>
          <FileSpreadsheet aria-hidden />
          Rozliczenie (XLSX)
        </Button>
      </div>
      {data.approval ? (
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <BadgeCheck aria-hidden className="size-4" />
          Zatwierdzono {formatDay(data.approval.at)} ({data.approval.by})
        </p>
      ) : data.closed ? (
        <Button className="justify-self-start" disabled={approve.isPending} onClick={() => approve.mutate(data.version)}>
          <BadgeCheck aria-hidden />
          {approve.isPending ? 'Zatwierdzanie...' : 'Zatwierdź rozliczenie'}
        </Button>
      ) : (
        <p className="text-muted-foreground">Rozliczenie można zatwierdzić, gdy kierownik zakończy wycieczkę w aplikacji.</p>
      )}
    </>,
  );
}
