import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, types, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database in a thread of its own (docs/decisions/013): PGlite runs here, the HTTP
 * server on the main thread, so the two use both cores. The main thread talks to it through
 * pglite-remote.ts; every value travels as a bind parameter, never inside SQL text.
 */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; rawDates?: boolean; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'prepared'; name: string; text: string; params: (string | null)[] }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } }
  | { op: 'notify'; channel: string; payload: string }
  | { op: 'ready' }
  | { op: 'failed'; message: string };

/** The date and time types stay text, as drizzle's PGlite driver asks for them. */
const RAW_DATES = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

const port = parentPort;
const { serialize } = protocol;

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
/** `startFrom`: a data directory as `dumpDataDir` wrote it, for an in-memory database (tests). */
const { dataDir, startFrom } = workerData as { dataDir: string | null; startFrom: Uint8Array | null };

function errorFields(error: unknown): Record<string, unknown> & { message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

async function main(): Promise<void> {
  if (!port) return;
  const db = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(startFrom ? { loadDataDir: new Blob([startFrom]) } : undefined);
  /** Open transactions by id, and the function that ends each (commit or roll back). */
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; completion: Promise<void> }>();
  let nextTx = 1;

  const target = (tx?: number) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('transaction is not open');
    return open.tx;
  };

  /**
   * A hot statement as a named prepared statement of the protocol: parsed and planned once, then
   * only bound (values as parameters) and executed. Run under PGlite's transaction lock, as its own
   * queries are, so it never lands inside another caller's transaction.
   */
  const preparedNames = new Set<string>();
  const exclusive = (db as unknown as { _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> })._runExclusiveTransaction.bind(db);
  const runPrepared = (name: string, text: string, params: (string | null)[]) =>
    exclusive(async () => {
      if (!preparedNames.has(name)) {
        await db.execProtocol(concat(serialize.parse({ name, text }), serialize.sync()));
        preparedNames.add(name);
      }
      const bound = concat(serialize.bind({ statement: name, values: params }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
      const { messages } = await db.execProtocol(bound);
      return parse.parseResults(messages, db.parsers, { rowMode: 'object' })[0] ?? { rows: [], fields: [] };
    });

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode ?? 'object', ...(request.rawDates ? { parsers: RAW_DATES } : {}) } as const;
        return target(request.tx).query(request.text, request.params, options);
      }
      case 'exec':
        return target(request.tx).exec(request.text);
      case 'prepared':
        return runPrepared(request.name, request.text, request.params);
      case 'begin': {
        const tx = nextTx++;
        // PGlite holds every other query back until this transaction ends.
        return new Promise<number>((started, failed) => {
          let began = false;
          const completion: Promise<void> = db.transaction(async (open) => {
            const ended = new Promise<boolean>((resolve) => transactions.set(tx, { tx: open, end: resolve, completion }));
            began = true;
            started(tx);
            if (!(await ended)) await open.rollback();
          });
          completion.catch((error: unknown) => (began ? undefined : failed(error))).finally(() => transactions.delete(tx));
        });
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('transaction is not open');
        open.end(request.commit);
        await open.completion;
        return null;
      }
      case 'listen':
        await db.listen(request.channel, (payload) => port.postMessage({ op: 'notify', channel: request.channel, payload } satisfies WorkerReply));
        return null;
      case 'dump':
        return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      case 'close':
        await db.close();
        return null;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies WorkerReply),
    );
  });
  port.postMessage({ op: 'ready' } satisfies WorkerReply);
}

main().catch((error: unknown) => port?.postMessage({ op: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply));
