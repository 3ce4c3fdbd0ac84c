import type { MedicineInput, StudentMedicine } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTripMutation } from '@/lib/trip-mutation';
import { medicinesQueryOptions } from '@/lib/trip-medicines-query';

/**
 * 'Leki' (issue 54): the trip's medicines and every dose marked, kept on the device with the rest of
 * the trip (lib/offline-cache.ts), so 'Leki teraz' works with no network.
 */
export function useTripMedicines(tripId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...medicinesQueryOptions(tripId), enabled: options.enabled ?? true });
}

export type SaveMedicineVariables = { tripId: string; studentId: string; medicineId: string | null; input: MedicineInput };

/** 'Dodaj lek' (`medicineId` null) or 'Zapisz zmiany' of one medicine. */
export function useSaveMedicine() {
  return useTripMutation(
    ({ tripId, studentId, medicineId, input }: SaveMedicineVariables) =>
      medicineId
        ? apiRequest<StudentMedicine>(`/trips/${tripId}/medicines/${medicineId}`, { method: 'PUT', body: input, auth: true })
        : apiRequest<StudentMedicine>(`/trips/${tripId}/students/${studentId}/medicines`, { method: 'POST', body: input, auth: true }),
    'student_medicines',
  );
}

export function useDeleteMedicine() {
  return useTripMutation(
    ({ tripId, medicineId }: { tripId: string; medicineId: string }) => apiRequest<void>(`/trips/${tripId}/medicines/${medicineId}`, { method: 'DELETE', auth: true }),
    'student_medicines',
  );
}
