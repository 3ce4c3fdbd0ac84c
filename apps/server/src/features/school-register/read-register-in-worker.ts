import { MSG } from '@wycieczki/shared';
import { readInWorker } from '../../lib/file-worker';
import type { RegisterFile } from './register-file';

/** A whole school's file (10 MB at most) reads in about a second; this is the ceiling. */
const READ_TIME_LIMIT_MS = 15_000;
/** A 10 MB SOU file's tree fits well within this; the server's own heap is untouched. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, codeRangeSizeMb: 16, stackSizeMb: 4 };

/** Reads the e-dziennik's export in a worker thread (lib/file-worker.ts, decision 009); `share` is whose turn it takes (decision 041). */
export function readRegisterInWorker(bytes: Uint8Array, share: string): Promise<RegisterFile> {
  return readInWorker<RegisterFile>(bytes, share, {
    name: 'register-worker',
    source: new URL('./register-worker.ts', import.meta.url),
    timeLimitMs: READ_TIME_LIMIT_MS,
    resourceLimits: RESOURCE_LIMITS,
    tooLargeMessage: MSG.registerTooLarge,
  });
}
