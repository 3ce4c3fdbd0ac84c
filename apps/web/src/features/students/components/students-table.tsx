import { formatCheckDate, formatDateTime } from '@/lib/format-date';
import { collectedByLabel, collectedWord, PARENT_DATA_LABELS, type Student, type StudentHandover } from '@wycieczki/shared';
import { DoorOpen, Eye, Link2, Pencil, Trash2 } from 'lucide-react';
import { confirmationText } from '@/lib/handovers';
import { memo, useDeferredValue } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useProgressiveList } from '@/lib/use-progressive-list';

/** Each action is left out where it would be refused: a closed trip ('Zakończona', issue 31) is read-only. */
type RowActions = {
  onTogglePresent?: ((student: Student) => void) | undefined;
  onEdit?: ((student: Student) => void) | undefined;
  /** 'Dane ucznia': the student read only, where editing is closed. */
  onView?: ((student: Student) => void) | undefined;
  onDelete?: ((student: Student) => void) | undefined;
  /** 'Link dla rodzica': only for those who may hand links out (the creator and the leader). */
  onParentLink?: ((student: Student) => void) | undefined;
  /** 'Grupa Anny Nowak' of the student's group (issue 28); undefined when not in one. */
  groupOf?: ((studentId: string) => string | undefined) | undefined;
  /** 'Odbiór przez rodzica' (issue 54): the child's open handover, if a parent has the child now. */
  collectedOf?: ((studentId: string) => StudentHandover | undefined) | undefined;
  /** Opens 'Odbiór przez rodzica' for the child: only for those who record it (the creator and the leader). */
  onHandover?: ((student: Student) => void) | undefined;
};

type StudentsTableProps = RowActions & { students: readonly Student[] };

/**
 * A table from `sm` up; on a phone every row is a card (name and actions on top, room and status
 * below), so nothing scrolls sideways at 360 px. The first screen's rows come first, the rest in the
 * background (lib/use-progressive-list.ts); a row redraws only when its student changed.
 */
export const StudentsTable = memo(function StudentsTable({ students, ...actions }: StudentsTableProps) {
  // A server answer reaches the screen in a synchronous render (TanStack Query's store): the rows
  // follow it in a deferred one, which React draws in slices, so the answer never blocks a tap.
  const latest = useDeferredValue(students);
  const rows = useProgressiveList(latest);
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full text-sm">
        <thead className="hidden border-b border-border bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Imię i nazwisko
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Pokój
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Akcje
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((student) => (
            <StudentRow key={student.id} student={student} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

type StudentRowProps = RowActions & { student: Student };

/**
 * What a row does not draw. The copy kept on the device masks these (lib/offline-cache.ts), so the
 * server's answer after the app opens differs from it only there: compared whole, all forty rows
 * would redraw in one long task, for nothing on the screen.
 */
const NOT_DRAWN: ReadonlySet<string> = new Set<keyof Student>(['pesel', 'parentPhone', 'parentPhone2']);

/** A row's props are the same when its actions are and its student differs only in what it does not draw. */
export function sameRow(before: StudentRowProps, after: StudentRowProps): boolean {
  for (const key of [...Object.keys(before), ...Object.keys(after)] as (keyof StudentRowProps)[]) {
    if (key !== 'student' && before[key] !== after[key]) return false;
  }
  if (before.student === after.student) return true;
  const a = before.student as Record<string, unknown>;
  const b = after.student as Record<string, unknown>;
  const fields = Object.keys(b);
  if (fields.length !== Object.keys(a).length) return false;
  return fields.every((field) => NOT_DRAWN.has(field) || Object.is(a[field], b[field]) || JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

const StudentRow = memo(function StudentRow({ student, onTogglePresent, onEdit, onView, onDelete, onParentLink, groupOf, collectedOf, onHandover }: StudentRowProps) {
  const group = groupOf?.(student.id);
  const handover = collectedOf?.(student.id);
  return (
    <tr
      data-testid="student-row"
      // On a phone a row off the screen waits to be laid out (a table's row, from sm up, cannot).
      className="row-offscreen-lazy grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 transition-colors [--row-estimate:5.5rem] hover:bg-muted/40 sm:table-row sm:p-0"
    >
      {/* sm:max-w-0 with the whole width: a table lets a cut-short (truncate) name set no width of its own. */}
      <td className="col-start-1 row-start-1 min-w-0 font-medium sm:w-full sm:max-w-0 sm:px-4 sm:py-3">
        <span className="block truncate" title={student.name}>
          {student.name}
          {student.className ? <span className="font-normal text-muted-foreground"> · {student.className}</span> : null}
        </span>
        {group ? (
          <span data-testid="student-group" className="block text-xs font-normal text-muted-foreground wrap-anywhere">
            {group}
          </span>
        ) : null}
        {/* What a guardian must know at a meal, also with no network (kept on the device). */}
        {student.allergies ? <span className="block text-xs font-normal text-rose-700 wrap-anywhere">Alergie: {student.allergies}</span> : null}
        {student.diet ? <span className="block text-xs font-normal text-muted-foreground wrap-anywhere">Dieta: {student.diet}</span> : null}
        {student.medicines ? <span className="block text-xs font-normal text-muted-foreground wrap-anywhere">Leki: {student.medicines}</span> : null}
        <ConsentBadge student={student} />
        <ParentFilled student={student} />
        {handover ? (
          <span data-testid="student-collected" className="block text-xs font-medium text-sky-800 wrap-anywhere">
            {collectedByLabel(handover.collectorName)} · {confirmationText(handover)}
          </span>
        ) : null}
      </td>
      {/* Whole words: the name cell gives way, never "Nie przypisany" (issue 23). */}
      <td className="col-start-1 row-start-2 text-muted-foreground sm:whitespace-nowrap sm:px-4 sm:py-3">
        {student.roomNumber !== null ? (
          <span data-label className="text-foreground">Pokój {student.roomNumber}</span>
        ) : (
          <span data-label className="italic">Nie przypisany</span>
        )}
      </td>
      <td className="col-start-2 row-start-2 justify-self-end sm:px-4 sm:py-3">
        {handover ? (
          // A child a parent took is neither here nor missing (issue 63): 'Odebrany', not a green 'Obecny'
          // beside 'Odebrała: …'; 'Powrót do grupy' in 'Odbiór przez rodzica' brings the status back.
          <span
            data-label
            data-testid="student-collected-status"
            className="inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full bg-sky-100 px-3 text-xs font-semibold text-sky-800 sm:h-8"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-sky-600" />
            {collectedWord(student)}
          </span>
        ) : onTogglePresent ? (
          <button
            type="button"
            aria-pressed={student.present}
            title="Kliknij, aby zmienić status"
            onClick={() => onTogglePresent(student)}
            className={cn(
              'inline-flex h-11 cursor-pointer sm:h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              student.present
                ? 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200'
                : 'bg-rose-100 text-rose-800 hover:bg-rose-200',
            )}
          >
            <PresentStatus present={student.present} />
          </button>
        ) : (
          // Read-only: the same status, not a button; a word of the app's own, kept whole like the button's.
          <span
            data-label
            className={cn(
              'inline-flex h-11 sm:h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-xs font-semibold',
              student.present ? 'bg-emerald-100 text-emerald-800' : 'bg-rose-100 text-rose-800',
            )}
          >
            <PresentStatus present={student.present} />
          </span>
        )}
      </td>
      <td className="col-start-2 row-start-1 -mr-2 sm:mr-0 sm:px-4 sm:py-2">
        <div className="flex justify-end gap-0.5">
          {/* From 'sm' up: a phone's row keeps room for the child's name; there the screen's 'Odbiór przez rodzica' leads to it. */}
          {onHandover ? (
            <Button
              variant="ghost"
              size="icon"
              className="max-sm:hidden"
              aria-label={`Odbiór przez rodzica: ${student.name}`}
              title="Odbiór przez rodzica"
              onClick={() => onHandover(student)}
            >
              <DoorOpen aria-hidden="true" />
            </Button>
          ) : null}
          {onParentLink ? (
            <Button variant="ghost" size="icon" aria-label={`Link dla rodzica: ${student.name}`} title="Link dla rodzica" onClick={() => onParentLink(student)}>
              <Link2 aria-hidden="true" />
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="ghost" size="icon" aria-label={`Edytuj: ${student.name}`} title="Edytuj" onClick={() => onEdit(student)}>
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {onView ? (
            <Button variant="ghost" size="icon" aria-label={`Dane: ${student.name}`} title="Dane ucznia" onClick={() => onView(student)}>
              <Eye aria-hidden="true" />
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Usuń: ${student.name}`}
              title="Usuń"
              onClick={() => onDelete(student)}
              className="text-muted-foreground hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}, sameRow);

function PresentStatus({ present }: { present: boolean }) {
  return (
    <>
      <span aria-hidden="true" className={cn('size-2 rounded-full', present ? 'bg-emerald-600' : 'bg-rose-600')} />
      {present ? 'Obecny' : 'Nieobecny'}
    </>
  );
}

/**
 * 'Zgoda rodzica' at a glance: missing in amber, refused in red, delivered with its date; one a
 * parent gave on the parent page says so, and who and when in its tooltip (issue 25).
 */
function ConsentBadge({ student }: { student: Student }) {
  // 'dostarczona (online, uk)': a parent who answered on a translated page (issue 53); the Polish text binds.
  const language = student.consentLanguage && student.consentLanguage !== 'pl' ? `, ${student.consentLanguage}` : '';
  const online = student.consentOnlineAt ? ` (online${language})` : '';
  // The typed name goes with the erasure (issue 31: it stays in 'Archiwum zgód' only); the moment stays.
  const who = student.consentOnlineAt ? [student.consentBy, formatDateTime(student.consentOnlineAt)].filter(Boolean).join(', ') : undefined;
  if (student.consent === 'given') {
    return (
      <>
        <span className="block text-xs font-normal text-emerald-700" title={who}>
          Zgoda dostarczona{online}
          {student.consentDate ? ` ${formatCheckDate(student.consentDate)}` : ''}
        </span>
        {/* The second answer (issue 48): said only when it is not a yes, as the karta alarmowa says it. */}
        {student.medicalConsent === 'refused' ? (
          <span className="block text-xs font-medium text-destructive">Bez zgody na pomoc medyczną</span>
        ) : student.medicalConsent === 'missing' ? (
          <span className="block text-xs font-medium text-amber-800">Pomoc medyczna: brak odpowiedzi</span>
        ) : null}
      </>
    );
  }
  return (
    <span className={`block text-xs font-medium ${student.consent === 'refused' ? 'text-destructive' : 'text-amber-800'}`} title={who}>
      {student.consent === 'refused' ? `Odmowa zgody${online}` : 'Brak zgody'}
    </span>
  );
}

/** 'Uzupełnione przez rodzica 12.03.2027, 18:40', and which fields, on the parent page. */
function ParentFilled({ student }: { student: Student }) {
  if (!student.parentFilledAt) return null;
  const fields = (student.parentFilledFields ?? []).map((field) => PARENT_DATA_LABELS[field]).join(', ');
  return (
    <span className="block text-xs font-normal text-muted-foreground wrap-anywhere">
      Uzupełnione przez rodzica {formatDateTime(student.parentFilledAt)}
      {fields ? ` (${fields})` : ''}
    </span>
  );
}
