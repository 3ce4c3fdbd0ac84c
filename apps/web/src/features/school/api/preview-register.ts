import type { RegisterPreview } from '@wycieczki/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Uploads the e-dziennik's export as it is; the server reads it and compares it with the register, saving nothing. */
export function previewRegister(file: File): Promise<RegisterPreview> {
  return apiRequest<RegisterPreview>('/schools/mine/register/preview', {
    method: 'POST',
    rawBody: file,
    // The server recognises the format by the content; the name is for the history of imports.
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    auth: true,
  });
}

export function usePreviewRegister() {
  return useMutation({ mutationFn: previewRegister });
}
