import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type ImportPreview } from '@wycieczki/shared';
import { createTrip, createUser, type TestUser } from '../../../test/factories';
import { spacesBomb, worstAcceptedWorkbook } from '../../../test/hostile-files';
import { useTestApi } from '../../../test/test-app';
import { XLSX_BUDGET, readTable } from './read-table';
import { ZipBudgetError, rezipWithinBudget } from './zip-budget';

const api = useTestApi();

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
    const worst = await worstAcceptedWorkbook();
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
