import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeTopic } from '@wycieczki/shared';
import { invalidateTopic } from './query-keys';

/**
 * A change of one trip's data. `update` may put the answer into the cache at once; then the queries
 * the topic can alter are refetched (the same ones a realtime event of that topic refreshes), and
 * the mutation settles when they have.
 */
export function useTripMutation<TData, TVariables extends { tripId: string }>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  topic: RealtimeTopic,
  update?: (queryClient: QueryClient, data: TData, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      update?.(queryClient, data, variables);
      return invalidateTopic(queryClient, variables.tripId, topic);
    },
  });
}
