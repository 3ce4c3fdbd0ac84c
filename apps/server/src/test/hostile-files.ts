import { strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';

/** A real workbook whose first sheet's XML is rewritten by `sheetXml`, zipped with the highest compression. */
export async function workbookWithSheet(sheetXml: (real: string) => string): Promise<Uint8Array> {
  const real = await writeXlsxFile([[{ value: 'Imię i nazwisko' }], [{ value: 'Ala Kot' }]]).toBuffer();
  const files = unzipSync(new Uint8Array(real));
  const sheetName = Object.keys(files).find((name) => /xl\/worksheets\/sheet1\.xml$/.test(name))!;
  files[sheetName] = strToU8(sheetXml(new TextDecoder().decode(files[sheetName])));
  return zipSync(files, { level: 9 });
}

/** The bomb of issue 11: about 100 KB that inflate to a sheet of 100 MB of spaces. */
export function spacesBomb(): Promise<Uint8Array> {
  return workbookWithSheet((real) => real.replace('<sheetData>', `<sheetData>${' '.repeat(100 * 1024 * 1024)}`));
}

/**
 * The costliest file the server agrees to read: as much sheet XML as fits the 1 MB upload (about
 * 12 MB), every byte of it cells to parse.
 */
export function worstAcceptedWorkbook(): Promise<Uint8Array> {
  const columns = Array.from({ length: 26 * 2 }, (_, i) => (i < 26 ? '' : 'A') + String.fromCharCode(65 + (i % 26)));
  const rows: string[] = [];
  let length = 0;
  for (let r = 1; length < 12 * 1024 * 1024; r += 1) {
    const row = `<row r="${r}">${columns.map((col) => `<c r="${col}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
    rows.push(row);
    length += row.length;
  }
  return workbookWithSheet((real) => real.replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${rows.join('')}</sheetData>`));
}
