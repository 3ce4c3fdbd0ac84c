import type { RegisterImportInput, RegisterImportResult } from '@wycieczki/shared';
import { apiRequest } from '@/lib/api-client';
import { useRegisterMutation } from './get-register';

/** 'Zapisz': the preview the server keeps, with the missing pupils ticked for 'Absolwenci / odeszli'. */
function importRegister(input: RegisterImportInput): Promise<RegisterImportResult> {
  return apiRequest<RegisterImportResult>('/schools/mine/register/import', { method: 'POST', body: input, auth: true });
}

export function useImportRegister() {
  return useRegisterMutation(importRegister);
}
