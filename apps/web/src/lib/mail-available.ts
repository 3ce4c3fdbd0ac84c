import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Whether this server sends e-mail (SMTP_URL, issue 30): a screen that would send one says what to
 * do instead. Undefined while the answer is on its way.
 */
export function useMailAvailable(): boolean | undefined {
  const query = useQuery({
    queryKey: ['config', 'mail'],
    queryFn: async ({ signal }) => (await apiRequest<{ mail?: boolean }>('/config', { signal })).mail === true,
    staleTime: Infinity,
    retry: 1,
  });
  return query.data;
}
