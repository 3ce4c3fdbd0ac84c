import { shiftDay, warsawDay, type TripSummary } from '@wycieczki/shared';
import { Pill } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { useAuth } from '@/lib/use-session';
import { DOSES_NOW_PARAM, useDosesNow } from '../use-doses-now';

/** How many overdue doses the banner names; the rest are counted. */
const NAMED = 3;

/**
 * 'Lek nie został podany' (issue 54) on every screen of the guardians of the student's group (of
 * every guardian when the student is in none), as the alarm's banner is, until someone marks the
 * dose; a tap opens 'Leki teraz'. Not on the roll call, where 'Leki teraz' says it itself. Read only
 * while the trip is on (its days and the night after), so other days ask the server for nothing.
 */
export default function OverdueDosesBanner() {
  const { currentTrip } = useCurrentTrip();
  const { pathname } = useLocation();
  const today = warsawDay(new Date());
  if (!currentTrip || currentTrip.closed || today < currentTrip.startDate || today > shiftDay(currentTrip.endDate, 1) || pathname === '/attendance') return null;
  return <TripOverdueDoses trip={currentTrip} />;
}

function TripOverdueDoses({ trip }: { trip: TripSummary }) {
  const { user } = useAuth();
  const now = useDosesNow(trip.id, trip);
  const mine = now.doses.filter((dose) => dose.overdue && (dose.groupGuardianId === null || dose.groupGuardianId === user?.id));
  if (mine.length === 0) return null;
  const more = mine.length - NAMED;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-3 sm:px-6">
      <section role="alert" data-testid="overdue-doses" className="grid gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900 sm:p-4">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <Pill aria-hidden="true" className="size-5 shrink-0" />
          {mine.length === 1 ? 'Lek nie został podany' : `Leki nie zostały podane: ${mine.length}`}
        </h2>
        <ul className="grid gap-1">
          {mine.slice(0, NAMED).map((dose) => (
            // A name of a hundred letters and a medicine's long name must not push the screen down: two lines at most.
            <li key={`${dose.medicineId}|${dose.doseDay}|${dose.scheduledTime}`} className="line-clamp-2 wrap-anywhere">
              <span className="font-semibold">
                {dose.scheduledTime}
                {dose.doseDay === now.today ? '' : ' (wczoraj)'} · {dose.studentName}
              </span>{' '}
              – {dose.medicineName}
            </li>
          ))}
          {more > 0 ? <li>i jeszcze {more}</li> : null}
        </ul>
        <Button asChild variant="destructive" size="sm" className="w-fit">
          <Link to={`/attendance?${DOSES_NOW_PARAM}=1`}>Leki teraz</Link>
        </Button>
      </section>
    </div>
  );
}
