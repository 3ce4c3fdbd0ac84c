import { formatZloty, type StudentPayments, type TripPayments, type TripSummary } from '@wycieczki/shared';
import { ChooseTripState } from '@/components/choose-trip-state';
import { ChevronRight, FileUp, Plus, Receipt, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatCheckDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTripPayments } from './api/payments';
import { useTripSettlement } from './api/settlement';
import { ExpenseDialog, type ExpenseTarget } from './components/expense-dialog';
import { ExpensesView } from './components/expenses-view';
import { SettlementView } from './components/settlement-view';
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
        <ChooseTripState icon={Wallet} title="Wybierz wycieczkę aby zobaczyć wpłaty" />
      </div>
    );
  }
  return <TripMoneyScreen key={currentTrip.id} trip={currentTrip} />;
}

/** The three views of the trip's money (issue 31), in the address so a link or a reload keeps the view. */
const VIEWS = [
  { value: 'wplaty', label: 'Wpłaty' },
  { value: 'wydatki', label: 'Wydatki' },
  { value: 'rozliczenie', label: 'Rozliczenie' },
] as const;
type View = (typeof VIEWS)[number]['value'];

function TripMoneyScreen({ trip }: { trip: TripSummary }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('widok');
  const view: View = VIEWS.some((v) => v.value === asked) ? (asked as View) : 'wplaty';
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'wplaty') updated.delete('widok');
        else updated.set('widok', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <Tabs value={view} onValueChange={choose}>
      {view === 'wplaty' ? <TripPaymentsScreen trip={trip} tabs={<MoneyTabs />} /> : <TripSettlementScreen trip={trip} view={view} tabs={<MoneyTabs />} />}
    </Tabs>
  );
}

function MoneyTabs() {
  return (
    <TabsList className="mb-5 grid-cols-3" aria-label="Pieniądze wycieczki">
      {VIEWS.map((v) => (
        <TabsTrigger key={v.value} value={v.value}>
          {v.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** 'Wydatki' and 'Rozliczenie' (issue 31): both read the trip's settlement. */
function TripSettlementScreen({ trip, view, tabs }: { trip: TripSummary; view: Exclude<View, 'wplaty'>; tabs: ReactNode }) {
  const settlement = useTripSettlement(trip.id);
  const [expenseTarget, setExpenseTarget] = useState<ExpenseTarget | null>(null);
  const data = settlement.data;
  let content;
  if (settlement.isPending) content = <Spinner label="Ładowanie rozliczenia..." className="py-16" />;
  else if (settlement.isError && !data) {
    content = (
      <EmptyState icon={Receipt} title="Nie udało się wczytać rozliczenia" description={errorMessage(settlement.error)}>
        <Button variant="outline" onClick={() => void settlement.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (view === 'wydatki') content = <ExpensesView tripId={trip.id} data={data!} onExpense={setExpenseTarget} />;
  else content = <SettlementView tripId={trip.id} data={data!} />;
  return (
    <div className={PAGE}>
      <PageHeader
        title={view === 'wydatki' ? 'Wydatki' : 'Rozliczenie wycieczki'}
        description={trip.name}
        actions={
          view === 'wydatki' && data?.canRecord ? (
            <Button onClick={() => setExpenseTarget({})} className="w-full sm:w-auto">
              <Plus aria-hidden="true" />
              Dodaj wydatek
            </Button>
          ) : undefined
        }
      />
      {tabs}
      <TabsContent value={view} className="mt-0">
        {content}
      </TabsContent>
      <ExpenseDialog tripId={trip.id} target={expenseTarget} onOpenChange={(open) => !open && setExpenseTarget(null)} />
    </div>
  );
}

function TripPaymentsScreen({ trip, tabs }: { trip: TripSummary; tabs: ReactNode }) {
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
      {tabs}
      <TabsContent value="wplaty" className="mt-0">
        {content}
      </TabsContent>
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

function Progress({ part, whole }: { part: number; whole: number }) {
  return (
    <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div className="h-full bg-primary" style={{ width: `${whole ? Math.min(100, (part / whole) * 100) : 0}%` }} />
    </div>
  );
}

/** For a guardian who does not see amounts (issue 47): how many have paid in full, never a sum. */
function PaidUp({ data }: { data: TripPayments }) {
  const paidUp = data.students.filter((student) => student.status === 'paid' || student.status === 'overpaid').length;
  return (
    <>
      <p data-testid="payments-paid" className="text-sm font-semibold tabular-nums">
        Opłacone w całości: {paidUp} z {data.students.length}
      </p>
      <Progress part={paidUp} whole={data.students.length} />
    </>
  );
}

/** 'Wpłacono: 12 750,00 zł z 25 500,00 zł', 'Zalegają: N', 'Nadpłaty: N'. */
function Totals({ data }: { data: TripPayments }) {
  return (
    <section aria-label="Podsumowanie wpłat" className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr]">
      <Card className="p-3 sm:p-4">
        {data.totals.paid === null || data.totals.cost === null ? (
          <PaidUp data={data} />
        ) : (
          <>
            <p data-testid="payments-paid" className="text-sm font-semibold tabular-nums">
              Wpłacono: {formatZloty(data.totals.paid)} z {formatZloty(data.totals.cost)}
            </p>
            <Progress part={data.totals.paid} whole={data.totals.cost} />
          </>
        )}
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
