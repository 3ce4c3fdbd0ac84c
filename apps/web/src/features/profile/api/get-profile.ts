import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/profile-query';

export { profileQueryKey } from '@/lib/profile-query';

export function useProfile() {
  return useQuery(profileQueryOptions);
}
