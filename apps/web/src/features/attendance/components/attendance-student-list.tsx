import type { AttendanceCheckDetail, AttendanceRecord, AttendanceStatus } from '@wycieczki/shared';
import { CircleCheck, CircleX, Search } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { bySurname, matchesSearch } from '../roll-call-order';
import { RollCallSummary } from './roll-call-summary';

type AttendanceStudentListProps = {
  check: AttendanceCheckDetail;
  records: readonly AttendanceRecord[];
  onMark: (studentIds: readonly string[], status: AttendanceStatus) => void;
  onMarkAllPresent: (studentIds: readonly string[]) => void;
};

/**
 * The roll call, for one hand on a crowded coach: rows of at least 48 px in surname order, the whole
 * row toggles its student, a counter that stays in view while the list scrolls, a search box, and
 * 'Tylko nieobecni' to see who is still missing.
 */
export function AttendanceStudentList({ check, records, onMark, onMarkAllPresent }: AttendanceStudentListProps) {
  const [query, setQuery] = useState('');
  const [onlyAbsent, setOnlyAbsent] = useState(false);
  // Marked present while 'Tylko nieobecni' is on: stays in its place until the filter changes, so the
  // rows under the finger do not jump up after each tap.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());

  const sorted = useMemo(() => bySurname(records), [records]);
  const presentCount = records.filter((r) => r.status === 'present').length;
  const shown = useProgressiveList(
    sorted.filter((r) => matchesSearch(r.studentName, query) && (!onlyAbsent || r.status !== 'present' || kept.has(r.studentId))),
  );
  const absentIds = records.filter((r) => r.status !== 'present').map((r) => r.studentId);

  // One function for every row while the filter and the list stay: a tap redraws only its own row.
  const toggle = useCallback(
    (record: AttendanceRecord) => {
      const status = record.status === 'present' ? 'absent' : 'present';
      if (onlyAbsent && status === 'present') setKept((ids) => new Set(ids).add(record.studentId));
      onMark([record.studentId], status);
    },
    [onlyAbsent, onMark],
  );
  const setFilter = (next: boolean) => {
    setOnlyAbsent(next);
    setKept(new Set());
  };

  if (records.length === 0) {
    return (
      <div className="grid gap-3">
        <RollCallSummary check={check} presentCount={0} totalCount={0} onMarkAllPresent={null} />
        <Card className="p-6 text-center text-sm text-muted-foreground">Ta wycieczka nie ma jeszcze uczniów.</Card>
      </div>
    );
  }
  return (
    <section aria-label="Sprawdzanie obecności" className="grid gap-2 sm:gap-3">
      <RollCallSummary check={check} presentCount={presentCount} totalCount={records.length} onMarkAllPresent={() => onMarkAllPresent(absentIds)} />
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-40">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Szukaj ucznia"
            placeholder="Szukaj ucznia"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button variant={onlyAbsent ? 'default' : 'outline'} aria-pressed={onlyAbsent} onClick={() => setFilter(!onlyAbsent)}>
          Tylko nieobecni
        </Button>
      </div>
      <Card className="overflow-hidden">
        {shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {onlyAbsent && !query.trim() ? 'Wszyscy uczniowie są obecni.' : 'Żaden uczeń nie pasuje do wyszukiwania.'}
          </p>
        ) : (
          <ul aria-label="Uczniowie na liście" className="divide-y divide-border">
            {shown.map((record) => (
              <StudentRow key={record.studentId} record={record} onToggle={toggle} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

const StudentRow = memo(function StudentRow({ record, onToggle }: { record: AttendanceRecord; onToggle: (record: AttendanceRecord) => void }) {
  const present = record.status === 'present';
  const nameId = `attendance-student-${record.studentId}`;
  return (
    // The whole row is the target (a thumb on a moving coach); the button in it is the keyboard's and
    // the screen reader's way to the same toggle.
    <li
      data-testid="attendance-row"
      data-status={record.status}
      onClick={() => onToggle(record)}
      className={cn(
        'flex min-h-12 cursor-pointer select-none items-center gap-3 border-l-4 px-3 py-0.5 transition-colors active:bg-muted sm:min-h-14 sm:px-4 sm:py-2',
        present ? 'border-l-emerald-500 bg-emerald-50/60' : 'border-l-transparent',
      )}
    >
      {present ? (
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
      ) : (
        <CircleX aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      )}
      <div className="min-w-0 flex-1">
        <p id={nameId} className="wrap-anywhere font-medium leading-snug">
          {record.studentName}
        </p>
        <p className={cn('text-xs sm:text-sm', present ? 'text-emerald-700' : 'text-muted-foreground')}>{present ? 'Obecny' : 'Nieobecny'}</p>
      </div>
      <Button
        variant={present ? 'outline' : 'default'}
        aria-describedby={nameId}
        className="shrink-0 sm:min-w-[10.5rem]"
        onClick={(event) => {
          event.stopPropagation();
          onToggle(record);
        }}
      >
        {present ? <CircleX aria-hidden="true" className="sm:hidden" /> : <CircleCheck aria-hidden="true" className="sm:hidden" />}
        <span className="sr-only sm:not-sr-only">{present ? 'Oznacz nieobecność' : 'Oznacz obecność'}</span>
      </Button>
    </li>
  );
});
