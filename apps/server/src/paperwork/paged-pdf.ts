import type { PagedDocument } from './paged-document';
import { layoutNode, STYLE_DICTIONARY_KEYS, type LayoutEnv, type PageSink } from './page-layout';
import { PageCache } from './page-cache';
import { LayoutRefused } from './pdf-ops';
import { openPdf } from './pdfkit-document';

/**
 * The page-by-page renderer (issue 55: the largest trip's consents took 146 s and 420 MB with pdfmake):
 * each page of the document is laid out as pdfmake lays it out (page-layout.ts), written straight to
 * the PDF and flushed before the next, so the time is spent once per distinct paragraph (most of a
 * consent is the same on every page) and memory stays flat. pdfkit, under pdfmake, writes the file.
 */

/** pdfmake's A4 (standardPageSizes.js), in points. */
const A4: [number, number] = [595.28, 841.89];
/** How often the caller hears how far the document is. */
const PROGRESS_EVERY = 50;

export async function renderPagedDocument(document: PagedDocument, onProgress?: (pagesDone: number, pages: number) => void): Promise<Uint8Array> {
  const { frame, pages } = document;
  if (frame.pageSize !== 'A4') throw new LayoutRefused(`page size ${String(frame.pageSize)}`);
  for (const style of Object.values(frame.styles))
    for (const key of Object.keys(style)) if (!STYLE_DICTIONARY_KEYS.has(key)) throw new LayoutRefused(`style key ${key}`);
  const [width, height] = frame.pageOrientation === 'landscape' ? [A4[1], A4[0]] : A4;
  const [left, top, right, bottom] = frame.pageMargins;
  const pdf = openPdf(frame.info, [width, height]);
  const env: LayoutEnv = { styles: frame.styles, defaultStyle: frame.defaultStyle, font: pdf.font, measured: new PageCache(), blocks: new PageCache(), runs: new PageCache(), codes: new Map() };
  for (let index = 0; index < pages; index++) {
    const sink: PageSink = { ops: [], fonts: new Set() };
    layoutNode(env, document.page(index), [], { x: left, y: top, width: width - left - right, bottom: height - bottom }, sink);
    // The footer in the bottom margin, across the whole page, as pdfmake places it.
    const footer = frame.footer?.(index + 1, pages);
    if (footer) layoutNode(env, footer, [], { x: 0, y: height - bottom, width, bottom: Infinity }, sink);
    pdf.addPage(sink.ops.join('\n'), sink.fonts);
    env.codes.clear();
    for (const cache of [env.blocks, env.measured, env.runs]) cache.endPage();
    if ((index + 1) % PROGRESS_EVERY !== 0) continue;
    pdf.forgetWords();
    if (index + 1 < pages) onProgress?.(index + 1, pages);
  }
  const bytes = await pdf.finish();
  onProgress?.(pages, pages);
  return bytes;
}
