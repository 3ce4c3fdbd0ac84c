import { createRequire } from 'node:module';
import { ROBOTO } from './render-pdf';

/**
 * The part of pdfkit (the library under pdfmake) the page-by-page renderer uses, typed here as
 * doc-definition.ts types pdfmake's: its document, page and embedded font.
 */
export type GlyphPosition = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };

/** pdfkit's embedded font (the glyphs used go into the PDF as a subset); its metrics in 1/1000 em. */
export type PdfFont = {
  id: string;
  ascender: number;
  descender: number;
  lineHeight(size: number): number;
  widthOfString(text: string, size: number): number;
  encode(text: string): [string[], GlyphPosition[]];
  ref(): unknown;
  /** pdfkit's shaped words, by word: every word of the document unless emptied (pdfkit-document.ts). */
  layoutCache?: Record<string, unknown>;
};

type PdfKitDocument = {
  page: { fonts: Record<string, unknown> };
  font(src: string): PdfKitDocument;
  _font: PdfFont;
  addPage(options: { size: [number, number]; margins: { top: 0; left: 0; bottom: 0; right: 0 } }): PdfKitDocument;
  addContent(data: string): PdfKitDocument;
  flushPages(): void;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end' | 'error', listener: (error?: Error) => void): void;
  end(): void;
};

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit') as new (options: Record<string, unknown>) => PdfKitDocument;

export type FontFace = keyof typeof ROBOTO;

/** A PDF being written page by page: each page goes out (compressed) as soon as it is added. */
export type PdfWriter = {
  font(face: FontFace): PdfFont;
  addPage(content: string, fonts: Iterable<PdfFont>): void;
  /** Forgets the words shaped so far: each link and name is a word of its own, kept for good otherwise. */
  forgetWords(): void;
  finish(): Promise<Uint8Array>;
};

/**
 * The same PDF settings as pdfmake's (Printer.createPdfKitDocument): PDF 1.3, compressed, the title,
 * creator and producer in its properties, no default font. Pages are not buffered, so memory stays
 * flat however many pages the document has.
 */
export function openPdf(info: { title: string; creator: string; producer: string }, size: [number, number]): PdfWriter {
  const doc = new PDFDocument({
    size,
    pdfVersion: '1.3',
    compress: true,
    tagged: false,
    displayTitle: false,
    fontLayoutCache: true,
    bufferPages: false,
    autoFirstPage: false,
    info: { Producer: info.producer, Creator: info.creator, Title: info.title },
    font: null,
  });
  // pdfkit writes a chunk for each piece of each object: joined a thousand at a time, they stay few.
  const chunks: Uint8Array[] = [];
  let pieces: Uint8Array[] = [];
  doc.on('data', (chunk) => {
    pieces.push(chunk);
    if (pieces.length < 1000) return;
    chunks.push(Buffer.concat(pieces));
    pieces = [];
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const faces = new Map<FontFace, PdfFont>();
  return {
    font(face) {
      let font = faces.get(face);
      if (!font) {
        // Only the four Roboto files, as pdfmake's local access policy allows (render-pdf.ts).
        font = doc.font(ROBOTO[face])._font;
        faces.set(face, font);
      }
      return font;
    },
    addPage(content, fonts) {
      doc.addPage({ size, margins: { top: 0, left: 0, bottom: 0, right: 0 } });
      for (const font of fonts) doc.page.fonts[font.id] = font.ref();
      doc.addContent(content);
      // Written out (compressed) at once, not when the next page begins: the page's text is garbage young.
      doc.flushPages();
    },
    forgetWords() {
      for (const font of faces.values()) if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
    },
    async finish() {
      doc.end();
      await ended;
      chunks.push(...pieces);
      // A buffer of its own (not a slice of Node's pool), so the worker can transfer it.
      const pdf = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        pdf.set(chunk, at);
        at += chunk.length;
      }
      return pdf;
    },
  };
}
