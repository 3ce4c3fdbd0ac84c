import { LIMITS, MSG, perGuardianText, returnTripSchema, studentLimit, verbOf, type ProgramItem, type SchoolTripReview } from '@wycieczki/shared';
import { ArrowLeft, CircleCheck, FileText, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { formatDateSpan } from '@/lib/format-date-range';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApprovalBadge, approvalLabel } from '@/components/approval-status';
import { SchoolSettlementCard } from './components/school-settlement-card';
import { SchoolTripDocuments } from './components/school-trip-documents';
import { useApproveTrip, useReturnTrip, useSchoolTripReview } from './api/school-trips';

const PAGE = 'mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

/**
 * A school trip as the head reviews it (issue 27): the karta line by line (and what changed since
 * it was approved), the people and the ratio, the consents so far, the documents without a parent's
 * phone, and 'Zatwierdzam' or 'Zwróć do poprawy' while it waits.
 */
export default function SchoolTripReviewPage() {
  const { tripId = '' } = useParams();
  const review = useSchoolTripReview(tripId);
  useDocumentTitle(review.data ? `Karta: ${review.data.name}` : 'Karta wycieczki');
  const back = (
    <Link to="/school/trips" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Wycieczki szkoły
    </Link>
  );
  if (review.isPending) return <div className={PAGE}>{back}<Spinner label="Ładowanie karty wycieczki..." className="py-16" /></div>;
  if (review.isError) {
    return (
      <div className={PAGE}>
        {back}
        <EmptyState icon={FileText} title="Nie udało się wczytać wycieczki" description={errorMessage(review.error)}>
          <Button variant="outline" onClick={() => void review.refetch()}>
            Spróbuj ponownie
          </Button>
        </EmptyState>
      </div>
    );
  }
  const trip = review.data;
  return (
    <div className={PAGE}>
      {back}
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{trip.name}</h1>
        <p className="text-muted-foreground">
          <span className="whitespace-nowrap">{formatDateSpan(trip.startDate, trip.endDate)}</span> · <span className="wrap-anywhere">{trip.destination}</span>
        </p>
        <ApprovalBadge approval={trip.approval} />
      </header>
      <Decision trip={trip} />
      {trip.changes.length > 0 ? <Changes trip={trip} /> : null}
      {trip.missing.length > 0 ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Karta nie jest kompletna. Brakuje: {trip.missing.join(', ')}.
        </p>
      ) : null}
      {/* Too few seats in the coach, a trip abroad without its insurance (issue 54): the server refuses 'Zatwierdzam' for these too. */}
      {trip.blockers.map((blocker) => (
        <p key={blocker} role="note" data-testid="karta-blocker" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {blocker}
        </p>
      ))}
      <People trip={trip} />
      <Card>
        <CardHeader>
          <CardTitle>Karta wycieczki</CardTitle>
        </CardHeader>
        <CardContent>
          <dl data-testid="karta-facts" className="grid gap-3 text-sm sm:grid-cols-[14rem_1fr] sm:gap-x-4 sm:gap-y-2">
            {trip.karta.filter((fact) => fact.label !== 'Program wycieczki').map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium">{fact.label}</dt>
                <dd className="-mt-2 whitespace-pre-line wrap-anywhere text-muted-foreground sm:mt-0">{fact.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <ProgramTable program={trip.program} />
      <SchoolTripDocuments tripId={trip.id} />
      <SchoolSettlementCard tripId={trip.id} />
    </div>
  );
}

function People({ trip }: { trip: SchoolTripReview }) {
  const limit = studentLimit(trip.guardianCount, trip.studentsPerGuardian);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Uczestnicy i opiekunowie</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Uczniowie</dt>
          <dd>{trip.studentCount}</dd>
          <dt className="text-muted-foreground">Opiekunowie</dt>
          <dd>
            {trip.guardianCount}, {perGuardianText(trip.studentsPerGuardian)} (limit uczniów: {limit})
          </dd>
          <dt className="text-muted-foreground">Zgody rodziców</dt>
          <dd className={trip.consentsMissing > 0 ? 'font-medium text-amber-800' : undefined}>
            {trip.consentsGiven} z {trip.studentCount}
            {trip.consentsMissing > 0 ? `, brak: ${trip.consentsMissing}` : ''}
            {trip.consentsRefused > 0 ? `, odmowa: ${trip.consentsRefused}` : ''}
          </dd>
        </dl>
        <ul aria-label="Opiekunowie wycieczki" className="grid gap-1">
          {trip.guardians.map((person, i) => (
            <li key={`${person.fullName}-${i}`} className="wrap-anywhere">
              {person.fullName}
              {person.isLeader ? <span className="text-muted-foreground"> (kierownik)</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Changes({ trip }: { trip: SchoolTripReview }) {
  return (
    <Card data-testid="karta-changes" className="border-sky-200">
      <CardHeader>
        <CardTitle>Zmiany od zatwierdzenia</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {trip.changes.map((change) => (
            <li key={change.label} className="grid gap-1">
              <p className="font-medium">{change.label}</p>
              <p className="whitespace-pre-line wrap-anywhere text-muted-foreground line-through decoration-1">{change.before || '—'}</p>
              <p className="whitespace-pre-line wrap-anywhere">{change.after || '—'}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** 'Zatwierdzam' or 'Zwróć do poprawy' while the trip waits; otherwise what was decided. */
function Decision({ trip }: { trip: SchoolTripReview }) {
  const approve = useApproveTrip(trip.id);
  const [returning, setReturning] = useState(false);
  const { approval } = trip;
  if (approval.status !== 'pending') {
    const text =
      approval.status === 'approved'
        ? `${approvalLabel(approval)}${approval.approvedBy ? `, ${verbOf('zatwierdził', approval.approvedBy, approval.approvedByGender)}: ${approval.approvedBy}` : ' przez dyrektora'}.`
        : approval.status === 'returned'
          ? 'Zwrócona do poprawy. Nauczyciel wyśle ją ponownie po poprawkach.'
          : 'Nauczyciel jeszcze nie wysłał karty do zatwierdzenia.';
    return (
      <div className="grid gap-2">
        <p className="text-sm">{text}</p>
        {approval.status === 'returned' && approval.comment ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line wrap-anywhere">Twoje uwagi: {approval.comment}</p>
        ) : null}
      </div>
    );
  }
  const decide = () =>
    approve.mutate(
      { kartaVersion: trip.kartaVersion },
      { onSuccess: () => toast.success('Zatwierdzono kartę wycieczki'), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <Card className="border-primary/40">
      <CardContent className="grid gap-3 pt-5">
        <p className="text-sm">
          {approval.changedAfterApproval
            ? 'Karta zmieniła się po zatwierdzeniu. Sprawdź zmiany poniżej i zatwierdź ją ponownie albo zwróć do poprawy.'
            : 'Nauczyciel wysłał kartę do zatwierdzenia. Przeczytaj ją poniżej, a potem zdecyduj.'}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={decide} disabled={approve.isPending || trip.missing.length > 0 || trip.blockers.length > 0}>
            <CircleCheck aria-hidden="true" />
            {approve.isPending ? 'Zatwierdzanie...' : 'Zatwierdzam'}
          </Button>
          <Button variant="outline" onClick={() => setReturning(true)}>
            <Undo2 aria-hidden="true" />
            Zwróć do poprawy
          </Button>
        </div>
        <ReturnDialog tripId={trip.id} open={returning} onOpenChange={setReturning} />
      </CardContent>
    </Card>
  );
}

function ReturnDialog({ tripId, open, onOpenChange }: { tripId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const send = useReturnTrip(tripId);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnTripSchema.safeParse({ comment });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MSG.returnCommentRequired);
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Zwrócono kartę do poprawy');
        onOpenChange(false);
        setComment('');
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Zwróć do poprawy"
        description="Nauczyciel zobaczy twoje uwagi na karcie wycieczki."
        footer={<DialogActions form="return-trip-form" pending={send.isPending} label="Zwróć do poprawy" pendingLabel="Wysyłanie..." />}
      >
        <form id="return-trip-form" noValidate onSubmit={submit} className="grid gap-3">
          <TextAreaField
            id="return-comment"
            label="Co trzeba poprawić?"
            rows={4}
            maxLength={LIMITS.approvalCommentMax}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            error={error ?? undefined}
          />
          {send.error ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {errorMessage(send.error)}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** '07:30 – 11:45', '07:30', '–'. */
function hours(item: ProgramItem): string {
  if (item.departureTime && item.arrivalTime) return `${item.departureTime} – ${item.arrivalTime}`;
  return item.departureTime ?? item.arrivalTime ?? '–';
}

/**
 * The karta's program as the karta prints it, a table (issue 48: the head read it as one run of
 * text); on a phone each row is a small card.
 */
function ProgramTable({ program }: { program: ProgramItem[] }) {
  const columns = ['Dzień', 'Godziny', 'Km', 'Miejscowość docelowa i powrotna', 'Szczegółowy program', 'Nocleg i postoje'];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Program wycieczki</CardTitle>
      </CardHeader>
      <CardContent>
        {program.length === 0 ? (
          <p className="text-sm text-muted-foreground">Karta nie ma jeszcze programu.</p>
        ) : (
          <div className="overflow-x-auto sm:rounded-lg sm:border sm:border-border">
            <table data-testid="karta-program" className="w-full text-sm">
              <caption className="sr-only">Program wycieczki</caption>
              <thead className="hidden bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="grid gap-3 sm:table-row-group sm:divide-y sm:divide-border">
                {program.map((item) => {
                  const cells = [formatCheckDate(item.day), hours(item), item.distanceKm === null ? '–' : String(item.distanceKm), item.destination, item.program ?? '–', item.stops ?? '–'];
                  return (
                    <tr key={item.id} className="grid gap-1 rounded-lg border border-border p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:p-0">
                      {cells.map((value, index) => (
                        <td key={columns[index]} className="flex gap-2 sm:table-cell sm:px-3 sm:py-2">
                          <span className="w-24 shrink-0 text-muted-foreground sm:hidden">{columns[index]}:</span>
                          <span className={index < 3 ? 'whitespace-nowrap tabular-nums' : 'min-w-0 whitespace-pre-line wrap-anywhere'}>{value}</span>
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
