import { inflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';

export type ZipBudget = {
  /** The most one entry may inflate to. */
  maxEntryBytes: number;
  /** The most all entries read may inflate to together. */
  maxTotalBytes: number;
  /** The most entries the archive may list. */
  maxEntries: number;
};

/** The archive breaks the budget (too large when inflated, too many entries) or is no zip we read. */
export class ZipBudgetError extends Error {
  constructor(readonly reason: 'too_large' | 'unreadable') {
    super(reason === 'too_large' ? 'zip over budget' : 'unreadable zip');
    this.name = 'ZipBudgetError';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/**
 * Reads the zip's central directory and refuses any entry, or a total, whose declared inflated size is
 * over the budget; then inflates each wanted entry with a hard output limit (its declared size, so an
 * entry that lies about its size fails instead of growing), and packs what it read into a new zip
 * with no compression. A reader that unzips that new archive (read-excel-file streams through local
 * headers, which a crafted file can make disagree with the central directory) sees only bytes that
 * were already inflated within the budget.
 */
export function rezipWithinBudget(bytes: Uint8Array, budget: ZipBudget, wanted: (name: string) => boolean): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(view, budget);
  let total = 0;
  for (const entry of entries) {
    if (!wanted(entry.name)) continue;
    if (entry.size > budget.maxEntryBytes) throw new ZipBudgetError('too_large');
    total += entry.size;
    if (total > budget.maxTotalBytes) throw new ZipBudgetError('too_large');
  }
  const contents: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (wanted(entry.name)) contents[entry.name] = inflateEntry(view, bytes, entry);
  }
  return zipSync(contents, { level: 0 });
}

function readCentralDirectory(view: DataView, budget: ZipBudget): Entry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1;
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipBudgetError('unreadable');
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mark ZIP64, which no spreadsheet of a class needs.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipBudgetError('unreadable');
  if (count > budget.maxEntries) throw new ZipBudgetError('too_large');
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new ZipBudgetError('unreadable');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > view.byteLength) throw new ZipBudgetError('unreadable');
    const name = new TextDecoder().decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength));
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(view: DataView, bytes: Uint8Array, entry: Entry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw new ZipBudgetError('unreadable');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new ZipBudgetError('unreadable');
  const data = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new ZipBudgetError('unreadable');
    return data;
  }
  if (entry.method !== 8) throw new ZipBudgetError('unreadable');
  let inflated: Buffer;
  try {
    // One byte over the declared size is enough to know it lied: stop there.
    inflated = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
  } catch (error) {
    throw new ZipBudgetError((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable');
  }
  if (inflated.byteLength !== entry.size) throw new ZipBudgetError(inflated.byteLength > entry.size ? 'too_large' : 'unreadable');
  return inflated;
}
