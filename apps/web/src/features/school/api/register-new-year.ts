import type { RegisterNewYearInput, RegisterNewYearResult } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useRegisterMutation } from './get-register';

/** 'Nowy rok szkolny': every class one level up, the last level to 'Absolwenci / odeszli'. */
function startNewYear(input: RegisterNewYearInput): Promise<RegisterNewYearResult> {
  return apiRequest<RegisterNewYearResult>('/schools/mine/register/new-year', { method: 'POST', body: input, auth: true });
}

export function useRegisterNewYear() {
  return useRegisterMutation(startNewYear);
}
