import { IMPORT_TEMPLATE_HEADERS } from '@wycieczki/shared';
import { saveFile } from '@/lib/save-file';

export const TEMPLATE_FILE_NAME = 'szablon-importu-uczniow';

/**
 * The CSV template: UTF-8 with a byte order mark and semicolons, so Excel set to Polish opens it
 * with the letters right and one column a header (the importer reads either separator).
 */
export function templateCsv(): string {
  return `\uFEFF${IMPORT_TEMPLATE_HEADERS.join(';')}\r\n`;
}

/** Widths in characters of the XLSX template's columns, wide enough for their headers and typical values. */
const COLUMN_WIDTHS: Record<(typeof IMPORT_TEMPLATE_HEADERS)[number], number> = {
  'Imię i nazwisko': 32,
  Klasa: 8,
  PESEL: 14,
  'Telefon rodzica': 18,
  Alergie: 30,
  Dieta: 24,
  Leki: 30,
  Niepełnosprawność: 20,
};

export type TemplateFormat = 'csv' | 'xlsx';

/** Downloads the import template. The XLSX writer loads only when asked for. */
export async function downloadTemplate(format: TemplateFormat): Promise<void> {
  if (format === 'csv') {
    saveFile(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), `${TEMPLATE_FILE_NAME}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(
    [IMPORT_TEMPLATE_HEADERS.map((header) => ({ value: header, fontWeight: 'bold' as const }))],
    // A PESEL typed as a number loses its leading zero (born 2000-2009): the importer puts it back.
    { sheet: 'Uczniowie', columns: IMPORT_TEMPLATE_HEADERS.map((header) => ({ width: COLUMN_WIDTHS[header] })), stickyRowsCount: 1 },
  ).toBlob();
  saveFile(blob, `${TEMPLATE_FILE_NAME}.xlsx`);
}
