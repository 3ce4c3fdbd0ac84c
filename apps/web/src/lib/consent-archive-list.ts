import { useQuery } from '@tanstack/react-query';
import type { ConsentArchiveList } from '@wycieczki/shared';
import { apiRequest } from './api-client';

/** Every query of 'Archiwum zgód' (issue 31) lives under this key; no trip's event touches it. */
export const consentArchiveKey = ['consent-archive'] as const;

/**
 * The archived trips the user reads (their own, and the school's for its head). Here, not in the
 * archive feature, because the trips page shows its link only when there is something to read.
 */
export function useConsentArchiveList() {
  return useQuery({
    queryKey: consentArchiveKey,
    queryFn: ({ signal }) => apiRequest<ConsentArchiveList>('/consent-archive', { auth: true, signal }),
    // Written by the server's hourly erasure, not by anything on this screen.
    staleTime: 5 * 60_000,
  });
}
