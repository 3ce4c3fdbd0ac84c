import type { ImportPreview } from '@wycieczki/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PreviewImportVariables = { tripId: string; file: File };

/** Uploads the file's bytes; the server reads it and answers every row with its errors, storing nothing. */
export function previewImport({ tripId, file }: PreviewImportVariables): Promise<ImportPreview> {
  return apiRequest<ImportPreview>(`/trips/${tripId}/students/import/preview`, { method: 'POST', rawBody: file, auth: true });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
