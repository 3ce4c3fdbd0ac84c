import type { LocationInput, StudentLocation } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

export type UpdateLocationVariables = { tripId: string; studentId: string; position: LocationInput };

/** Updates the student's one location row, or creates it. */
function updateLocation({ tripId, studentId, position }: UpdateLocationVariables): Promise<StudentLocation> {
  return apiRequest<StudentLocation>(`/trips/${tripId}/students/${studentId}/location`, { method: 'PUT', body: position, auth: true });
}

export function useUpdateLocation() {
  return useTripMutation(updateLocation, 'student_locations', (queryClient, location, { tripId }) =>
    queryClient.setQueryData<StudentLocation[]>(tripKeys.locations(tripId), (locations) =>
      locations ? [...locations.filter((l) => l.studentId !== location.studentId), location] : [location],
    ),
  );
}
