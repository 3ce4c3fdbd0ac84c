/**
 * Small pieces of PDF content for the page-by-page renderer (paged-pdf.ts): numbers, colours, lines.
 */

/**
 * What the page-by-page renderer will not make: a page that runs past its sheet (pdfmake flows it
 * onto the next one, the renderer does not) or content it does not lay out as pdfmake does. The
 * document is then made by pdfmake (render-document.ts).
 */
export class LayoutRefused extends Error {}

/** A number in a content stream: a thousandth of a point is far below what a printer shows. */
export function pdfNumber(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

const NAMED: Record<string, string> = { black: '0 0 0', white: '1 1 1' };

/** 'black' or '#444444' as the operands of rg / RG. */
export function rgb(color: string): string {
  const named = NAMED[color];
  if (named) return named;
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color)?.[1];
  if (!hex) throw new LayoutRefused(`colour ${color}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((at) => pdfNumber(parseInt(full.slice(at, at + 2), 16) / 255)).join(' ');
}

/** A line as pdfmake's renderVector strokes it (butt caps, mitre joins), dashed or not. */
export function strokeLine(line: { x1: number; y1: number; x2: number; y2: number; width: number; color: string; dash: { length: number; space?: number } | null }): string {
  const dash = line.dash ? `[${pdfNumber(line.dash.length)} ${pdfNumber(line.dash.space ?? line.dash.length)}] 0 d` : '[] 0 d';
  return `${pdfNumber(line.width)} w ${dash} 0 j 0 J ${rgb(line.color)} RG ${pdfNumber(line.x1)} ${pdfNumber(line.y1)} m ${pdfNumber(line.x2)} ${pdfNumber(line.y2)} l S`;
}

const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;

/** A filled disc as pdfkit's ellipse(): four Bézier quarters (a list's bullet). */
export function fillDisc(cx: number, cy: number, r: number, color: string): string {
  const [x, y, o, e] = [cx - r, cy - r, r * KAPPA, r * 2];
  const n = pdfNumber;
  return [
    `${rgb(color)} rg`,
    `${n(x)} ${n(cy)} m`,
    `${n(x)} ${n(cy - o)} ${n(cx - o)} ${n(y)} ${n(cx)} ${n(y)} c`,
    `${n(cx + o)} ${n(y)} ${n(x + e)} ${n(cy - o)} ${n(x + e)} ${n(cy)} c`,
    `${n(x + e)} ${n(cy + o)} ${n(cx + o)} ${n(y + e)} ${n(cx)} ${n(y + e)} c`,
    `${n(cx - o)} ${n(y + e)} ${n(x)} ${n(cy + o)} ${n(x)} ${n(cy)} c`,
    'h f',
  ].join('\n');
}
