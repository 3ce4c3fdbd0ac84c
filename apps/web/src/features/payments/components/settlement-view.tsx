import {
  formatAmount,
  formatZloty,
  MSG,
  parseZloty,
  PAYMENT_METHOD_LABELS,
  returnsHeldMessage,
  returnToDebtorMessage,
  settlementSplitLine,
  verbOf,
  type PaymentReturn,
  type SettlementSplit,
  type SettlementStudent,
  type TripSettlement,
} from '@wycieczki/shared';
import { BadgeCheck, FileSpreadsheet, FileText, Trash2, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { TextAreaField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DeletionDialog } from '@/components/deletion-dialog';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatCheckDate, formatDay } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { downloadSettlement, useDeleteReturn, useSaveSettlement } from '../api/settlement';
import { CloseTripSection } from './close-trip-section';
import { ReturnDialog } from './return-dialog';

/**
 * 'Rozliczenie wycieczki' (issue 31): the money in and out, the balance, how the surplus goes back
 * and each return made ('Zwrot'), the PDF and the XLSX, and 'Zakończ wycieczkę'. Guardians who do
 * not see the amounts see the totals only.
 */
export function SettlementView({ tripId, data }: { tripId: string; data: TripSettlement }) {
  const [returning, setReturning] = useState<SettlementStudent | null>(null);
  const [removing, setRemoving] = useState<PaymentReturn | null>(null);
  const deletion = useDeleteReturn();
  const download = (format: 'pdf' | 'xlsx') =>
    downloadSettlement(tripId, format).then(
      () => toast.success('Pobrano rozliczenie'),
      (error: unknown) => toast.error('Nie udało się przygotować rozliczenia', { description: errorMessage(error) }),
    );
  return (
    <div className="grid gap-4">
      <Totals data={data} />
      <p className="text-sm" data-testid="settlement-split">
        {settlementSplitLine(data)}
      </p>
      {data.approval ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <BadgeCheck aria-hidden className="size-4" />
          {/* Only the head's name was kept with the approval: the verb follows the name (issue 63). */}
          Rozliczenie {verbOf('zatwierdził', data.approval.by)} dyrektor: {data.approval.by}, {formatDay(data.approval.at)}
        </p>
      ) : null}
      {data.canSeeAmounts ? (
        <div className="grid gap-2 sm:flex">
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => void download('pdf')}>
            <FileText aria-hidden />
            Rozliczenie (PDF)
          </Button>
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => void download('xlsx')}>
            <FileSpreadsheet aria-hidden />
            Rozliczenie (XLSX)
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {data.income === null ? 'Kwoty wpłat i zwrotów widzą twórca i kierownik wycieczki.' : 'Zwroty poszczególnych uczniów widzą twórca i kierownik wycieczki.'}
        </p>
      )}
      {/* Not keyed by the data: a refresh from another phone must not wipe what the leader is typing. */}
      {data.canRecord && data.students ? <SplitForm tripId={tripId} data={data} /> : null}
      {data.students && data.students.length > 0 ? (
        <Card>
          <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">Zwroty uczniów</h2>
          <ul className="divide-y divide-border" aria-label="Zwroty uczniów">
            {data.students.map((student) => (
              <li key={student.studentId} data-testid="settlement-student" className="grid gap-2 p-4 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0">
                    <span className="wrap-anywhere font-medium">{student.name}</span>
                    {student.className ? <span className="ml-2 text-muted-foreground">{student.className}</span> : null}
                  </p>
                  {data.canRecord && student.paid - student.returned > 0 ? (
                    <Button size="sm" variant="outline" onClick={() => setReturning(student)} aria-label={`Zwrot: ${student.name}`}>
                      <Undo2 aria-hidden />
                      Zwrot
                    </Button>
                  ) : null}
                </div>
                <dl className="flex flex-wrap gap-x-4 gap-y-1">
                  <Amount label="Wpłacono" value={student.paid} />
                  {student.owes > 0 ? <Amount label="Zaległość" value={student.owes} tone="text-red-800" /> : null}
                  <Amount label="Do zwrotu" value={student.due} />
                  {student.overpaid > 0 ? <Amount label="w tym nadpłata" value={student.overpaid} tone="text-amber-800" /> : null}
                  <Amount label="Zwrócono" value={student.returned} />
                  {student.left !== 0 ? (
                    <Amount label={student.left > 0 ? 'Pozostało do zwrotu' : 'Zwrócono więcej o'} value={Math.abs(student.left)} tone={student.left > 0 ? 'text-amber-800' : 'text-red-800'} />
                  ) : null}
                </dl>
                {student.returns.length > 0 ? (
                  <ul className="grid gap-1 text-muted-foreground">
                    {student.returns.map((item) => (
                      <li key={item.id} data-testid="settlement-return" className="flex items-center gap-2">
                        <span className="min-w-0 flex-1">
                          Zwrot <span className="whitespace-nowrap">{formatZloty(item.amount)}</span> · {PAYMENT_METHOD_LABELS[item.method]} ·{' '}
                          <span className="whitespace-nowrap">{formatCheckDate(item.returnedOn)}</span>
                          {item.note ? <span className="wrap-anywhere"> · {item.note}</span> : null}
                        </span>
                        {data.canRecord ? (
                          <Button variant="ghost" size="icon" aria-label={`Usuń zwrot ${formatZloty(item.amount)}`} onClick={() => setRemoving(item)}>
                            <Trash2 aria-hidden />
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <CloseTripSection tripId={tripId} data={data} />
      <ReturnDialog tripId={tripId} student={returning} onOpenChange={(open) => !open && setReturning(null)} />
      <DeletionDialog
        target={removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={(item) => `Usunąć zwrot ${item ? formatZloty(item.amount) : ''}?`}
        description={() => 'Zwrot zniknie z rozliczenia; w Aktywności zostanie ślad, kto go usunął.'}
        deletion={deletion}
        variables={(item) => ({ tripId, returnId: item.id })}
        texts={{ done: 'Usunięto zwrot', failed: 'Nie udało się usunąć zwrotu' }}
      />
    </div>
  );
}

function Amount({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className={cn('whitespace-nowrap font-medium tabular-nums', tone)}>{formatZloty(value)}</dd>
    </div>
  );
}

/** Przychody, rozchody, saldo, zwroty, pozostaje: the settlement's five numbers (the spending alone for a reader who does not see the payments). */
function Totals({ data }: { data: TripSettlement }) {
  const all: [string, number | null, string][] = [
    ['Przychody (wpłaty)', data.income, 'settlement-income'],
    ['Rozchody (wydatki)', data.spent, 'settlement-spent'],
    ['Saldo', data.balance, 'settlement-balance'],
    ['Zwroty wypłacone', data.returned, 'settlement-returned'],
    ['Pozostaje', data.left, 'settlement-left'],
  ];
  const lines = all.filter((line): line is [string, number, string] => line[1] !== null);
  return (
    <section aria-label="Podsumowanie rozliczenia" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {lines.map(([label, value, testId], index) => (
        <Card key={label} className={cn('p-3', index === 2 && 'col-span-2 sm:col-span-1', lines.length === 1 && 'col-span-2')}>
          <p className="text-xs text-muted-foreground">{label}</p>
          <p data-testid={testId} className={cn('whitespace-nowrap text-base font-semibold tabular-nums', value < 0 && 'text-red-800')}>
            {formatZloty(value)}
          </p>
        </Card>
      ))}
    </section>
  );
}

/** 'Jak zwrócić nadwyżkę': in equal parts to those who paid, or the amounts the leader sets; and the note. */
function SplitForm({ tripId, data }: { tripId: string; data: TripSettlement }) {
  const save = useSaveSettlement();
  const students = data.students ?? [];
  const [split, setSplit] = useState<SettlementSplit>(data.split);
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(students.map((s) => [s.studentId, s.manual === null ? '' : formatAmount(s.manual)])));
  const [note, setNote] = useState(data.note ?? '');
  const [error, setError] = useState<string | null>(null);
  // A family that owes gets no return (issue 63): it is named, not offered a field.
  const payers = students.filter((s) => s.paid > 0 && s.owes === 0);
  const owing = students.filter((s) => s.paid > 0 && s.owes > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // While the split is held back (issue 63) the amounts wait: the split and the note are still saved.
    const parsed = data.heldBack ? [] : payers.map((s) => ({ studentId: s.studentId, text: (amounts[s.studentId] ?? '').trim() }));
    const bad = split === 'manual' ? parsed.find((p) => p.text !== '' && parseZloty(p.text) === null) : undefined;
    if (bad) return setError(`${students.find((s) => s.studentId === bad.studentId)?.name}: ${MSG.amountInvalid}`);
    setError(null);
    const input = { split, note, amounts: split === 'manual' ? parsed.filter((p) => p.text !== '').map((p) => ({ studentId: p.studentId, amount: parseZloty(p.text)! })) : [] };
    save.mutateAsync({ tripId, input }).then(
      () => toast.success('Zapisano rozliczenie'),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <Card className="p-4">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <fieldset className="grid gap-1">
          <legend className="mb-2 text-sm font-semibold">Jak zwrócić nadwyżkę</legend>
          {(
            [
              ['equal', 'Po równo wszystkim, którzy wpłacili'],
              ['manual', 'Kwoty ustalone przez kierownika'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} htmlFor={`settlement-split-${value}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input id={`settlement-split-${value}`} type="radio" name="settlement-split" className="size-5 accent-primary" checked={split === value} onChange={() => setSplit(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {split === 'manual' ? (
          data.heldBack && data.arrears.amount !== null ? (
            <p className="text-sm text-muted-foreground">{returnsHeldMessage(data.arrears.students, data.arrears.amount)}</p>
          ) : payers.length === 0 && owing.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nikt jeszcze nie wpłacił: nie ma komu zwracać.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Kwoty zwrotów">
              {payers.map((student) => (
                <li key={student.studentId} className="grid gap-1 min-[420px]:grid-cols-[1fr_9rem] min-[420px]:items-center min-[420px]:gap-3">
                  <label htmlFor={`settlement-amount-${student.studentId}`} className="min-w-0 text-sm">
                    <span className="wrap-anywhere font-medium">{student.name}</span>
                    <span className="block text-xs text-muted-foreground">wpłacono {formatZloty(student.paid)}</span>
                  </label>
                  <Input
                    id={`settlement-amount-${student.studentId}`}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0,00"
                    value={amounts[student.studentId] ?? ''}
                    onChange={(event) => setAmounts((all) => ({ ...all, [student.studentId]: event.target.value }))}
                  />
                </li>
              ))}
              {owing.map((student) => (
                <li key={student.studentId} className="text-sm text-muted-foreground">
                  {returnToDebtorMessage(student.name, student.owes)}
                </li>
              ))}
            </ul>
          )
        ) : null}
        <TextAreaField id="settlement-note" label="Uwagi do rozliczenia (opcjonalnie)" placeholder="np. reszta z podziału na fundusz klasowy" value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
        {error ? <ErrorNote message={error} /> : null}
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? 'Zapisywanie...' : 'Zapisz rozliczenie'}
        </Button>
      </form>
    </Card>
  );
}
