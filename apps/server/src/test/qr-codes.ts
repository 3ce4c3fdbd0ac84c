import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether Debian's poppler-utils and zbar-tools are here (CI installs them: .ci/run). */
export function canReadQrCodes(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI) throw new Error('pdftoppm (poppler-utils) and zbarimg (zbar-tools) are needed to read the QR codes back');
    return false;
  }
}

/**
 * The QR codes on each page of a PDF, read the way a phone reads them: the page drawn as an image
 * (pdftoppm) and decoded (zbarimg). One array per page, in the order zbar finds them.
 */
export function qrCodesOnPages(pdf: Uint8Array): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'qr-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort();
    return pages.map((name) => {
      try {
        // Its stderr only complains of no D-Bus in a container.
        return execFileSync('zbarimg', ['--raw', '-q', path.join(dir, name)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
          .split('\n')
          .filter(Boolean);
      } catch {
        // zbarimg exits 4 when a page has no code.
        return [];
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
