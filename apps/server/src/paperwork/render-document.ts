import { identyfikatoryPages } from './badges-layout';
import { zgodyRodzicowPages } from './consents-layout';
import { allPages, type PagedDocument } from './paged-document';
import { renderPagedDocument } from './paged-pdf';
import { LayoutRefused } from './pdf-ops';
import { documentDefinition, type PdfJobMessage } from './pdf-job';
import { renderPdf } from './render-pdf';

/** The documents of a page a student (or eight): the ones a large trip makes thousands of pages of. */
function pagedDocument(job: PdfJobMessage): PagedDocument | null {
  if (job.kind === 'zgody') return zgodyRodzicowPages(job.trip);
  if (job.kind === 'identyfikatory') return identyfikatoryPages(job.trip);
  return null;
}

/**
 * A document's PDF (issue 55). The consents and the badges are made page by page (paged-pdf.ts): a
 * page in a few milliseconds where pdfmake took tens, in flat memory. A page of them that the
 * page-by-page renderer will not make (a consent longer than its sheet, which pdfmake continues on
 * the next) sends the whole document to pdfmake, as every other document is made. `onProgress`
 * hears the pages done every 50 pages and at the end; a document pdfmake makes is heard of at its
 * end only (as one page when it is not one of these two).
 */
export async function renderDocument(job: PdfJobMessage, onProgress?: (pagesDone: number, pages: number) => void): Promise<Uint8Array> {
  const paged = pagedDocument(job);
  if (paged) {
    try {
      return await renderPagedDocument(paged, onProgress);
    } catch (error) {
      if (!(error instanceof LayoutRefused)) throw error;
    }
  }
  const pdf = await renderPdf(paged ? allPages(paged) : documentDefinition(job));
  const pages = paged?.pages ?? 1;
  onProgress?.(pages, pages);
  return pdf;
}
