import { collectedByLabel, type AttendanceCheckDetail, type AttendanceRecord, type AttendanceStatus, type Student } from '@wycieczki/shared';
import { useMyGroupOnly, useTripGroups, type TripGroups } from '@/lib/groups';
import { useStudents } from '@/lib/trip-students-query';
import { CircleCheck, CircleX, LogOut, ScanQrCode, Search, SlidersHorizontal } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { RaiseAlarmPicker } from '@/components/raise-alarm';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { useTripClosed } from '@/lib/trip-closed';
import { bySurname, matchesSearch } from '../roll-call-order';
import { RollCallSummary } from './roll-call-summary';

type AttendanceStudentListProps = {
  check: AttendanceCheckDetail;
  records: readonly AttendanceRecord[];
  onMark: (studentIds: readonly string[], status: AttendanceStatus) => void;
  onMarkAllPresent: (studentIds: readonly string[]) => void;
  /** Opens 'Skanuj identyfikatory' (issue 28); on a phone the list's menu does. */
  onScan: () => void;
};

/**
 * The roll call, for one hand on a crowded coach: rows of at least 48 px in surname order, the whole
 * row toggles its student, a counter that stays in view while the list scrolls, a search box, and
 * 'Tylko nieobecni' to see who is still missing.
 */
export function AttendanceStudentList({ check, records, onMark, onMarkAllPresent, onScan }: AttendanceStudentListProps) {
  const [query, setQuery] = useState('');
  const [onlyAbsent, setOnlyAbsent] = useState(false);
  // On a phone the search and the filters are folded (issue 48): six children show under the counter.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  // Marked present while 'Tylko nieobecni' is on: stays in its place until the filter changes, so the
  // rows under the finger do not jump up after each tap.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());

  // 'Grupy' (issue 28): each guardian's own group, from the students' list kept on the device.
  const students = useStudents(check.tripId).data ?? NO_STUDENTS;
  const groups = useTripGroups(check.tripId, students);
  const [myGroupOnly, setMyGroupOnly] = useMyGroupOnly(check.tripId);
  const mineOnly = myGroupOnly && groups.haveMine;
  const inMyGroup = (r: AttendanceRecord) => groups.myId !== null && groups.guardianOf(r.studentId)?.id === groups.myId;

  const sorted = useMemo(() => bySurname(records), [records]);
  // A child a parent took (issue 54) is on the list as 'Odebrany', in no count and in no alarm.
  const expected = useMemo(() => records.filter((r) => !r.collectedBy), [records]);
  const presentCount = expected.filter((r) => r.status === 'present').length;
  const shown = useProgressiveList(
    sorted.filter(
      (r) =>
        matchesSearch(r.studentName, query) && (!mineOnly || inMyGroup(r)) && (!onlyAbsent || (!r.collectedBy && (r.status !== 'present' || kept.has(r.studentId)))),
    ),
  );
  // 'Wszyscy obecni' with 'Moja grupa' on marks my group only.
  const alarmOrder = useMemo(() => {
    const inOrder = sorted.filter((r) => !r.collectedBy);
    return [...inOrder.filter((r) => r.status !== 'present'), ...inOrder.filter((r) => r.status === 'present')].map((r) => ({ id: r.studentId, name: r.studentName }));
  }, [sorted]);
  const absentIds = expected.filter((r) => r.status !== 'present' && (!mineOnly || inMyGroup(r))).map((r) => r.studentId);
  const groupCounts = groups.split ? countByGroup(expected, groups) : [];
  const mine = groupCounts.find((g) => g.guardianId === groups.myId);
  // A closed trip's list is read-only (issue 31): no marking, no scanning, no alarm.
  const closed = useTripClosed();
  const [wide] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 640px)').matches === true);
  // A filter in use keeps its row open, so what narrows the list is always in sight.
  const filtering = query.trim() !== '' || onlyAbsent || mineOnly;
  const filtersShown = filtersOpen || filtering;

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
      <RollCallSummary
        check={check}
        presentCount={presentCount}
        totalCount={expected.length}
        collectedCount={records.length - expected.length}
        onMarkAllPresent={closed ? null : () => onMarkAllPresent(absentIds)}
        myGroup={mine ? `${mine.name}: ${mine.present} / ${mine.total}` : undefined}
        filtersToggle={
          <Button
            variant={filtering ? 'default' : 'outline'}
            size="icon"
            className="size-11 shrink-0 sm:hidden"
            aria-label="Szukaj i filtruj"
            aria-expanded={filtersShown}
            aria-controls={FILTERS_ID}
            onClick={() => {
              const opening = !filtersShown;
              setFiltersOpen(opening);
              // Unfolded to search: the keyboard comes with it.
              if (opening) requestAnimationFrame(() => searchRef.current?.focus());
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
          </Button>
        }
      />
      <div id={FILTERS_ID} className={cn('flex flex-wrap items-center gap-2', !filtersShown && 'max-sm:hidden')}>
        <div className="relative min-w-0 flex-1 basis-40">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            ref={searchRef}
            type="search"
            aria-label="Szukaj ucznia"
            placeholder="Szukaj ucznia"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        {groups.haveMine ? (
          <Button variant={mineOnly ? 'default' : 'outline'} aria-pressed={mineOnly} onClick={() => setMyGroupOnly(!mineOnly)}>
            Moja grupa
          </Button>
        ) : null}
        <Button variant={onlyAbsent ? 'default' : 'outline'} aria-pressed={onlyAbsent} onClick={() => setFilter(!onlyAbsent)}>
          Tylko nieobecni
        </Button>
        {/* 'Zaginięcie ucznia' (issue 28), those not marked present first; on a phone it is in the list's menu, so the children start high (issue 23). */}
        {closed ? null : (
          <>
            <Button variant="outline" className="max-sm:hidden" onClick={onScan}>
              <ScanQrCode aria-hidden="true" />
              Skanuj identyfikatory
            </Button>
            <RaiseAlarmPicker tripId={check.tripId} students={alarmOrder} className="max-sm:hidden" />
          </>
        )}
      </div>
      {groupCounts.length > 0 ? (
        // Folded on a phone, so the children come first (issue 23); open from 'sm' up.
        <details data-testid="group-counters" open={wide} className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Obecni w grupach ({groupCounts.length})</summary>
          <ul aria-label="Obecni w grupach" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 tabular-nums text-muted-foreground">
            {groupCounts.map((g) => (
              <li key={g.guardianId ?? 'none'} className={cn(g.present === g.total ? 'text-emerald-700' : undefined)}>
                {g.name}: {g.present} / {g.total}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Card className="overflow-hidden">
        {shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {onlyAbsent && !query.trim() ? 'Wszyscy uczniowie są obecni.' : 'Żaden uczeń nie pasuje do wyszukiwania.'}
          </p>
        ) : (
          <ul aria-label="Uczniowie na liście" className="divide-y divide-border">
            {shown.map((record) => (
              <StudentRow key={record.studentId} record={record} onToggle={closed || record.collectedBy ? undefined : toggle} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

const NO_STUDENTS: Student[] = [];
const FILTERS_ID = 'roll-call-filters';

type GroupCount = { guardianId: string | null; name: string; present: number; total: number };

/** Each group's present and total on this list, in the order of the guardians; 'Bez grupy' last. */
function countByGroup(records: readonly AttendanceRecord[], groups: TripGroups): GroupCount[] {
  const counts = new Map<string | null, GroupCount>();
  for (const guardian of groups.guardians) counts.set(guardian.id, { guardianId: guardian.id, name: groups.nameOf(guardian.id), present: 0, total: 0 });
  for (const record of records) {
    const id = groups.guardianOf(record.studentId)?.id ?? null;
    const count = counts.get(id) ?? { guardianId: null, name: 'Bez grupy', present: 0, total: 0 };
    count.total += 1;
    if (record.status === 'present') count.present += 1;
    counts.set(id, count);
  }
  return [...counts.values()].filter((c) => c.total > 0);
}

/**
 * The row's state in words right for a girl and a boy alike (issue 48: 'Obecny' was said of every
 * child). SPEC's 'Obecny'/'Nieobecny' stay in the students table, where SPEC names them.
 */
const PRESENT_MARK = 'Jest';
const ABSENT_MARK = 'Nie ma';

/** Without `onToggle` (a closed trip) the row only shows the student's status. */
const StudentRow = memo(function StudentRow({ record, onToggle }: { record: AttendanceRecord; onToggle?: ((record: AttendanceRecord) => void) | undefined }) {
  if (record.collectedBy) return <CollectedRow record={record} collectedBy={record.collectedBy} />;
  const present = record.status === 'present';
  const nameId = `attendance-student-${record.studentId}`;
  return (
    // The whole row is the target (a thumb on a moving coach); the button in it is the keyboard's and
    // the screen reader's way to the same toggle.
    <li
      data-testid="attendance-row"
      data-status={record.status}
      onClick={onToggle ? () => onToggle(record) : undefined}
      className={cn(
        'flex min-h-12 select-none items-center gap-3 border-l-4 px-3 py-0.5 transition-colors sm:min-h-14 sm:px-4 sm:py-2',
        onToggle && 'cursor-pointer active:bg-muted',
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
        <p className={cn('text-xs sm:text-sm', present ? 'text-emerald-700' : 'text-muted-foreground')}>{present ? PRESENT_MARK : ABSENT_MARK}</p>
      </div>
      {onToggle ? (
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
      ) : null}
    </li>
  );
});

/** A child a parent took ('Odbiór przez rodzica', issue 54): on the list, not expected, nothing to tap. */
function CollectedRow({ record, collectedBy }: { record: AttendanceRecord; collectedBy: string }) {
  return (
    <li data-testid="attendance-row" data-status="collected" className="flex min-h-12 items-center gap-3 border-l-4 border-l-sky-400 bg-sky-50/60 px-3 py-0.5 sm:min-h-14 sm:px-4 sm:py-2">
      <LogOut aria-hidden="true" className="size-6 shrink-0 text-sky-700" />
      <div className="min-w-0 flex-1">
        <p className="wrap-anywhere font-medium leading-snug">{record.studentName}</p>
        <p className="text-xs text-sky-800 wrap-anywhere sm:text-sm">
          {collectedByLabel(collectedBy)}
        </p>
      </div>
    </li>
  );
}
