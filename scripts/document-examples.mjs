// npm run docs:examples: the three documents of a real-looking trip, made by the BUILT server on a
// fresh embedded database exactly as a teacher downloads them, written to docs/examples/, with the
// karta's first page as a PNG for the README (pdftoppm from poppler-utils, when installed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_KINDS, downloadDocument, seedPaperworkTrip } from '../bench/lib/paperwork.mjs';
import { repoRoot, startServer } from '../bench/lib/processes.mjs';

const outDir = path.join(repoRoot, 'docs', 'examples');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wycieczki-examples-'));
const server = await startServer({ dataDir });
try {
  const trip = await seedPaperworkTrip(server.url);
  fs.mkdirSync(outDir, { recursive: true });
  for (const kind of DOCUMENT_KINDS) {
    const { bytes, fileName } = await downloadDocument(server.url, trip, kind);
    fs.writeFileSync(path.join(outDir, fileName), bytes);
    console.log(`docs/examples/${fileName} (${Math.round(bytes.length / 1024)} KB)`);
    if (kind === 'karta') {
      const png = path.join(outDir, fileName.replace(/\.pdf$/, ''));
      try {
        execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', path.join(outDir, fileName), png]);
        console.log(`docs/examples/${path.basename(png)}.png`);
      } catch {
        console.log('pdftoppm not found (apt-get install poppler-utils): the PNG was not made');
      }
    }
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
