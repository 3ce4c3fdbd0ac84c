import type { StudentHandover } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tripKeys } from './query-keys';
import { tripQueryOptions } from './trip-query';

// 'Odbiór przez rodzica' (issue 54) as every screen needs it: which children a parent has now. The
// roll call, the students screen and the alarm read it (kept on the device, so it holds offline too);
// recording one is the handovers screen's.

export const handoversQueryOptions = (tripId: string) => tripQueryOptions<StudentHandover[]>(tripKeys.handovers(tripId), `/trips/${tripId}/handovers`);

const NONE: ReadonlyMap<string, StudentHandover> = new Map();

/** The trip's handovers, those open (the children with a parent now) first. */
export function useHandovers(tripId: string) {
  return useQuery(handoversQueryOptions(tripId));
}

/** The children a parent has now, by student: their open handover ('Powrót do grupy' not yet). */
export function useCollectedNow(tripId: string): ReadonlyMap<string, StudentHandover> {
  const { data } = useHandovers(tripId);
  return useMemo(() => (data ? openByStudent(data) : NONE), [data]);
}

export function openByStudent(handovers: readonly StudentHandover[]): ReadonlyMap<string, StudentHandover> {
  const open = handovers.filter((h) => h.returnedAt === null);
  return open.length === 0 ? NONE : new Map(open.map((h) => [h.studentId, h]));
}

/** 'czeka na potwierdzenie rodzica' or 'potwierdzone': what the parent has said of it. */
export function confirmationText(handover: Pick<StudentHandover, 'confirmedAt' | 'confirmedVia'>): string {
  if (!handover.confirmedAt) return 'czeka na potwierdzenie rodzica';
  return handover.confirmedVia === 'code' ? 'potwierdzone kodem od rodzica' : 'potwierdzone przez rodzica';
}
