import { formatZloty, type StudentPayments, type TripPayments, type TripSummary } from '@wycieczki/shared';
import { ChevronRight, FileUp, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatCheckDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTripPayments } from './api/payments';
import { BalanceLines, StatusBadge } from './components/balance-lines';
import { PaymentDialog, type PaymentTarget } from './components/payment-dialog';
import { ImportStatementDialog } from './components/import-statement-dialog';
import { StatementMenu } from './components/statement-menu';
import { StudentPaymentsDialog } from './components/student-payments-dialog';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Wpłaty' (issue 26): what the trip costs, who has paid what and who is behind. Every member sees
 * it; the creator and the leader record payments; guardians see amounts only when the creator allows.
 */
export default function PaymentsPage() {
  useDocumentTitle('Wpłaty');
  const { currentTrip } = useCurrentTrip();
  if (!currentTrip) {
    return (
      <div className={PAGE}>
        <PageHeader title="Wpłaty" />
        <EmptyState icon={Wallet} title="Wybierz wycieczkę aby zobaczyć wpłaty" />
      </div>
    );
  }
  return <TripPaymentsScreen key={currentTrip.id} trip={currentTrip} />;
}

function TripPaymentsScreen({ trip }: { trip: TripSummary }) {
  const payments = useTripPayments(trip.id);
  const [onlyBehind, setOnlyBehind] = useState(false);
  const [paymentTarget, setPaymentTarget] = useState<PaymentTarget | null>(null);
  const [openStudentId, setOpenStudentId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const data = payments.data;
  const openStudent = data?.students.find((student) => student.studentId === openStudentId) ?? null;

  let content;
  if (payments.isPending) content = <Spinner label="Ładowanie wpłat..." className="py-16" />;
  else if (payments.isError && !data) {
    content = (
      <EmptyState icon={Wallet} title="Nie udało się wczytać wpłat" description={errorMessage(payments.error)}>
        <Button variant="outline" onClick={() => void payments.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (!data!.cost) {
    content = (
      <EmptyState
        icon={Wallet}
        title="Wycieczka nie ma jeszcze kosztu"
        description={
          trip.canEdit
            ? 'Ustal koszt na ucznia, raty i numer konta w edycji wycieczki: Wycieczki → Edytuj wycieczkę → Koszt i wpłaty.'
            : 'Koszt ustala twórca lub kierownik wycieczki w jej edycji.'
        }
      >
        {trip.canEdit ? (
          <Button asChild variant="outline">
            <Link to="/trips">Przejdź do wycieczek</Link>
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    const shown = onlyBehind ? data!.students.filter((student) => student.status === 'behind') : data!.students;
    content = (
      <div className="grid gap-4">
        <Totals data={data!} />
        <CostPlanLine data={data!} />
        <label htmlFor="payments-only-behind" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input id="payments-only-behind" type="checkbox" className="size-5 accent-primary" checked={onlyBehind} onChange={(event) => setOnlyBehind(event.target.checked)} />
          Tylko zalegający
        </label>
        {shown.length === 0 ? (
          <EmptyState icon={Wallet} title={onlyBehind ? 'Nikt nie zalega z wpłatami' : 'Brak uczniów na tej wycieczce'} />
        ) : (
          <Card>
            <ul className="divide-y divide-border" aria-label="Uczniowie i ich wpłaty">
              {shown.map((student) => (
                <StudentRow key={student.studentId} student={student} onOpen={data!.canSeeAmounts ? () => setOpenStudentId(student.studentId) : undefined} />
              ))}
            </ul>
          </Card>
        )}
        {!data!.canSeeAmounts ? <p className="text-sm text-muted-foreground">Kwoty wpłat poszczególnych uczniów widzą twórca i kierownik wycieczki.</p> : null}
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader
        title="Wpłaty"
        description={trip.name}
        actions={
          data?.cost && data.canSeeAmounts ? (
            <div className="grid gap-2 sm:flex">
              {data.canRecord ? (
                <Button onClick={() => setPaymentTarget({ studentId: null })} className="w-full sm:w-auto">
                  <Plus aria-hidden="true" />
                  Dodaj wpłatę
                </Button>
              ) : null}
              {data.canRecord && data.cost.account ? (
                <Button variant="outline" onClick={() => setImporting(true)} className="w-full sm:w-auto">
                  <FileUp aria-hidden="true" />
                  Importuj wyciąg
                </Button>
              ) : null}
              <StatementMenu tripName={trip.name} data={data} />
            </div>
          ) : undefined
        }
      />
      {content}
      {data ? (
        <>
          <StudentPaymentsDialog
            tripId={trip.id}
            student={openStudent}
            canRecord={data.canRecord}
            onOpenChange={(open) => !open && setOpenStudentId(null)}
            onPayment={setPaymentTarget}
          />
          <PaymentDialog tripId={trip.id} students={data.students} target={paymentTarget} onOpenChange={(open) => !open && setPaymentTarget(null)} />
          <ImportStatementDialog tripId={trip.id} students={data.students} open={importing} onOpenChange={setImporting} />
        </>
      ) : null}
    </div>
  );
}

/** 'Wpłacono: 12 750,00 zł z 25 500,00 zł', 'Zalegają: N', 'Nadpłaty: N'. */
function Totals({ data }: { data: TripPayments }) {
  return (
    <section aria-label="Podsumowanie wpłat" className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr]">
      <Card className="p-3 sm:p-4">
        <p data-testid="payments-paid" className="text-sm font-semibold tabular-nums">
          Wpłacono: {formatZloty(data.totals.paid)} z {formatZloty(data.totals.cost)}
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full bg-primary" style={{ width: `${data.totals.cost ? Math.min(100, (data.totals.paid / data.totals.cost) * 100) : 0}%` }} />
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <Card className="p-3 sm:p-4">
          <p data-testid="payments-behind" className={`text-sm font-semibold ${data.totals.behind > 0 ? 'text-red-800' : ''}`}>
            Zalegają: {data.totals.behind}
          </p>
        </Card>
        <Card className="p-3 sm:p-4">
          <p data-testid="payments-overpaid" className="text-sm font-semibold">
            Nadpłaty: {data.totals.overpaid}
          </p>
        </Card>
      </div>
    </section>
  );
}

/** 'Koszt na ucznia: 850,00 zł · 350,00 zł do 01.10.2026, 500,00 zł do 01.12.2026'. */
function CostPlanLine({ data }: { data: TripPayments }) {
  const cost = data.cost!;
  const instalments = cost.instalments.map((instalment) => `${formatZloty(instalment.amount)} do ${formatCheckDate(instalment.dueDate)}`).join(', ');
  return (
    <p className="text-sm text-muted-foreground">
      Koszt na ucznia: <span className="whitespace-nowrap font-medium text-foreground">{formatZloty(cost.perStudent)}</span>
      {instalments ? ` · Raty: ${instalments}` : ' · płatny w całości do dnia wyjazdu'}
      {cost.account ? null : ' · wpłaty gotówką'}
    </p>
  );
}

function StudentRow({ student, onOpen }: { student: StudentPayments; onOpen?: () => void }) {
  const body = (
    <>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 wrap-anywhere font-medium">{student.name}</span>
          {student.className ? <span className="text-sm text-muted-foreground">{student.className}</span> : null}
          <StatusBadge status={student.status} />
        </p>
        {student.amounts ? (
          <div className="mt-1">
            <BalanceLines status={student.status} amounts={student.amounts} />
          </div>
        ) : null}
      </div>
      {onOpen ? <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" /> : null}
    </>
  );
  return (
    <li data-testid="payment-student">
      {onOpen ? (
        <button type="button" onClick={onOpen} className="flex w-full cursor-pointer items-center gap-3 p-4 text-left hover:bg-muted/50" aria-label={`Wpłaty: ${student.name}`}>
          {body}
        </button>
      ) : (
        <div className="flex items-center gap-3 p-4">{body}</div>
      )}
    </li>
  );
}
