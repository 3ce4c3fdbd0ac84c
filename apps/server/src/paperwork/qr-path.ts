import { encodeQR } from 'qr';
import { pdfNumber } from './pdf-ops';

/**
 * QR codes for the page-by-page renderer (issue 55). pdfmake drew a code as one rectangle element per
 * dark module, each through its layout engine: two thirds of a consent page's time. Here a code is
 * encoded once (the `qr` package: automatic mask choice, scored word-parallel) and drawn as one run of
 * operators, a filled rectangle per run of dark modules in a row.
 *
 * Each run is filled on its own rather than all in one path: renderers (poppler as Acrobat) snap a
 * filled rectangle to whole pixels, not a path of many. The consent's code has modules of one point,
 * two pixels at 150 dpi: as one path its edges blur grey and zbar could not read it there, as
 * rectangles it stays as sharp as pdfmake's.
 */

const ECC = { L: 'low', M: 'medium', Q: 'quartile', H: 'high' } as const;

/** The code's modules, row by row, true for dark: no quiet zone (the layouts give it as margins). */
export function qrModules(text: string, eccLevel: keyof typeof ECC): boolean[][] {
  // The package draws at least one module of border; the library's own advice is to slice it off.
  const bordered = encodeQR(text, 'raw', { ecc: ECC[eccLevel], border: 1 });
  return bordered.slice(1, -1).map((row) => row.slice(1, -1));
}

/**
 * The code as pdfmake sizes it (qrEnc.js): a whole number of points a module, as many as fit in `fit`
 * (5 without it). Returns its side in points and its content-stream operators at (x, y), y downward:
 * a rectangle for each run of dark modules in a row, or for the same run in rows one under another.
 */
export function qrPath(modules: boolean[][], fit: number | undefined): { size: number; ops: (x: number, y: number) => string } {
  const count = modules.length;
  const module = Math.floor(fit ? fit / count : 5);
  const drawn = new Uint8Array(count * count);
  const runs: string[] = [];
  for (let y = 0; y < count; y++) {
    const row = modules[y]!;
    for (let x = 0; x < count; x++) {
      if (!row[x] || drawn[y * count + x]) continue;
      let end = x;
      while (end + 1 < count && row[end + 1]) end++;
      // The same run in the rows below (a finder pattern's sides, a column of modules) joins its rectangle.
      let rows = 1;
      while (y + rows < count && isRun(modules[y + rows]!, x, end)) rows++;
      for (let below = y; below < y + rows; below++) drawn.fill(1, below * count + x, below * count + end + 1);
      runs.push(`${x} ${y} ${end + 1 - x} ${rows} re f`);
      x = end;
    }
  }
  const path = runs.join('\n');
  return {
    size: count * module,
    ops: (x, y) => `q ${module} 0 0 ${module} ${pdfNumber(x)} ${pdfNumber(y)} cm 0 0 0 rg\n${path}\nQ`,
  };
}

/** Whether the row's dark modules from `start` to `end` make a run of their own, light on both sides. */
function isRun(row: boolean[], start: number, end: number): boolean {
  if (row[start - 1] || row[end + 1]) return false;
  for (let x = start; x <= end; x++) if (!row[x]) return false;
  return true;
}
