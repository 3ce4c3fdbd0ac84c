import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatCheckDate } from '@/lib/format-date';
import { useLatestAttendanceCheck } from '../api/get-latest-attendance-check';

/**
 * What 'Obecny' on this screen means, beside what the newest attendance list says: the two never
 * read as one (docs/decisions/015).
 */
export function PresenceSource({ tripId }: { tripId: string }) {
  const latest = useLatestAttendanceCheck(tripId);
  const check = latest.data ?? null;
  return (
    <div data-testid="presence-source" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
      <p className="min-w-0 flex-1 basis-64">
        „Obecny” na tej liście to bieżący stan ucznia: dotknij go, aby zmienić.{' '}
        {check ? (
          <>
            Ostatnia lista obecności:{' '}
            {/* A long list name takes one line, whole in its tooltip: it must not push the students off a phone's screen. */}
            <span title={check.name} className="inline-block max-w-[calc(100%-1ch)] truncate align-bottom">
              „{check.name}”
            </span>
            , {formatCheckDate(check.date)}, {check.time} – obecni {check.presentCount}/{check.totalCount}.
          </>
        ) : latest.isSuccess ? (
          'Listy obecności z punktów wycieczki są w zakładce Obecność.'
        ) : null}
      </p>
      <Link to="/attendance" className="inline-flex h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-primary hover:bg-primary-soft sm:h-9">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        Listy obecności
      </Link>
    </div>
  );
}
