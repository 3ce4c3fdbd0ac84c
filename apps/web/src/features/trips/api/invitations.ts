import type { TripInvitation } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

/** The trip's pending invitations ('Zaproszenie wysłane dd.MM.yyyy'): for those who manage its guardians. */
export function useTripInvitations(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripKeys.invitations(tripId),
    queryFn: ({ signal }) => apiRequest<TripInvitation[]>(`/trips/${tripId}/invitations`, { auth: true, signal }),
    enabled,
  });
}

type InvitationVariables = { tripId: string; invitationId: string };

const keep = (queryClient: Parameters<NonNullable<Parameters<typeof useTripMutation>[2]>>[0], invitations: TripInvitation[], { tripId }: { tripId: string }) =>
  queryClient.setQueryData(tripKeys.invitations(tripId), invitations);

/** 'Wyślij zaproszenie': an address without an account gets an e-mail with a link to sign up. */
export function useInviteGuardian() {
  return useTripMutation(
    ({ tripId, email }: { tripId: string; email: string }) => apiRequest<TripInvitation[]>(`/trips/${tripId}/invitations`, { method: 'POST', body: { email }, auth: true }),
    'trip_guardians',
    keep,
  );
}

/** 'Wyślij ponownie': the same link, valid 14 days from now. */
export function useResendInvitation() {
  return useTripMutation(
    ({ tripId, invitationId }: InvitationVariables) => apiRequest<TripInvitation[]>(`/trips/${tripId}/invitations/${invitationId}/resend`, { method: 'POST', auth: true }),
    'trip_guardians',
    keep,
  );
}

/** 'Wycofaj': the link stops working. */
export function useWithdrawInvitation() {
  return useTripMutation(
    ({ tripId, invitationId }: InvitationVariables) => apiRequest<TripInvitation[]>(`/trips/${tripId}/invitations/${invitationId}`, { method: 'DELETE', auth: true }),
    'trip_guardians',
    keep,
  );
}
