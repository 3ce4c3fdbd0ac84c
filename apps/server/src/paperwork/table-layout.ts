import type { TableLayout } from './doc-definition';
import { property, pushed, type Frame, type LayoutEnv, type LayoutNode, type Node, type PageSink, type StyleStack } from './layout-env';
import { LayoutRefused, strokeLine } from './pdf-ops';

/**
 * A table as pdfmake's TableProcessor draws it, for tables of fixed column widths that stay on their
 * page (the badges' sheet): each cell padded, its row as tall as its tallest cell or the table's
 * `heights`, a line above and below each row drawn cell by cell, the vertical lines row by row.
 */

type Layout = Required<TableLayout>;

const DEFAULT_LAYOUT: Layout = {
  hLineWidth: () => 1,
  vLineWidth: () => 1,
  hLineColor: () => 'black',
  vLineColor: () => 'black',
  hLineStyle: () => null,
  vLineStyle: () => null,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

const TABLE_KEYS = new Set(['widths', 'heights', 'body', 'headerRows', 'dontBreakRows']);

/** pdfmake calls a layout's functions with the line's (or column's) index, the table and the row. */
const call = <T>(f: () => T, ...args: [number, Node, number?]): T => (f as (...passed: unknown[]) => T)(...args);

export function layoutTable(env: LayoutEnv, node: Node, stack: StyleStack, frame: Frame, sink: PageSink, layoutNode: LayoutNode): number {
  const table = node.table!;
  for (const key of Object.keys(table)) if (!TABLE_KEYS.has(key)) throw new LayoutRefused(`table key ${key}`);
  const layout: Layout = { ...DEFAULT_LAYOUT, ...node.layout };
  const widths = table.widths.map((width) => {
    if (typeof width !== 'number') throw new LayoutRefused(`table column width ${width}`);
    return width;
  });
  const n = (f: () => number, index: number) => call(f, index, node);
  // Each cell's left edge from the table's, and where its content begins (DocMeasure's offsets).
  const lefts = [0];
  const offsets: number[] = [];
  let previousRight = 0;
  widths.forEach((width, i) => {
    offsets.push(previousRight + n(layout.vLineWidth, i) + n(layout.paddingLeft, i));
    previousRight = n(layout.paddingRight, i);
    lefts.push(lefts[i]! + n(layout.paddingLeft, i) + n(layout.paddingRight, i) + n(layout.vLineWidth, i) + width);
  });
  const horizontal = (line: number, y: number) => {
    const width = n(layout.hLineWidth, line);
    if (!width) return;
    const dash = call(layout.hLineStyle, line, node)?.dash ?? null;
    const color = call(layout.hLineColor, line, node);
    // Cell by cell, as drawHorizontalLine does: each segment's dashes start at its cell's edge.
    widths.forEach((_, i) => sink.ops.push(strokeLine({ x1: frame.x + lefts[i]!, x2: frame.x + lefts[i + 1]!, y1: y + width / 2, y2: y + width / 2, width, color, dash })));
  };
  let y = frame.y;
  horizontal(0, y);
  y += n(layout.hLineWidth, 0);
  table.body.forEach((row, r) => {
    if (row.length !== widths.length) throw new LayoutRefused('table row of another width');
    const rowTop = y;
    const bottomLine = n(layout.hLineWidth, r + 1);
    const paddingBottom = n(layout.paddingBottom, r);
    y += n(layout.paddingTop, r);
    const heights = table.heights as unknown;
    const height = typeof heights === 'number' ? heights : Array.isArray(heights) ? (heights[r] as unknown) : undefined;
    if (height !== undefined && typeof height !== 'number') throw new LayoutRefused('row height');
    let x = frame.x;
    let bottom = height === undefined ? y : y + height;
    row.forEach((cell, i) => {
      x += (i > 0 ? widths[i - 1]! : 0) + offsets[i]!;
      if (typeof cell === 'object' && !Array.isArray(cell) && property(env, pushed(env, stack, cell), 'fillColor')) throw new LayoutRefused('cell fill');
      bottom = Math.max(bottom, layoutNode(env, cell, stack, { x, y, width: widths[i]!, bottom: frame.bottom - bottomLine - paddingBottom }, sink));
    });
    y = bottom + paddingBottom;
    const topLine = n(layout.hLineWidth, r);
    lefts.forEach((left, i) => {
      const width = n(layout.vLineWidth, i);
      if (!width) return;
      const dash = call(layout.vLineStyle, i, node)?.dash ?? null;
      const color = call(layout.vLineColor, i, node, r);
      sink.ops.push(strokeLine({ x1: frame.x + left + width / 2, x2: frame.x + left + width / 2, y1: rowTop - topLine, y2: y + bottomLine, width, color, dash }));
    });
    horizontal(r + 1, y);
    y += bottomLine;
    if (y > frame.bottom) throw new LayoutRefused('table row past the page');
  });
  return y;
}
