import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatCheckDate } from '@/lib/format-date';
import { useLatestAttendanceCheck } from '../api/get-latest-attendance-check';

/**
 * What 'Obecny' on this screen means, beside what the newest attendance list says: the two never
 * read as one (docs/decisions/015).
 */
export function PresenceSource({ tripId, closed }: { tripId: string; closed: boolean }) {
  const latest = useLatestAttendanceCheck(tripId);
  const check = latest.data ?? null;
  return (
    // Two short lines at most, beside the link: on a phone the students come right after (issue 23).
    <div data-testid="presence-source" className="flex items-center gap-2 rounded-lg bg-muted py-1 pl-3 pr-1 text-xs text-muted-foreground sm:text-sm">
      <p className="line-clamp-2 min-w-0 flex-1">
        {/* A closed trip's status cannot change (issue 31): no invitation to touch it. */}
        {closed ? '„Obecny” tutaj to stan bieżący.' : '„Obecny” tutaj to stan bieżący: dotknij, aby zmienić.'}{' '}
        {check ? (
          <>
            Ostatnia lista:{' '}
            {/* A long list name takes one line, whole in its tooltip: it must not push the students off a phone's screen. */}
            <span title={check.name} className="inline-block max-w-[calc(100%-1ch)] truncate align-bottom">
              „{check.name}”
            </span>
            , {formatCheckDate(check.date)}, {check.time} – obecni {check.presentCount}/{check.totalCount}.
          </>
        ) : latest.isSuccess ? (
          'Listy z punktów wycieczki są w zakładce Obecność.'
        ) : null}
      </p>
      <Link to="/attendance" title="Listy obecności" className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 font-medium text-primary hover:bg-primary-soft">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">Listy obecności</span>
      </Link>
    </div>
  );
}
