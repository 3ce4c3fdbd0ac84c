import { formatZloty, type StatementPreview, type StatementPreviewLine, type StudentPayments } from '@wycieczki/shared';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { SELECT_CLASS } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-error';
import { formatCheckDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { previewStatement, useImportStatement } from '../api/payments';

type ImportStatementDialogProps = { tripId: string; students: readonly StudentPayments[]; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Importuj wyciąg' (issue 26): a bank's CSV export, each incoming transfer proposed to a student by
 * the name in its title; the teacher checks or changes each and confirms in one step. Nothing is
 * recorded before that, and a line recorded once is never recorded again.
 */
export function ImportStatementDialog({ tripId, students, open, onOpenChange }: ImportStatementDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ImportContent tripId={tripId} students={students} /> : null}
    </Dialog>
  );
}

type Choice = { studentId: string; chosen: boolean };

function ImportContent({ tripId, students }: { tripId: string; students: readonly StudentPayments[] }) {
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useImportStatement();

  const [fileName, setFileName] = useState<string | null>(null);
  const read = (file: File) => {
    setFileName(file.name);
    setReading(true);
    setError(null);
    previewStatement(tripId, file)
      .then((result) => {
        setPreview(result);
        setChoices(Object.fromEntries(result.lines.map((line) => [line.ref, { studentId: line.studentId ?? '', chosen: line.studentId !== null && !line.recorded && !line.problem }])));
      }, (failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setReading(false));
  };

  const waiting = preview?.lines.filter((line) => !line.recorded && !line.problem) ?? [];
  const chosen = waiting.filter((line) => choices[line.ref]?.chosen && choices[line.ref]?.studentId);
  const confirm = () => {
    const lines = chosen.map((line) => ({ ref: line.ref, studentId: choices[line.ref]!.studentId, amount: line.amount, paidOn: line.date, title: line.title }));
    save.mutateAsync({ tripId, input: { lines } }).then(
      (result) => {
        toast.success(`Zapisano przelewy z wyciągu: ${result.recorded}`);
        // The recorded lines are marked, a line the server could not take says why on that line (issue
        // 47); what was not matched stays listed to choose a student for.
        const refused = new Map(result.refused.map((line) => [line.ref, line.message]));
        if (refused.size > 0) toast.error(`Nie zapisano przelewów: ${refused.size}`, { description: 'Powód jest przy każdym z nich.' });
        setPreview(
          (current) =>
            current && {
              ...current,
              lines: current.lines.map((line) =>
                refused.has(line.ref) ? { ...line, problem: refused.get(line.ref)! } : lines.some((l) => l.ref === line.ref) ? { ...line, recorded: true } : line,
              ),
            },
        );
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <DialogContent
      size="lg"
      title="Importuj wyciąg"
      description="Wczytaj historię rachunku z bankowości internetowej: przelewy przypiszemy do uczniów po imieniu i nazwisku w tytule. Nic nie zapiszemy, dopóki nie zatwierdzisz."
      footer={
        <DialogActions
          cancelLabel="Zamknij"
          onClick={confirm}
          pending={save.isPending}
          disabled={chosen.length === 0}
          label={preview ? `Zapisz wybrane (${chosen.length})` : undefined}
          pendingLabel="Zapisywanie..."
        />
      }
    >
      <div className="grid gap-4">
        <div className="grid gap-2">
          <FileDropZone
            id="statement-file"
            label="Plik wyciągu (CSV)"
            accept=".csv,.txt,text/csv"
            fileName={fileName}
            prompt="Wybierz plik wyciągu (CSV)"
            compact={preview !== null}
            disabled={reading}
            onFile={read}
          />
          <p className="text-xs text-muted-foreground">
            Eksport CSV z mBanku, ING lub PKO BP, albo plik z kolumnami Data, Kwota, Tytuł, Nadawca. Wydatki z rachunku pomijamy.
          </p>
        </div>
        {reading ? <p className="text-sm">Wczytywanie wyciągu...</p> : null}
        {error ? (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {preview ? (
          <section aria-label="Przelewy z wyciągu" className="grid gap-2">
            <p className="text-sm">
              Wpływy: {preview.lines.length}. Przypisane: {preview.lines.filter((line) => line.studentId).length}. Pominięte wydatki: {preview.outgoing}
              {preview.unreadable ? `. Nieczytelne wiersze: ${preview.unreadable}` : ''}.
            </p>
            {preview.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">W pliku nie ma wpływów na rachunek.</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {preview.lines.map((line) => (
                  <LineRow
                    key={line.ref}
                    line={line}
                    students={students}
                    choice={choices[line.ref] ?? { studentId: '', chosen: false }}
                    onChange={(choice) => setChoices((current) => ({ ...current, [line.ref]: choice }))}
                  />
                ))}
              </ul>
            )}
          </section>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileUp aria-hidden="true" className="size-4" />
            Wybierz plik, a zobaczysz propozycje przed zapisaniem.
          </p>
        )}
      </div>
    </DialogContent>
  );
}

function LineRow({ line, students, choice, onChange }: { line: StatementPreviewLine; students: readonly StudentPayments[]; choice: Choice; onChange: (choice: Choice) => void }) {
  const id = `statement-line-${line.ref.slice(0, 12)}`;
  return (
    <li data-testid="statement-line" className="grid gap-2 p-3 text-sm">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={!line.recorded && !line.problem && choice.chosen}
          disabled={line.recorded || line.problem !== null || !choice.studentId}
          onChange={(event) => onChange({ ...choice, chosen: event.target.checked })}
          aria-label={`Zapisz przelew ${formatZloty(line.amount)} z ${formatCheckDate(line.date)}`}
        />
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <span className="whitespace-nowrap">{formatZloty(line.amount)}</span> · <span className="whitespace-nowrap">{formatCheckDate(line.date)}</span>
          </p>
          <p className="wrap-anywhere">{line.title || '(bez tytułu)'}</p>
          {line.sender ? <p className="wrap-anywhere text-xs text-muted-foreground">{line.sender}</p> : null}
        </div>
      </div>
      {line.recorded ? (
        <p className="pl-8 text-xs font-medium text-emerald-800">Już zapisano</p>
      ) : line.problem ? (
        <p className="pl-8 text-xs font-medium text-red-800">Nie można zapisać. {line.problem}.</p>
      ) : (
        <div className="grid gap-1 pl-8">
          <select
            aria-label={`Uczeń dla przelewu ${formatZloty(line.amount)} „${line.title}”`}
            className={SELECT_CLASS}
            value={choice.studentId}
            onChange={(event) => onChange({ studentId: event.target.value, chosen: event.target.value !== '' })}
          >
            <option value="">Nie przypisuj</option>
            {students.map((student) => (
              <option key={student.studentId} value={student.studentId}>
                {student.name}
                {student.className ? ` (${student.className})` : ''}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">{line.studentId ? `Propozycja: ${line.reason}` : `Bez propozycji: ${line.reason}`}</p>
        </div>
      )}
    </li>
  );
}
