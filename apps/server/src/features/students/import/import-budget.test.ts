import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { MSG, type ApiErrorBody, type ImportPreview } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../../test/factories';
import { useTestApi } from '../../../test/test-app';
import { XLSX_BUDGET, readTable } from './read-table';
import { ZipBudgetError, rezipWithinBudget } from './zip-budget';

const api = useTestApi();

/** A real workbook whose one sheet is `sheetXml`, zipped with the highest compression. */
async function workbookWithSheet(sheetXml: (real: string) => string): Promise<Uint8Array> {
  const real = await writeXlsxFile([[{ value: 'Imię i nazwisko' }], [{ value: 'Ala Kot' }]]).toBuffer();
  const { unzipSync } = await import('fflate');
  const files = unzipSync(new Uint8Array(real));
  const sheetName = Object.keys(files).find((name) => /xl\/worksheets\/sheet1\.xml$/.test(name))!;
  files[sheetName] = strToU8(sheetXml(new TextDecoder().decode(files[sheetName])));
  return zipSync(files, { level: 9 });
}

/** The 103 KB bomb of the report: a sheet that inflates to 100 MB of spaces. */
function spacesBomb(): Promise<Uint8Array> {
  return workbookWithSheet((real) => real.replace('<sheetData>', `<sheetData>${' '.repeat(100 * 1024 * 1024)}`));
}

/** Declares `size` as the inflated size of every larger entry, in local and central headers alike (a lying archive). */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 4 <= bytes.length; at += 1) {
    const signature = view.getUint32(at, true);
    const sizeAt = signature === 0x04034b50 ? at + 22 : signature === 0x02014b50 ? at + 24 : -1;
    if (sizeAt >= 0 && view.getUint32(sizeAt, true) > size) view.setUint32(sizeAt, size, true);
  }
  return bytes;
}

async function preview(user: TestUser, tripId: string, file: Uint8Array) {
  const response = await api.app.request(`/api/trips/${tripId}/students/import/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/octet-stream' },
    body: file,
  });
  return { status: response.status, body: (await response.json()) as ImportPreview & ApiErrorBody };
}

describe('an archive over the budget', () => {
  it('is refused from its central directory, before anything is inflated', async () => {
    const bomb = await spacesBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(() => rezipWithinBudget(bomb, XLSX_BUDGET, () => true)).toThrow(ZipBudgetError);
    await expect(readTable(bomb)).rejects.toThrow(MSG.importTooLarge);
  });

  it('that lies about its sizes is stopped while inflating, one byte past what it declared', async () => {
    const liar = lieAboutSizes(await spacesBomb(), 1_000);
    expect(() => rezipWithinBudget(liar, XLSX_BUDGET, () => true)).toThrow(expect.objectContaining({ reason: 'too_large' }));
    await expect(readTable(liar)).rejects.toThrow(MSG.importTooLarge);
  });

  it('with too many entries is refused', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < XLSX_BUDGET.maxEntries + 1; i += 1) files[`x/${i}.xml`] = strToU8('<a/>');
    await expect(readTable(zipSync(files))).rejects.toThrow(MSG.importTooLarge);
  });
});

describe('POST /students/import/preview under a budget', () => {
  it('answers 413 to the decompression bomb, and the server keeps answering meanwhile', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    const bomb = await spacesBomb();
    const response = await preview(creator, trip.id, bomb);
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(MSG.importTooLarge);
  });

  it('reads the worst file within the budget off the event loop: health answers while it is read', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    // As much sheet XML as fits the 1 MB upload (about 12 MB), all of it cells to parse: the costliest
    // file the server agrees to read.
    const columns = Array.from({ length: 26 * 2 }, (_, i) => (i < 26 ? '' : 'A') + String.fromCharCode(65 + (i % 26)));
    const rows: string[] = [];
    let length = 0;
    for (let r = 1; length < 12 * 1024 * 1024; r += 1) {
      const row = `<row r="${r}">${columns.map((col) => `<c r="${col}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
      rows.push(row);
      length += row.length;
    }
    const worst = await workbookWithSheet((real) => real.replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${rows.join('')}</sheetData>`));
    expect(worst.length).toBeLessThan(1024 * 1024);
    let importDone = false;
    const importing = preview(creator, trip.id, worst).finally(() => (importDone = true));
    let healthAnswersDuringImport = 0;
    while (!importDone) {
      const health = await api.app.request('/api/health');
      expect(health.status).toBe(200);
      if (!importDone) healthAnswersDuringImport += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await importing;
    // Thousands of rows: refused for the row cap, or given up on after the time limit; never a 5xx.
    expect([400, 413]).toContain(response.status);
    expect([MSG.importTooMany, MSG.importTooSlow, MSG.importTooLarge]).toContain(response.body.error.message);
    // On the event loop (main before this change), no health check could answer until the file was read.
    expect(healthAnswersDuringImport).toBeGreaterThan(3);
  });

  it('obeys the import cap of 500 rows with a Polish message', async () => {
    const creator = await createUser(api);
    const trip = await createTrip(api, creator);
    const lines = ['Imię i nazwisko;Alergie'];
    for (let i = 0; i < 100_000; i += 1) lines.push(`U${i};`);
    const tooMany = await preview(creator, trip.id, new TextEncoder().encode(lines.join('\n')));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(MSG.importTooMany);

    const fits = await preview(creator, trip.id, new TextEncoder().encode(lines.slice(0, 501).join('\n')));
    expect(fits.status).toBe(200);
    expect(fits.body.rows).toHaveLength(500);
  });
});
