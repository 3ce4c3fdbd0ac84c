import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registerKey, registerQueryOptions } from '@/lib/school-queries';

/** 'Uczniowie szkoły': classes in order, pupils in a class register's order, as the server sends them. */
export function useRegister() {
  return useQuery(registerQueryOptions);
}

/** A change to the register: the list is read again whether it worked or not (a 409 means it changed meanwhile). */
export function useRegisterMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: registerKey }) });
}
