import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A read of one trip's data: the key it is cached under (lib/query-keys.ts) and the API path that answers it. */
export function tripQueryOptions<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(path, { auth: true, signal }),
  });
}
