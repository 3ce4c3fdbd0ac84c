import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_DIR } from '../paperwork/render-pdf';

/** The characters a TrueType font has a glyph for: its Windows Unicode cmap (format 4, the BMP). */
function coveredBy(file: string): (codePoint: number) => boolean {
  const font = readFileSync(file);
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) if (font.toString('ascii', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(12 + i * 16 + 8);
  if (cmap < 0) throw new Error(`no cmap in ${file}`);
  let subtable = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(record + 4);
    if (font.readUInt16BE(record) === 3 && font.readUInt16BE(offset) === 4) subtable = offset;
  }
  if (subtable < 0) throw new Error(`no Unicode cmap in ${file}`);
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const ranges = Array.from({ length: segments }, (_, i) => [font.readUInt16BE(starts + i * 2), font.readUInt16BE(ends + i * 2)] as const);
  return (codePoint) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end && start !== 0xffff);
}

const FACES = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'].map((face) => coveredBy(join(FONT_DIR, face)));

/**
 * The characters of `text` (a PDF's, read back) that some face of the documents' font draws as an empty
 * box (issue 48). A glyph the font lacks is read back as U+0000 (pdftotext) or U+FFFD.
 */
export function charactersWithoutGlyph(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character)) continue;
    const codePoint = character.codePointAt(0)!;
    if (codePoint === 0 || codePoint === 0xfffd || FACES.some((covers) => !covers(codePoint))) missing.add(character);
  }
  return [...missing];
}
