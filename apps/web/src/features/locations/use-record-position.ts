import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-error';
import { useUpdateLocation } from './api/update-location';
import { PositionError, readDevicePosition } from '@/lib/device-position';

/** Reads the device's position and stores it as a student's location; `busyStudentId` while doing so. */
export function useRecordPosition(tripId: string) {
  const update = useUpdateLocation();
  const [busyStudentId, setBusyStudentId] = useState<string | null>(null);

  const record = async (studentId: string) => {
    setBusyStudentId(studentId);
    try {
      const position = await readDevicePosition();
      await update.mutateAsync({ tripId, studentId, position });
      toast.success('Zapisano lokalizację');
    } catch (error) {
      if (error instanceof PositionError) toast.error(error.title, { description: error.message });
      else toast.error('Błąd podczas aktualizacji lokalizacji', { description: errorMessage(error) });
    } finally {
      setBusyStudentId(null);
    }
  };

  return { record, busyStudentId };
}
