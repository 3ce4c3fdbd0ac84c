import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read back as text, one string per page, the way a person reads it: the text runs of a line
 * joined, lines ending with a newline. The documents' tests look for their words in it.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  await document.destroy();
  return pages;
}
