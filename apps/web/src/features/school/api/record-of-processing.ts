import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** 'Rejestr czynności przetwarzania (PDF)': made by the server for the school's head, handed over as a download. */
export async function downloadRecordOfProcessing(): Promise<void> {
  const { blob, fileName } = await apiDownload('/schools/mine/record-of-processing');
  saveFile(blob, fileName ?? 'rejestr-czynnosci-przetwarzania.pdf');
}
