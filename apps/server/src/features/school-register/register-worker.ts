import { parentPort, workerData } from 'node:worker_threads';
import { answerFromWorker } from '../../lib/file-worker';
import { readRegisterFile } from './register-file';

// One file per worker, given as its workerData: read it, answer, and let the thread end.
if (parentPort && workerData instanceof Uint8Array) answerFromWorker(parentPort, () => readRegisterFile(workerData));
