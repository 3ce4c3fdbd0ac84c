import type { Room } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';

export type AssignStudentsVariables = { tripId: string; roomId: string; studentIds: string[] };

/**
 * The chosen students become the room's whole set: they move here from other rooms, the room's
 * unchosen students lose it. The server checks the capacity in the same transaction (409).
 */
function assignStudents({ tripId, roomId, studentIds }: AssignStudentsVariables): Promise<Room> {
  return apiRequest<Room>(`/trips/${tripId}/rooms/${roomId}/students`, { method: 'PUT', body: { studentIds }, auth: true });
}

export function useAssignStudents() {
  return useTripMutation(assignStudents, 'rooms');
}
