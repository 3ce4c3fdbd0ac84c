import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read back as text, one string per page, the way a person reads it: the text runs of a line
 * joined, lines ending with a newline. The documents' tests look for their words in it.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await pdfSomePages(bytes, (count) => Array.from({ length: count }, (_, i) => i + 1))).texts;
}

/** How many pages a PDF has, and the text of the pages `pick` names (1-based): a long document without reading all of it. */
export async function pdfSomePages(bytes: Uint8Array, pick: (count: number) => number[]): Promise<{ count: number; texts: string[] }> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const count = document.numPages;
  const pages: string[] = [];
  for (const number of pick(count)) {
    const content = await (await document.getPage(number)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  await document.destroy();
  return { count, texts: pages };
}
