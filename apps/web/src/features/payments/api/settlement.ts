import type { Expense, ExpenseInput, PaymentReturn, ReturnInput, SettlementUpdateInput, TripSettlement } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { useTripMutation } from '@/lib/trip-mutation';

/** Under the payments' key: whatever changes the money (here or on another phone) refreshes the settlement too. */
const settlementKey = (tripId: string) => [...tripKeys.payments(tripId), 'settlement'] as const;

/** 'Wydatki' and 'Rozliczenie wycieczki' (issue 31): the money out, the balance, the returns, the close. */
export function useTripSettlement(tripId: string) {
  return useQuery({
    queryKey: settlementKey(tripId),
    queryFn: ({ signal }) => apiRequest<TripSettlement>(`/trips/${tripId}/settlement`, { auth: true, signal }),
  });
}

/** 'Dodaj wydatek' (no `expenseId`) or its correction. */
export function useSaveExpense() {
  return useTripMutation(
    ({ tripId, expenseId, input }: { tripId: string; expenseId?: string; input: ExpenseInput }) =>
      apiRequest<Expense>(expenseId ? `/trips/${tripId}/expenses/${expenseId}` : `/trips/${tripId}/expenses`, { method: expenseId ? 'PUT' : 'POST', body: input, auth: true }),
    'payments',
  );
}

export function useDeleteExpense() {
  return useTripMutation(
    ({ tripId, expenseId }: { tripId: string; expenseId: string }) => apiRequest<void>(`/trips/${tripId}/expenses/${expenseId}`, { method: 'DELETE', auth: true }),
    'payments',
  );
}

/** 'Zapisz zwrot'. */
export function useSaveReturn() {
  return useTripMutation(
    ({ tripId, input }: { tripId: string; input: ReturnInput }) => apiRequest<PaymentReturn>(`/trips/${tripId}/returns`, { method: 'POST', body: input, auth: true }),
    'payments',
  );
}

export function useDeleteReturn() {
  return useTripMutation(
    ({ tripId, returnId }: { tripId: string; returnId: string }) => apiRequest<void>(`/trips/${tripId}/returns/${returnId}`, { method: 'DELETE', auth: true }),
    'payments',
  );
}

/** 'Zapisz rozliczenie': the split, the amounts set by hand, the note. */
export function useSaveSettlement() {
  return useTripMutation(
    ({ tripId, input }: { tripId: string; input: SettlementUpdateInput }) => apiRequest<void>(`/trips/${tripId}/settlement`, { method: 'PUT', body: input, auth: true }),
    'payments',
  );
}

/** 'Zakończ wycieczkę' (`close`) and 'Wznów edycję'. A change of the trip: every screen's edit buttons follow. */
export function useCloseTrip() {
  return useTripMutation(
    ({ tripId, close }: { tripId: string; close: boolean }) => apiRequest<void>(`/trips/${tripId}/close`, { method: close ? 'POST' : 'DELETE', auth: true }),
    'trips',
  );
}

/** 'Rozliczenie (PDF)' and 'Rozliczenie (XLSX)'; `head`: the head of the trip's school reading it. */
export async function downloadSettlement(tripId: string, format: 'pdf' | 'xlsx', { head = false } = {}): Promise<void> {
  const { blob, fileName } = await apiDownload(`${head ? '/schools/mine' : ''}/trips/${tripId}/settlement/${format}`);
  saveFile(blob, fileName ?? `rozliczenie.${format}`);
}
