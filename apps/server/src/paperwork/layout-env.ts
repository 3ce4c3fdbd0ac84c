import type { Content, DocDefinition } from './doc-definition';
import type { FontFace, PdfFont } from './pdfkit-document';
import type { PageCache } from './page-cache';
import type { Inline, MeasuredText, TextBlock } from './text-lines';

// What the page-by-page layout (page-layout.ts) and its tables (table-layout.ts) share: the nodes,
// the style stack, the page being written and the frame a node is laid out in.

export type Node = Exclude<Content, string | Content[]>;
type Style = DocDefinition['styles'][string];
/** The styles in force, outermost first: named styles and the nodes themselves, as pdfmake stacks them. */
export type StyleStack = readonly Record<string, unknown>[];

/** What a page's layout writes: content-stream operators (y downward) and the fonts they use. */
export type PageSink = { ops: string[]; fonts: Set<PdfFont> };

export type LayoutEnv = {
  styles: Record<string, Style>;
  defaultStyle: Style;
  font: (face: FontFace) => PdfFont;
  /** Paragraphs measured and laid out, by their text and look: most of a page repeats on every page. */
  measured: PageCache<MeasuredText>;
  blocks: PageCache<TextBlock>;
  runs: PageCache<readonly Inline[]>;
  /** This page's QR codes, encoded once for measuring and drawing. */
  codes: Map<string, boolean[][]>;
};

export type Frame = { x: number; y: number; width: number; bottom: number };

/** Lays out one node in a frame, returning the y below it (page-layout.ts's `layoutNode`; a table's cells are laid out by it). */
export type LayoutNode = (env: LayoutEnv, content: Content, outer: StyleStack, frame: Frame, sink: PageSink) => number;

export function styleNames(style: unknown): string[] {
  if (style === undefined) return [];
  return Array.isArray(style) ? (style as string[]) : [style as string];
}

/** The stack with the node on it: its named styles, then the node, whose own properties win. */
export function pushed(env: LayoutEnv, stack: StyleStack, node: Record<string, unknown>): StyleStack {
  const named = styleNames(node.style).flatMap((name) => (env.styles[name] ? [env.styles[name] as Record<string, unknown>] : []));
  return [...stack, ...named, node];
}

export function property<T>(env: LayoutEnv, stack: StyleStack, key: string): T | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const value = stack[i]![key];
    if (value !== undefined && value !== null) return value as T;
  }
  return (env.defaultStyle as Record<string, unknown>)[key] as T | undefined;
}

