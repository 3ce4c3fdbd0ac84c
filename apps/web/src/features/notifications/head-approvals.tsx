import type { SchoolTrip } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { formatDateSpan } from '@/lib/format-date-range';

/**
 * For the school's head, on top of the bell (issue 48): each karta sent to her and waiting, a tap
 * from its review. Read afresh whenever the bell opens (she is no trip's member, so no event tells her).
 */
export default function HeadApprovals({ onOpen }: { onOpen: () => void }) {
  const trips = useQuery({
    queryKey: ['notifications', 'school-approvals'],
    queryFn: ({ signal }) => apiRequest<SchoolTrip[]>('/schools/mine/trips', { auth: true, signal }),
    refetchOnMount: 'always',
  });
  const waiting = (trips.data ?? []).filter((trip) => trip.approval.status === 'pending');
  if (waiting.length === 0) return null;
  return (
    <section aria-label="Do zatwierdzenia" className="border-b border-border p-1">
      <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Do zatwierdzenia: {waiting.length}</p>
      <ul className="grid gap-1">
        {waiting.map((trip) => (
          <li key={trip.id}>
            <Link to={`/school/trips/${trip.id}`} onClick={onOpen} className="flex gap-2 rounded-lg px-3 py-2 text-sm hover:bg-muted">
              <ClipboardCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block font-medium wrap-anywhere">Karta czeka na zatwierdzenie: {trip.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {trip.leaderName ? `${trip.leaderName} · ` : ''}
                  {formatDateSpan(trip.startDate, trip.endDate)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
