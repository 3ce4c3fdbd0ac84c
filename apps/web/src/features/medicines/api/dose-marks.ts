import { DOSE_STATUS_LABELS, type DoseStatus, type MedicineDose, type TripMedicines } from '@wycieczki/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { newId } from '@/lib/new-id';
import { outbox } from '@/lib/outbox/device-outbox';
import type { DoseChange } from '@/lib/outbox/outbox';
import { sameDose } from '@/lib/trip-medicines-query';
import { writeDose } from './apply-sent-dose';

/** The dose a guardian marks: which medicine, day and hour (null: 'w razie potrzeby'), and whose. */
export type DoseTarget = { medicineId: string; studentId: string; studentName: string; doseDay: string; scheduledTime: string | null };

/**
 * 'Podano' / 'Odmowa' / 'Nieobecny' (issue 54), as the roll call marks a student
 * (docs/decisions/017): on screen at once, kept in the device's outbox with its own id and time, and
 * sent when there is a network (at once when there is one).
 */
export function markDose(queryClient: QueryClient, user: { id: string; name: string }, tripId: string, target: DoseTarget, status: DoseStatus): void {
  const id = newId();
  const markedAt = new Date().toISOString();
  const { studentName, ...dose } = target;
  writeDose(queryClient, tripId, { id, ...dose, status, markedAt, markedByName: user.name });
  void outbox.add({
    kind: 'dose',
    id,
    userId: user.id,
    tripId,
    dose: { medicineId: dose.medicineId, doseDay: dose.doseDay, scheduledTime: dose.scheduledTime, status, markedAt },
    label: `Lek: ${studentName}, ${dose.scheduledTime ?? 'w razie potrzeby'} – ${DOSE_STATUS_LABELS[status]}`,
  });
}

const pendingChanges = () => outbox.getState().pending;

/**
 * The trip's marks with those still in the outbox laid over them (a refetch answered before they are
 * stored must not undo them on screen), and the ids of those not sent yet.
 */
export function useShownDoses(tripId: string, data: TripMedicines | undefined, userName: string): { doses: MedicineDose[]; unsent: ReadonlySet<string> } {
  const pending = useSyncExternalStore(outbox.subscribe, pendingChanges);
  return useMemo(() => {
    const doses = data?.doses ?? [];
    const waiting = pending.filter((change): change is DoseChange => change.kind === 'dose' && change.tripId === tripId);
    if (waiting.length === 0) return { doses, unsent: NOTHING_UNSENT };
    const studentOf = new Map((data?.medicines ?? []).map((medicine) => [medicine.id, medicine.studentId]));
    const laid = waiting.map((change): MedicineDose => ({ id: change.id, studentId: studentOf.get(change.dose.medicineId) ?? '', ...change.dose, markedByName: userName }));
    const replaced = (mark: MedicineDose) => laid.some((own) => sameDose(own, mark));
    return { doses: [...doses.filter((mark) => !replaced(mark)), ...laid], unsent: new Set(laid.map((mark) => mark.id)) };
  }, [data, pending, tripId, userName]);
}

const NOTHING_UNSENT: ReadonlySet<string> = new Set();
