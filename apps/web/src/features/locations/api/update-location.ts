import type { LocationInput, StudentLocation } from '@wycieczki/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrip } from '@/lib/query-keys';
import { locationsQueryKey } from './get-locations';

export type UpdateLocationVariables = { tripId: string; studentId: string; position: LocationInput };

/** Updates the student's one location row, or creates it. */
export function updateLocation({ tripId, studentId, position }: UpdateLocationVariables): Promise<StudentLocation> {
  return apiRequest<StudentLocation>(`/trips/${tripId}/students/${studentId}/location`, { method: 'PUT', body: position, auth: true });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (location, { tripId }) => {
      queryClient.setQueryData<StudentLocation[]>(locationsQueryKey(tripId), (locations) =>
        locations ? [...locations.filter((l) => l.studentId !== location.studentId), location] : [location],
      );
      void invalidateTrip(queryClient, tripId);
    },
  });
}
