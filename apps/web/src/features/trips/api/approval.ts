import type { ApprovalReadiness, TripApproval } from '@wycieczki/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTopic, tripKeys } from '@/lib/query-keys';

/** 'Wyślij do zatwierdzenia': the status, what the karta lacks, what changed since the approval. */
export function useTripApproval(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripKeys.approval(tripId),
    queryFn: ({ signal }) => apiRequest<ApprovalReadiness>(`/trips/${tripId}/approval`, { auth: true, signal }),
    enabled,
    // Read again each time the dialog opens: the karta may have been completed elsewhere meanwhile.
    staleTime: 0,
  });
}

export function useSubmitForApproval(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TripApproval>(`/trips/${tripId}/approval`, { method: 'POST', auth: true }),
    onSettled: () => invalidateTopic(queryClient, tripId, 'trip_approval'),
  });
}
