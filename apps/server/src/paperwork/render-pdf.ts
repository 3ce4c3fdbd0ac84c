import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DocDefinition, PdfMake } from './doc-definition';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;

/**
 * Roboto, which pdfmake ships: every Polish letter (ą ć ę ł ń ó ś ź ż and capitals), embedded in
 * each PDF as a subset, so the documents print the same on any computer.
 */
export const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
/** The four faces, for pdfmake and for the page-by-page renderer (paged-pdf.ts) alike. */
export const ROBOTO = {
  normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
} as const;
pdfmake.setFonts({ Roboto: ROBOTO });
// A document is made of the app's own data: it never fetches a URL or reads a file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));

export async function renderPdf(definition: DocDefinition): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer);
}
