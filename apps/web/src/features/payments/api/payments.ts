import type { Payment, PaymentInput, StatementImportInput, StatementImportResult, StatementPreview, StudentCostInput, TripPayments } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from '@/lib/query-keys';
import { useTripMutation } from '@/lib/trip-mutation';

/** 'Wpłaty' of a trip: the cost, each student's balance and, for those who may, the payments. */
export function useTripPayments(tripId: string) {
  return useQuery({
    queryKey: tripKeys.payments(tripId),
    queryFn: ({ signal }) => apiRequest<TripPayments>(`/trips/${tripId}/payments`, { auth: true, signal }),
  });
}

/** 'Dodaj wpłatę' (no `paymentId`) or its correction. */
export function useSavePayment() {
  return useTripMutation(
    ({ tripId, paymentId, input }: { tripId: string; paymentId?: string; input: PaymentInput }) =>
      apiRequest<Payment>(paymentId ? `/trips/${tripId}/payments/${paymentId}` : `/trips/${tripId}/payments`, {
        method: paymentId ? 'PUT' : 'POST',
        body: input,
        auth: true,
      }),
    'payments',
  );
}

export function useDeletePayment() {
  return useTripMutation(
    ({ tripId, paymentId }: { tripId: string; paymentId: string }) => apiRequest<void>(`/trips/${tripId}/payments/${paymentId}`, { method: 'DELETE', auth: true }),
    'payments',
  );
}

/** 'Koszt indywidualny': null goes back to the trip's cost. */
export function useSetStudentCost() {
  return useTripMutation(
    ({ tripId, studentId, input }: { tripId: string; studentId: string; input: StudentCostInput }) =>
      apiRequest<void>(`/trips/${tripId}/students/${studentId}/cost`, { method: 'PUT', body: input, auth: true }),
    'payments',
  );
}

/** 'Importuj wyciąg', first step: the file as the bank exported it; the server proposes, records nothing. */
export function previewStatement(tripId: string, file: File): Promise<StatementPreview> {
  return apiRequest<StatementPreview>(`/trips/${tripId}/payments/statement/preview`, { method: 'POST', rawBody: file, auth: true });
}

/** 'Zapisz wybrane': the confirmed lines become transfers. */
export function useImportStatement() {
  return useTripMutation(
    ({ tripId, input }: { tripId: string; input: StatementImportInput }) =>
      apiRequest<StatementImportResult>(`/trips/${tripId}/payments/statement`, { method: 'POST', body: input, auth: true }),
    'payments',
  );
}
