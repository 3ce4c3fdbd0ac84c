import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES, perGuardianText, type ApprovalStatus, type SchoolTrip } from '@wycieczki/shared';
import { addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { pl } from 'date-fns/locale';
import { CalendarDays, ChevronLeft, ChevronRight, ClipboardCheck, List, School } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDateSpan } from '@/lib/format-date-range';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApprovalBadge } from '@/components/approval-status';
import { useMySchool } from './api/school';
import { useSchoolTrips } from './api/school-trips';

const PAGE = 'mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

/** 'yyyy-MM' of every month a trip spans: the month filter's choices and its test. */
function monthsOf(trip: Pick<SchoolTrip, 'startDate' | 'endDate'>): string[] {
  const months: string[] = [];
  for (let month = startOfMonth(parseISO(trip.startDate)); month <= parseISO(trip.endDate); month = addMonths(month, 1)) months.push(format(month, 'yyyy-MM'));
  return months;
}

function monthLabel(month: string): string {
  const label = format(parseISO(`${month}-01`), 'LLLL yyyy', { locale: pl });
  return label.charAt(0).toLocaleUpperCase('pl') + label.slice(1);
}

function isStatus(value: string | null): value is ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * 'Wycieczki szkoły' (issue 27): for the head, every trip of the school in a list by date or a
 * month's calendar, with its status, kierownik, students, guardians, ratio and consents; the ones
 * waiting first under 'Do zatwierdzenia'. Filters by status and month live in the address, so the
 * way back from a karta keeps them.
 */
export default function SchoolTripsPage() {
  useDocumentTitle('Wycieczki szkoły');
  const school = useMySchool();
  const isHead = school.data?.role === 'head';
  const trips = useSchoolTrips();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ApprovalStatus) : null;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month') : null;
  const view = params.get('widok') === 'kalendarz' ? 'calendar' : 'list';

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const all = useMemo(() => trips.data ?? [], [trips.data]);
  const tripMonths = useMemo(() => [...new Set(all.flatMap(monthsOf))].sort(), [all]);
  // The calendar's arrows may show a month without trips: the filter names it too.
  const months = month && !tripMonths.includes(month) ? [...tripMonths, month].sort() : tripMonths;
  const shown = all.filter((trip) => (!status || trip.approval.status === status) && (!month || monthsOf(trip).includes(month)));
  const waiting = all.filter((trip) => trip.approval.status === 'pending');

  let content;
  if (school.isPending || (isHead && trips.isPending)) content = <Spinner label="Ładowanie wycieczek szkoły..." className="py-16" />;
  else if (!isHead) {
    content = (
      <EmptyState icon={School} title="Wycieczki szkoły widzi dyrektor szkoły" description="Twoje wycieczki znajdziesz w zakładce „Wycieczki”.">
        <Button asChild variant="outline">
          <Link to="/trips">Przejdź do wycieczek</Link>
        </Button>
      </EmptyState>
    );
  } else if (trips.isError) {
    content = (
      <EmptyState icon={School} title="Nie udało się wczytać wycieczek szkoły" description={errorMessage(trips.error)}>
        <Button variant="outline" onClick={() => void trips.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (all.length === 0) {
    content = (
      <>
        {/* The head's home says what waits for her even before the school's first trip (issue 48). */}
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardCheck aria-hidden="true" className="size-5 text-primary" />
          Do zatwierdzenia: 0
        </h2>
        <EmptyState
          icon={CalendarDays}
          title="Szkoła nie ma jeszcze wycieczek"
          description="Wycieczki, które utworzą nauczyciele twojej szkoły, pojawią się tutaj, a karty do zatwierdzenia na górze tej strony. Zaproś nauczycieli na stronie „Szkoła”."
        />
      </>
    );
  } else {
    content = (
      <>
        <section aria-labelledby="waiting-heading" className="grid gap-3">
          <h2 id="waiting-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ClipboardCheck aria-hidden="true" className="size-5 text-primary" />
            Do zatwierdzenia: {waiting.length}
          </h2>
          {waiting.length === 0 ? (
            <p className="text-sm text-muted-foreground">Żadna wycieczka nie czeka teraz na zatwierdzenie.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {waiting.map((trip) => (
                <li key={trip.id}>
                  <TripRow trip={trip} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="all-heading" className="grid gap-3">
          <h2 id="all-heading" className="text-lg font-semibold">
            Wszystkie wycieczki
          </h2>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <SelectField id="status-filter" label="Status" value={status ?? ''} onChange={(e) => setParam('status', e.target.value || null)}>
              <option value="">Wszystkie statusy</option>
              {APPROVAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPROVAL_STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
            <SelectField id="month-filter" label="Miesiąc" value={month ?? ''} onChange={(e) => setParam('month', e.target.value || null)}>
              <option value="">Wszystkie miesiące</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </SelectField>
            <div role="group" aria-label="Widok" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
              <ViewButton active={view === 'list'} onClick={() => setParam('widok', null)} icon={List} label="Lista" />
              <ViewButton active={view === 'calendar'} onClick={() => setParam('widok', 'kalendarz')} icon={CalendarDays} label="Kalendarz" />
            </div>
          </div>
          {view === 'calendar' ? (
            <TripCalendar
              trips={shown}
              month={month ?? tripMonths.find((m) => m >= format(new Date(), 'yyyy-MM')) ?? tripMonths.at(-1) ?? format(new Date(), 'yyyy-MM')}
              onMonth={(m) => setParam('month', m)}
            />
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">Żadna wycieczka nie pasuje do wybranych filtrów.</p>
          ) : (
            <ul data-testid="school-trips" className="grid gap-3 md:grid-cols-2">
              {shown.map((trip) => (
                <li key={trip.id}>
                  <TripRow trip={trip} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className={PAGE}>
      <PageHeader
        title="Wycieczki szkoły"
        description={school.data ? school.data.school.name : undefined}
        actions={
          <Button asChild variant="outline">
            <Link to="/school">Szkoła</Link>
          </Button>
        }
      />
      {content}
    </div>
  );
}

function ViewButton({ active, onClick, icon: Icon, label }: { active: boolean; onClick: () => void; icon: typeof List; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** One school trip: what the head needs at a glance, and the way to its karta. */
function TripRow({ trip }: { trip: SchoolTrip }) {
  const consentsAsked = trip.studentCount;
  return (
    <Card data-testid="school-trip" className="relative grid h-full gap-2 p-4 transition-colors focus-within:border-ring hover:border-primary/40">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-[12rem] flex-1 font-semibold leading-tight">
          <Link
            to={`/school/trips/${trip.id}`}
            className="wrap-anywhere after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {trip.name}
          </Link>
        </h3>
        <ApprovalBadge approval={trip.approval} />
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="whitespace-nowrap">{formatDateSpan(trip.startDate, trip.endDate)}</span> · <span className="wrap-anywhere">{trip.destination}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted-foreground">Kierownik</dt>
        <dd className="wrap-anywhere">{trip.leaderName ?? 'nie wskazano'}</dd>
        <dt className="text-muted-foreground">Uczniowie</dt>
        <dd>{trip.studentCount}</dd>
        <dt className="text-muted-foreground">Opiekunowie</dt>
        <dd>
          {trip.guardianCount} <span className="text-muted-foreground">({perGuardianText(trip.studentsPerGuardian)})</span>
        </dd>
        <dt className="text-muted-foreground">Zgody</dt>
        <dd className={cn(trip.consentsMissing > 0 && 'font-medium text-amber-800')}>
          {trip.consentsGiven} z {consentsAsked}
          {trip.consentsMissing > 0 ? `, brak: ${trip.consentsMissing}` : ''}
          {trip.consentsRefused > 0 ? `, odmowa: ${trip.consentsRefused}` : ''}
        </dd>
      </dl>
      {trip.approval.status === 'returned' && trip.approval.comment ? (
        <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">Twoje uwagi: {trip.approval.comment}</p>
      ) : null}
    </Card>
  );
}

const WEEKDAYS = ['pn', 'wt', 'śr', 'cz', 'pt', 'sb', 'nd'];

/** A month of the school's trips: each day lists the trips under way; a day's trip opens its karta. */
function TripCalendar({ trips, month, onMonth }: { trips: SchoolTrip[]; month: string; onMonth: (month: string) => void }) {
  const first = parseISO(`${month}-01`);
  const days = eachDayOfInterval({ start: startOfWeek(first, { weekStartsOn: 1 }), end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }) });
  const tripsOn = (day: string) => trips.filter((trip) => trip.startDate <= day && day <= trip.endDate);
  const inMonth = trips.filter((trip) => monthsOf(trip).includes(month));
  return (
    <div data-testid="school-calendar" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Poprzedni miesiąc" onClick={() => onMonth(format(addMonths(first, -1), 'yyyy-MM'))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="text-base font-semibold">{monthLabel(month)}</h3>
        <Button variant="outline" size="icon" aria-label="Następny miesiąc" onClick={() => onMonth(format(addMonths(first, 1), 'yyyy-MM'))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* The month at a glance; the same trips follow as a list, which is what a screen reader reads. */}
      <div aria-hidden="true" className="grid grid-cols-7 overflow-hidden rounded-lg border border-border text-xs">
        <div className="contents">
          {WEEKDAYS.map((day) => (
            <div key={day} className="border-b border-border bg-muted px-1 py-1.5 text-center font-medium text-muted-foreground">
              {day}
            </div>
          ))}
        </div>
        {days.map((day) => {
          const iso = format(day, 'yyyy-MM-dd');
          const here = tripsOn(iso);
          return (
            <div
              key={iso}
              className={cn('min-h-14 min-w-0 border-b border-r border-border p-1 sm:min-h-20', !isSameMonth(day, first) && 'bg-muted/40 text-muted-foreground')}
            >
              <div className="mb-0.5 font-medium">{format(day, 'd')}</div>
              <div className="grid gap-0.5">
                {here.map((trip) => (
                  <Link
                    key={trip.id}
                    to={`/school/trips/${trip.id}`}
                    tabIndex={-1}
                    title={trip.name}
                    className={cn('block h-1.5 rounded-full sm:h-auto sm:truncate sm:px-1 sm:py-0.5', CALENDAR_CHIP[trip.approval.status])}
                  >
                    <span className="hidden sm:inline">{trip.name}</span>
                  </Link>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {inMonth.length === 0 ? (
        <p className="text-sm text-muted-foreground">W tym miesiącu nie ma wycieczek{trips.length > 0 ? ' pasujących do filtrów' : ''}.</p>
      ) : (
        <ul aria-label={`Wycieczki: ${monthLabel(month)}`} className="grid gap-3 md:grid-cols-2">
          {inMonth.map((trip) => (
            <li key={trip.id}>
              <TripRow trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CALENDAR_CHIP: Record<ApprovalStatus, string> = {
  draft: 'bg-muted-foreground/30 text-foreground',
  pending: 'bg-sky-200 text-sky-950',
  approved: 'bg-emerald-200 text-emerald-950',
  returned: 'bg-amber-200 text-amber-950',
};
