import type { Content, DocDefinition } from './doc-definition';

/** One page's content: a node, so the whole document can put 'pageBreak' on it. */
export type PageContent = Exclude<Content, string | Content[]>;

/**
 * A document made page by page (issue 55): its frame (title, margins, styles, footer) with no content,
 * how many pages it has, and each page's content. The page-by-page renderer (paged-pdf.ts) lays out
 * one page at a time; `allPages` gives pdfmake the same document whole.
 */
export type PagedDocument = { frame: DocDefinition; pages: number; page: (index: number) => PageContent };

/** The paged document as one pdfmake definition: each page after the first begins a new sheet. */
export function allPages(document: PagedDocument): DocDefinition {
  const content = Array.from({ length: document.pages }, (_, index): Content => {
    const page = document.page(index);
    return index > 0 ? { ...page, pageBreak: 'before' } : page;
  });
  return { ...document.frame, content };
}
