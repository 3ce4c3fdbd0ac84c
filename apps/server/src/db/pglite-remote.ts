import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../lib/worker-thread';
import type { WorkerReply, WorkerRequest } from './pglite-worker';

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: unknown };
type Queryable = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
  exec(text: string): Promise<Results[]>;
};

/**
 * The embedded database as the main thread sees it: the part of PGlite's API that drizzle's PGlite
 * driver and this server use (query, exec, transaction, listen, close), each call a message to the
 * PGlite running in pglite-worker.ts.
 */
export type RemotePglite = Queryable & {
  /** A hot statement, prepared by name once in the worker and then only bound and executed. */
  prepared<T>(name: string, text: string, params: (string | null)[]): Promise<Results & { rows: T[] }>;
  transaction<T>(work: (tx: Queryable & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The data directory as one file (PGlite's `dumpDataDir`), to start another database from. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function startWorker(dataDir: string | null, startFrom: Uint8Array | null): Worker {
  return startWorkerThread('pglite-worker', new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, startFrom } });
}

/** An error from the worker, with PostgreSQL's fields (code, constraint, …) where it had them. */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** `startFrom` (in memory only): a dump of another database's data directory to start from. */
export async function openRemotePglite(dataDir: string | null, startFrom: Uint8Array | null = null): Promise<RemotePglite> {
  const worker = startWorker(dataDir, startFrom);
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;

  await new Promise<void>((ready, failed) => {
    const onMessage = (reply: WorkerReply) => {
      if ('op' in reply && reply.op === 'ready') ready();
      else if ('op' in reply && reply.op === 'failed') failed(new Error(`The embedded database did not open: ${reply.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', failed);
  });

  worker.on('message', (reply: WorkerReply) => {
    if ('op' in reply) {
      if (reply.op === 'notify') for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(new Error('The embedded database has stopped.')));

  const call = <T>(request: Request): Promise<T> => {
    if (closed) return Promise.reject(new Error('The embedded database is closed.'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: (text, params = [], options = {}) =>
      call({ op: 'query', text, params, rowMode: options.rowMode ?? 'object', rawDates: options.parsers !== undefined, ...(tx ? { tx } : {}) }),
    exec: (text) => call({ op: 'exec', text, ...(tx ? { tx } : {}) }),
  });

  return {
    ...queryable(),
    prepared: (name, text, params) => call({ op: 'prepared', name, text, params }),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await call({ op: 'end', tx, commit });
      };
      try {
        const result = await work({ ...queryable(tx), rollback: () => end(false) });
        await end(true);
        return result;
      } catch (error) {
        await end(false).catch(() => undefined);
        throw error;
      }
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    dump: () => call<Uint8Array>({ op: 'dump' }),
    async close() {
      if (closed) return;
      await call({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}
