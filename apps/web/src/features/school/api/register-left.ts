import type { RegisterLeftInput } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useRegisterMutation } from './get-register';

/** Pupils moved by hand to 'Absolwenci / odeszli' (`left: true`) or back to their class ('Przywróć'). */
function movePupils(input: RegisterLeftInput): Promise<void> {
  return apiRequest<void>('/schools/mine/register/left', { method: 'POST', body: input, auth: true });
}

export function useMovePupils() {
  return useRegisterMutation(movePupils);
}
