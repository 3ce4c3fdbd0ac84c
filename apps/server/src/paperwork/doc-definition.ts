/**
 * The part of pdfmake's document definition the trip's documents use. Written here rather than taken
 * from @types/pdfmake, which brings the DOM's types into the whole server (lib "dom").
 */
export type Margins = [number, number, number, number];

type Style = {
  font?: string;
  fontSize?: number;
  lineHeight?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'center' | 'right';
  margin?: Margins;
};

export type TextRun = string | (Style & { text: string });

export type Content =
  | string
  | Content[]
  | (Style & {
      text?: string | TextRun[];
      stack?: Content[];
      columns?: Content[];
      columnGap?: number;
      width?: number | string;
      ul?: Content[];
      table?: { headerRows?: number; dontBreakRows?: boolean; widths: (number | string)[]; heights?: number; body: Content[][] };
      /** A table's lines and padding (pdfmake's custom table layout), e.g. dashed cut lines between badges. */
      layout?: TableLayout;
      style?: string;
      pageBreak?: 'before' | 'after';
      unbreakable?: boolean;
      /** A QR code of this text, `fit` points wide (pdfmake draws it as vectors). */
      qr?: string;
      fit?: number;
      eccLevel?: 'L' | 'M' | 'Q' | 'H';
      /** A dashed cut line across the page. */
      canvas?: { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineWidth?: number; dash?: { length: number }; lineColor?: string }[];
    });

export type TableCell = Content;

type LineStyle = { dash: { length: number; space?: number } } | null;

export type TableLayout = {
  hLineWidth?: () => number;
  vLineWidth?: () => number;
  hLineColor?: () => string;
  vLineColor?: () => string;
  hLineStyle?: () => LineStyle;
  vLineStyle?: () => LineStyle;
  paddingLeft?: () => number;
  paddingRight?: () => number;
  paddingTop?: () => number;
  paddingBottom?: () => number;
};

export type DocDefinition = {
  info: { title: string; creator: string; producer: string };
  pageSize: 'A4';
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: Margins;
  defaultStyle: Style;
  styles: Record<string, Style>;
  footer?: (page: number, pages: number) => Content | null;
  content: Content[];
};

/**
 * The frame of every document the app prints: A4, Roboto, the title in the file's properties, the
 * page numbers from a second page on. Each layout gives its margins, its font size and its styles.
 */
export function a4Document(
  title: string,
  frame: { margins: Margins; fontSize: number; styles: Record<string, Style>; orientation?: 'portrait' | 'landscape' },
  content: Content[],
): DocDefinition {
  return {
    info: { title, creator: 'Wycieczki szkolne', producer: 'Wycieczki szkolne' },
    pageSize: 'A4',
    pageOrientation: frame.orientation ?? 'portrait',
    pageMargins: frame.margins,
    defaultStyle: { font: 'Roboto', fontSize: frame.fontSize, lineHeight: 1.15 },
    styles: frame.styles,
    footer: (page, pages) => (pages > 1 ? { text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] } : null),
    content,
  };
}

/** What the server calls of pdfmake (its Node build). */
export type PdfMake = {
  setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: DocDefinition): { getBuffer(): Promise<Buffer> };
};
