import type { ApproveTripInput, ReturnTripInput, SchoolTrip, SchoolTripReview, TripApproval, TripDocumentKind } from '@wycieczki/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DocumentJobOptions } from '@/lib/document-job';

/** The documents of a school's trip the head reads: not the parent links nor the badges (issue 27, 28). */
export type HeadDocumentKind = Exclude<TripDocumentKind, 'linki' | 'identyfikatory'>;

/** The head's views of the school's trips (issue 27); no trip member's query shares these keys. */
export const schoolTripKeys = {
  list: () => ['school', 'trips'] as const,
  review: (tripId: string) => ['school', 'trips', tripId] as const,
};

/**
 * The head is no member of the trips, so no trip's live events reach these screens: they ask again
 * when the window comes back and every minute, so a karta sent meanwhile shows up by itself.
 */
const FRESH = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 60_000 } as const;

/** 'Wycieczki szkoły': every trip of the head's school, by date. */
export function useSchoolTrips() {
  return useQuery({
    queryKey: schoolTripKeys.list(),
    queryFn: ({ signal }) => apiRequest<SchoolTrip[]>('/schools/mine/trips', { auth: true, signal }),
    ...FRESH,
  });
}

/** One school trip as the head reviews it: the karta line by line, what changed, the people. */
export function useSchoolTripReview(tripId: string) {
  return useQuery({
    queryKey: schoolTripKeys.review(tripId),
    queryFn: ({ signal }) => apiRequest<SchoolTripReview>(`/schools/mine/trips/${tripId}`, { auth: true, signal }),
    ...FRESH,
  });
}

function useDecision<V>(tripId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => apiRequest<TripApproval>(`/schools/mine/trips/${tripId}/${path}`, { method: 'POST', body, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolTripKeys.list() }),
  });
}

/** 'Zatwierdzam'. */
export const useApproveTrip = (tripId: string) => useDecision<ApproveTripInput>(tripId, 'approve');
/** 'Zwróć do poprawy'. */
export const useReturnTrip = (tripId: string) => useDecision<ReturnTripInput>(tripId, 'return');

/** A school trip's PDF as the head may read it (no parent's phone, no parent link), made by the server as a job and downloaded when ready. */
export async function downloadSchoolTripDocument(tripId: string, kind: HeadDocumentKind, options?: DocumentJobOptions): Promise<void> {
  // Loaded when a document is asked for, as on the trips screen.
  const { downloadDocumentJob } = await import('@/lib/document-job');
  return downloadDocumentJob(`/schools/mine/trips/${tripId}/documents/${kind}`, options);
}
