import type { Content, Margins, TextRun } from './doc-definition';
import { fillDisc, LayoutRefused, pdfNumber } from './pdf-ops';
import { property, pushed, styleNames, type Frame, type LayoutEnv, type Node, type PageSink, type StyleStack } from './layout-env';
import { qrModules, qrPath } from './qr-path';
import { layoutTable } from './table-layout';
import { layoutLines, measureText, type MeasuredText, type RunStyle } from './text-lines';

export type { Frame, LayoutEnv, Node, PageSink, StyleStack } from './layout-env';

/**
 * One page of a pdfmake document definition laid out as pdfmake lays it out (LayoutBuilder,
 * DocMeasure, StyleContextStack), for the page-by-page renderer (issue 55). It knows the part of
 * pdfmake the consents and the badges use: text with runs, stacks, columns of fixed and '*' widths,
 * lists, tables of fixed widths with their lines, QR codes, margins and named styles. Anything else,
 * or content running past the page's bottom margin (where pdfmake would go on to the next sheet),
 * refuses (LayoutRefused), and pdfmake makes the document instead.
 */

const NODE_KEYS = new Set(['text', 'stack', 'columns', 'ul', 'table', 'layout', 'qr', 'fit', 'eccLevel', 'width', 'margin', 'style', 'unbreakable', 'columnGap']);
const STYLE_KEYS = new Set(['font', 'fontSize', 'lineHeight', 'bold', 'italics', 'color', 'alignment']);
export const STYLE_DICTIONARY_KEYS = new Set([...STYLE_KEYS, 'margin', 'fillColor']);

function asNode(content: Content): Node {
  if (Array.isArray(content)) return { stack: content };
  if (typeof content === 'string') return { text: content };
  for (const key of Object.keys(content)) if (!NODE_KEYS.has(key) && !STYLE_KEYS.has(key)) throw new LayoutRefused(`node key ${key}`);
  return content;
}

function margins(margin: unknown): Margins {
  if (typeof margin === 'number') return [margin, margin, margin, margin];
  const list = margin as number[];
  return list.length === 2 ? [list[0]!, list[1]!, list[0]!, list[1]!] : (list as Margins);
}

/** The node's margin (pdfmake's getNodeMargin): its own, else the last of its named styles that has one. */
function nodeMargin(env: LayoutEnv, node: Node): Margins | null {
  if (node.margin !== undefined) return margins(node.margin);
  let margin: Margins | null = null;
  for (const name of styleNames(node.style)) if (env.styles[name]?.margin !== undefined) margin = margins(env.styles[name].margin);
  return margin;
}

/** A run's look: its own properties, then its named styles', then the paragraph's. */
function runStyle(env: LayoutEnv, stack: StyleStack): RunStyle {
  const font = property<string>(env, stack, 'font') ?? 'Roboto';
  if (font !== 'Roboto') throw new LayoutRefused(`font ${font}`);
  const bold = Boolean(property(env, stack, 'bold'));
  const italics = Boolean(property(env, stack, 'italics'));
  const alignment = property<string>(env, stack, 'alignment') ?? 'left';
  if (alignment !== 'left' && alignment !== 'center' && alignment !== 'right') throw new LayoutRefused(`alignment ${alignment}`);
  return {
    font: env.font(bold && italics ? 'bolditalics' : bold ? 'bold' : italics ? 'italics' : 'normal'),
    fontSize: property<number>(env, stack, 'fontSize') ?? 12,
    lineHeight: property<number>(env, stack, 'lineHeight') ?? 1,
    color: property<string>(env, stack, 'color') ?? 'black',
    alignment,
  };
}

function measured(env: LayoutEnv, node: Node, stack: StyleStack): { key: string; text: MeasuredText } {
  const base = runStyle(env, stack);
  const key = JSON.stringify([base.font.id, base.fontSize, base.lineHeight, base.color, base.alignment, node.text]);
  let text = env.measured.get(key);
  if (!text) {
    const runs = (Array.isArray(node.text) ? node.text : [node.text ?? '']).map((run: TextRun) => {
      if (typeof run === 'string') return { text: run, style: base };
      for (const name of Object.keys(run)) if (name !== 'text' && name !== 'style' && !STYLE_KEYS.has(name)) throw new LayoutRefused(`run key ${name}`);
      if (typeof run.text !== 'string') throw new LayoutRefused('nested runs');
      return { text: run.text, style: runStyle(env, pushed(env, stack, run)) };
    });
    text = measureText(runs, env.runs);
    env.measured.set(key, text);
  }
  return { key, text };
}

function layoutText(env: LayoutEnv, node: Node, stack: StyleStack, frame: Frame, sink: PageSink): number {
  const { key, text } = measured(env, node, stack);
  const blockKey = `${frame.width}\u0000${key}`;
  let block = env.blocks.get(blockKey);
  if (!block) {
    block = layoutLines(text, frame.width);
    env.blocks.set(blockKey, block);
  }
  // pdfmake moves a line that does not fit to the next page: a page of its own here is refused.
  if (frame.y + block.height > frame.bottom) throw new LayoutRefused('text past the page');
  sink.ops.push(`q 1 0 0 1 ${pdfNumber(frame.x)} ${pdfNumber(frame.y)} cm\n${block.ops}\nQ`);
  for (const font of block.fonts) sink.fonts.add(font);
  return frame.y + block.height;
}

function qrCode(env: LayoutEnv, node: Node): ReturnType<typeof qrPath> {
  const text = node.qr!;
  let modules = env.codes.get(text);
  if (!modules) {
    modules = qrModules(text, node.eccLevel ?? 'L');
    env.codes.set(text, modules);
  }
  return qrPath(modules, node.fit);
}

function layoutQr(env: LayoutEnv, node: Node, stack: StyleStack, frame: Frame, sink: PageSink, margin: Margins | null): number {
  const code = qrCode(env, node);
  const alignment = property<string>(env, stack, 'alignment');
  // pdfmake aligns the code by its width with its margins (DocMeasure's extendMargins).
  const free = frame.width - code.size - (margin ? margin[0] + margin[2] : 0);
  const offset = alignment === 'center' ? free / 2 : alignment === 'right' ? free : 0;
  if (frame.y + code.size > frame.bottom) throw new LayoutRefused('QR code past the page');
  sink.ops.push(code.ops(frame.x + offset, frame.y));
  return frame.y + code.size;
}

/** pdfmake's gap before a list's items: the width of '9. ' in the list's font. */
function listGap(env: LayoutEnv, stack: StyleStack) {
  const style = runStyle(env, stack);
  const lineHeight = style.font.lineHeight(style.fontSize);
  return { width: style.font.widthOfString('9. ', style.fontSize), lineHeight, descender: (style.font.descender / 1000) * style.fontSize, fontSize: style.fontSize, color: style.color };
}

function layoutList(env: LayoutEnv, node: Node, stack: StyleStack, frame: Frame, sink: PageSink): number {
  const gap = listGap(env, stack);
  let y = frame.y;
  for (const content of node.ul!) {
    const item = asNode(content);
    if (item.text === undefined) throw new LayoutRefused('list item not text');
    const margin = nodeMargin(env, item);
    const lineTop = y + (margin ? margin[1] : 0);
    y = layoutNode(env, item, stack, { ...frame, x: frame.x + gap.width, y, width: frame.width - gap.width }, sink);
    // The bullet on the item's first line, as DocMeasure.buildUnorderedMarker places its disc.
    const radius = gap.fontSize / 6;
    sink.ops.push(fillDisc(frame.x + (margin ? margin[0] : 0) + radius, lineTop + gap.lineHeight + gap.descender - gap.fontSize / 3, radius, gap.color));
  }
  return y;
}

/** The narrowest a node can be (pdfmake's _minWidth): what a '*' column needs. */
function minWidth(env: LayoutEnv, content: Content, outer: StyleStack): number {
  const node = asNode(content);
  const stack = pushed(env, outer, node);
  const margin = nodeMargin(env, node);
  let width: number;
  if (node.stack) width = Math.max(0, ...node.stack.map((child) => minWidth(env, child, stack)));
  else if (node.columns) {
    const columns = node.columns.map(asNode);
    const stars = columns.filter((column) => typeof column.width !== 'number');
    const fixed = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
    width = fixed + stars.length * Math.max(0, ...stars.map((column) => minWidth(env, column, stack))) + (property<number>(env, stack, 'columnGap') ?? 0) * (columns.length - 1);
  } else if (node.ul) width = Math.max(0, ...node.ul.map((item) => minWidth(env, item, stack) + listGap(env, stack).width));
  else if (node.text !== undefined) width = measured(env, node, stack).text.minWidth;
  else if (node.qr !== undefined) width = qrCode(env, node).size;
  else throw new LayoutRefused('width of a table in a column');
  return width + (margin ? margin[0] + margin[2] : 0);
}

/** Column widths as pdfmake's columnCalculator gives them to fixed and '*' columns. */
function columnWidths(env: LayoutEnv, columns: Node[], stack: StyleStack, available: number): number[] {
  let left = available;
  const stars: number[] = [];
  for (const column of columns) {
    if (typeof column.width === 'number') left -= column.width;
    else if (column.width === undefined || column.width === '*' || column.width === 'star') stars.push(minWidth(env, column, stack));
    else throw new LayoutRefused(`column width ${column.width}`);
  }
  const starMin = Math.max(0, ...stars);
  const star = starMin * stars.length >= left ? starMin : left / stars.length;
  return columns.map((column) => (typeof column.width === 'number' ? column.width : star));
}

function layoutColumns(env: LayoutEnv, node: Node, stack: StyleStack, frame: Frame, sink: PageSink): number {
  const columns = node.columns!.map(asNode);
  const gap = property<number>(env, stack, 'columnGap') || 0;
  const widths = columnWidths(env, columns, stack, frame.width - gap * (columns.length - 1));
  let x = frame.x;
  let bottom = frame.y;
  columns.forEach((column, index) => {
    if (index > 0) x += widths[index - 1]! + gap;
    bottom = Math.max(bottom, layoutNode(env, column, stack, { ...frame, x, width: widths[index]! }, sink));
  });
  return bottom;
}

/** Lays the node out at the frame's top; returns where the next node begins. */
export function layoutNode(env: LayoutEnv, content: Content, outer: StyleStack, frame: Frame, sink: PageSink): number {
  const node = asNode(content);
  const stack = pushed(env, outer, node);
  const margin = nodeMargin(env, node);
  let inner = frame;
  if (margin) {
    if (frame.y + margin[1] > frame.bottom) throw new LayoutRefused('margin past the page');
    inner = { x: frame.x + margin[0], y: frame.y + margin[1], width: frame.width - margin[0] - margin[2], bottom: frame.bottom };
  }
  let y: number;
  if (node.stack) {
    y = inner.y;
    for (const child of node.stack) y = layoutNode(env, child, stack, { ...inner, y }, sink);
  } else if (node.columns) y = layoutColumns(env, node, stack, inner, sink);
  else if (node.ul) y = layoutList(env, node, stack, inner, sink);
  else if (node.table) y = layoutTable(env, node, stack, inner, sink, layoutNode);
  else if (node.text !== undefined) y = layoutText(env, node, stack, inner, sink);
  else if (node.qr !== undefined) y = layoutQr(env, node, stack, inner, sink, margin);
  else throw new LayoutRefused('unknown node');
  if (margin) {
    if (y + margin[3] > frame.bottom) throw new LayoutRefused('margin past the page');
    y += margin[3];
  }
  return y;
}
