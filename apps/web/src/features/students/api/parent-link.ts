import type { ParentLink } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

/** The child's parent link: the server makes it the first time and answers the same one until it is revoked. */
export function useParentLink(tripId: string, studentId: string) {
  return useQuery({
    queryKey: tripKeys.parentLink(tripId, studentId),
    queryFn: ({ signal }) => apiRequest<ParentLink>(`/trips/${tripId}/students/${studentId}/parent-link`, { method: 'POST', auth: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 'Unieważnij link': the old link stops working; the new one replaces it in the dialog. */
export function useRevokeParentLink() {
  return useTripMutation(
    ({ tripId, studentId }: { tripId: string; studentId: string }) =>
      apiRequest<ParentLink>(`/trips/${tripId}/students/${studentId}/parent-link/revoke`, { method: 'POST', auth: true }),
    'students',
    (queryClient, link, { tripId, studentId }) => queryClient.setQueryData(tripKeys.parentLink(tripId, studentId), link),
  );
}

/** The link as a parent opens it: this app's address with the page's path. */
export function parentLinkUrl(link: ParentLink): string {
  return new URL(link.path, window.location.origin).toString();
}
