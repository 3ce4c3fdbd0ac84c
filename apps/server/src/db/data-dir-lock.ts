import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How long a lock may go without its heartbeat before another server may take it over. */
export const LOCK_STALE_MS = 10_000;
/** How often the holder renews the heartbeat (the lock directory's modification time). */
export const LOCK_HEARTBEAT_MS = 2_000;

export type LockOwner = { ownerId: string; host: string; bootId: string | null; pid: number; since: string };

export type DataDirLockOptions = {
  /** Called when the heartbeat could not be renewed or another server took the lock: stop at once. */
  onCompromised: (error: Error) => void;
  /** How long to wait for a lock held by someone else to go stale before refusing (default: one stale period and a heartbeat). */
  waitMs?: number;
};

/**
 * PGlite has no lock between processes: two servers on one data folder silently lose writes. The
 * server holds this lock for as long as it runs (docs/decisions/008):
 * - an atomic `mkdir` of DATA_DIR/server-lock (proper-lockfile), whose modification time the holder
 *   renews every 2 s; nothing depends on a PID, so servers in separate containers (each PID 1) or on
 *   separate hosts sharing a volume exclude each other;
 * - a lock whose heartbeat stopped for 10 s (a crashed or killed server) is taken over by the next
 *   server, with no manual clean-up; a live holder's lock is never taken, and a server that cannot
 *   renew its own heartbeat (or finds it taken) is told through `onCompromised` and must stop;
 * - DATA_DIR/server-lock-owner.json names the holder (a random owner id, host, boot id, PID, start)
 *   for the refusal message and for an operator.
 * Resolves with the release function; rejects with a clear message when another server holds it.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server-lock');
  const ownerPath = path.join(dataDir, 'server-lock-owner.json');
  const waitMs = options.waitMs ?? LOCK_STALE_MS + LOCK_HEARTBEAT_MS;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_HEARTBEAT_MS,
      retries: { retries: Math.ceil(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: options.onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(
      `Data folder ${dataDir} is in use by another server (${describeOwner(readOwner(ownerPath))}); its heartbeat is live. ` +
        'Stop that server, or point DATA_DIR at another folder. Only one server may use an embedded database; ' +
        'to run several, use a PostgreSQL server (DATABASE_URL).',
    );
  }
  const owner: LockOwner = { ownerId: randomUUID(), host: os.hostname(), bootId: readBootId(), pid: process.pid, since: new Date().toISOString() };
  fs.writeFileSync(ownerPath, `${JSON.stringify(owner)}\n`);
  // The PID-based lock file of earlier versions: meaningless now, and it would mislead an operator.
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
  return async () => {
    if (readOwner(ownerPath)?.ownerId === owner.ownerId) fs.rmSync(ownerPath, { force: true });
    await release().catch(() => undefined);
  };
}

export function readOwner(ownerPath: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function describeOwner(owner: LockOwner | null): string {
  if (!owner) return 'owner not recorded yet';
  return `host ${owner.host}, PID ${owner.pid}, since ${owner.since}`;
}

function readBootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}
