import { MSG } from '@wycieczki/shared';
import { readInWorker } from '../../../lib/file-worker';
import type { Table } from './read-table';

/** A file that takes longer than this to read is given up on. A class list reads in well under 1 s. */
export const READ_TIME_LIMIT_MS = 5_000;
/** The heap one reading may use: a 20 MB sheet parses within it, and the server's own heap is untouched. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, codeRangeSizeMb: 16, stackSizeMb: 4 };

/** Reads an uploaded CSV or XLSX in a worker thread (lib/file-worker.ts, decision 009); `share` is whose turn it takes (decision 041). */
export function readTableInWorker(bytes: Uint8Array, share: string): Promise<Table> {
  return readInWorker<Table>(bytes, share, {
    name: 'table-worker',
    source: new URL('./table-worker.ts', import.meta.url),
    timeLimitMs: READ_TIME_LIMIT_MS,
    resourceLimits: RESOURCE_LIMITS,
    tooLargeMessage: MSG.importTooLarge,
  });
}
