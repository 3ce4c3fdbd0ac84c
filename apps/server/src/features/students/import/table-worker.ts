import { parentPort, workerData } from 'node:worker_threads';
import { answerFromWorker } from '../../../lib/file-worker';
import { readTable } from './read-table';

// One file per worker, given as its workerData: read it, answer, and let the thread end.
if (parentPort && workerData instanceof Uint8Array) answerFromWorker(parentPort, () => readTable(workerData));
