import { createRequire } from 'node:module';
import type { PdfFont } from './pdfkit-document';
import { pdfNumber, rgb } from './pdf-ops';

/**
 * A paragraph broken into lines as pdfmake breaks it (its TextBreaker, TextInlines, Line and
 * LayoutBuilder.buildNextLine), so the page-by-page renderer puts every word where pdfmake put it:
 * words split at the Unicode line-break opportunities (the same `linebreak` package), a word running
 * on into the next run kept with it, spaces at a line's ends not counted, a word wider than the line
 * cut where it no longer fits.
 */

type LineBreakerClass = new (text: string) => { nextBreak(): { position: number; required: boolean } | null };
const require = createRequire(import.meta.url);
const LineBreaker = require('linebreak') as LineBreakerClass;

/** A run's look, resolved from its styles. */
export type RunStyle = { font: PdfFont; fontSize: number; lineHeight: number; color: string; alignment: 'left' | 'center' | 'right' };

/** A word (with the spaces after it) as pdfmake measures it. */
export type Inline = RunStyle & {
  text: string;
  width: number;
  height: number;
  leadingCut: number;
  trailingCut: number;
  lineEnd?: boolean;
  noNewLine?: boolean;
  x?: number;
};

/** A paragraph's words, and the narrowest it can be: its widest word (what a '*' column needs). */
export type MeasuredText = { inlines: Inline[]; minWidth: number };

const LINE_END = /\r?\n$|\r$/;

function splitWords(text: string): { text: string; lineEnd?: boolean }[] {
  if (text.length === 0) return [{ text: '' }];
  const words: { text: string; lineEnd?: boolean }[] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const word = text.slice(last, next.position);
    words.push(next.required || LINE_END.test(word) ? { text: word.replace(LINE_END, ''), lineEnd: true } : { text: word });
    last = next.position;
  }
  return words;
}

function measureInline(text: string, style: RunStyle): Inline {
  const width = (part: string) => style.font.widthOfString(part, style.fontSize);
  const leading = /^\s+/.exec(text)?.[0];
  const trailing = /\s+$/.exec(text)?.[0];
  return {
    ...style,
    text,
    width: width(text),
    height: style.font.lineHeight(style.fontSize) * style.lineHeight,
    leadingCut: leading ? width(leading) : 0,
    trailingCut: trailing ? width(trailing) : 0,
  };
}

/** Runs measured before, by their look and text: a sentence around a child's name repeats its runs on every page. */
type RunCache = { get(key: string): readonly Inline[] | undefined; set(key: string, words: readonly Inline[]): void };

function runWords(text: string, style: RunStyle, cache: RunCache): readonly Inline[] {
  const key = `${style.font.id} ${style.fontSize} ${style.lineHeight} ${style.color} ${style.alignment} ${text}`;
  let words = cache.get(key);
  if (!words) {
    words = splitWords(text).map((word) => ({ ...measureInline(word.text, style), ...(word.lineEnd ? { lineEnd: true } : {}) }));
    cache.set(key, words);
  }
  return words;
}

/** The runs' words measured, as pdfmake's TextInlines.buildInlines measures them. */
export function measureText(runs: { text: string; style: RunStyle }[], cache: RunCache): MeasuredText {
  const inlines: Inline[] = [];
  let lastWord: string | null = null;
  for (const [index, run] of runs.entries()) {
    const words = runWords(run.text, run.style, cache);
    // A run that continues the previous run's last word (a name and the comma after it) is not broken from it.
    if (lastWord && words.length > 0 && splitWords(lastWord + words[0]!.text).length === 1) inlines.push({ ...inlines.pop()!, noNewLine: true });
    inlines.push(...words);
    const last = words[words.length - 1];
    lastWord = index + 1 < runs.length && last && !last.lineEnd ? last.text : null;
  }
  const minWidth = Math.max(0, ...inlines.map((inline) => inline.width - inline.leadingCut - inline.trailingCut));
  return { inlines, minWidth };
}

type Line = { inlines: Inline[]; inlineWidths: number; leadingCut: number; trailingCut: number; newLineForced: boolean; maxWidth: number };

const lineWidth = (line: Line) => line.inlineWidths - line.leadingCut - line.trailingCut;

/** Whether the queue's inline at `at` (with the words it may not be parted from) still fits on the line. */
function fitsOnLine(line: Line, queue: Inline[], at: number): boolean {
  if (line.inlines.length === 0) return true;
  if (line.newLineForced) return false;
  const inline = queue[at]!;
  let width = inline.width;
  let trailingCut = inline.trailingCut;
  if (inline.noNewLine) {
    for (let next = at + 1; next < queue.length; next++) {
      width += queue[next]!.width;
      trailingCut += queue[next]!.trailingCut;
      if (!queue[next]!.noNewLine) break;
    }
  }
  return line.inlineWidths + width - line.leadingCut - trailingCut <= line.maxWidth;
}

/** How many of the word's first characters fit in `width` (at least one). */
function fitLength(inline: Inline, width: number): number {
  let low = 1;
  let high = inline.text.length;
  let best = 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    if (inline.font.widthOfString(inline.text.substring(0, mid), inline.fontSize) <= width) {
      best = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return best;
}

function nextLine(queue: Inline[], maxWidth: number): Line {
  const line: Line = { inlines: [], inlineWidths: 0, leadingCut: 0, trailingCut: 0, newLineForced: false, maxWidth };
  let forceContinue = false;
  let start = 0;
  while (queue.length > start && (forceContinue || fitsOnLine(line, queue, start))) {
    let inline = { ...queue[start++]! };
    let hardWrap = false;
    const available = line.maxWidth - lineWidth(line);
    if (inline.text.length > 1 && inline.width > available) {
      const chars = fitLength(inline, available);
      if (chars < inline.text.length) {
        const rest = { ...inline, text: inline.text.slice(chars) };
        rest.width = rest.font.widthOfString(rest.text, rest.fontSize);
        inline = { ...inline, text: inline.text.slice(0, chars) };
        inline.width = inline.font.widthOfString(inline.text, inline.fontSize);
        queue[--start] = rest;
        hardWrap = true;
      }
    }
    if (line.inlines.length === 0) line.leadingCut = inline.leadingCut;
    line.trailingCut = inline.trailingCut;
    inline.x = line.inlineWidths - line.leadingCut;
    line.inlines.push(inline);
    line.inlineWidths += inline.width;
    if (inline.lineEnd) line.newLineForced = true;
    forceContinue = Boolean(inline.noNewLine) && !hardWrap;
  }
  queue.splice(0, start);
  return line;
}

/** A paragraph laid out at the origin: its height, and its PDF operators in the page's y-down space. */
export type TextBlock = { height: number; ops: string; fonts: PdfFont[] };

/**
 * The paragraph broken into lines `width` wide, each line's words drawn where pdfmake draws them: a
 * word's baseline at the line's top plus the line's tallest ascender, the line moved by its alignment.
 * The words of a line in one font are one text-showing operator; each word's glyphs and kerning as
 * pdfkit encodes them, so each word ends exactly where the next begins.
 */
export function layoutLines(measured: MeasuredText, width: number): TextBlock {
  const queue = measured.inlines.slice();
  const ops: string[] = [];
  const fonts = new Set<PdfFont>();
  let top = 0;
  while (queue.length > 0) {
    const line = nextLine(queue, width);
    const height = Math.max(0, ...line.inlines.map((inline) => inline.height));
    const ascender = Math.max(0, ...line.inlines.map((inline) => (inline.font.ascender / 1000) * inline.fontSize));
    const first = line.inlines[0]!;
    const offset = first.alignment === 'center' ? (width - lineWidth(line)) / 2 : first.alignment === 'right' ? width - lineWidth(line) : 0;
    ops.push(lineOps(line.inlines, offset, top + ascender, fonts));
    top += height;
  }
  return { height: top, ops: ops.join('\n'), fonts: [...fonts] };
}

function lineOps(inlines: Inline[], offset: number, baseline: number, fonts: Set<PdfFont>): string {
  const out: string[] = ['BT'];
  let current: Inline | null = null;
  let segments: string[] = [];
  const flush = () => {
    if (segments.length > 0) out.push(`[${segments.join(' ')}] TJ`);
    segments = [];
  };
  const moveTo = (x: number, y: number) => out.push(`1 0 0 -1 ${pdfNumber(x)} ${pdfNumber(y)} Tm`);
  for (const inline of inlines) {
    if (inline.text.length === 0) continue;
    let x = offset + inline.x!;
    const newFont = current === null || current.font !== inline.font || current.fontSize !== inline.fontSize;
    const newColor = current === null || current.color !== inline.color;
    if (newFont || newColor) {
      flush();
      if (newFont) out.push(`/${inline.font.id} ${pdfNumber(inline.fontSize)} Tf`);
      if (newColor) out.push(`${rgb(inline.color)} rg`);
      moveTo(x, baseline);
      fonts.add(inline.font);
    }
    current = inline;
    // As pdfkit's text(): kerning as a TJ adjustment, a glyph moved off its place (a combining mark) set apart.
    const [glyphs, positions] = inline.font.encode(inline.text);
    const scale = inline.fontSize / 1000;
    let last = 0;
    const segment = (end: number) => {
      if (last < end) segments.push(`<${glyphs.slice(last, end).join('')}> ${pdfNumber(-(positions[end - 1]!.xAdvance - positions[end - 1]!.advanceWidth))}`);
      last = end;
    };
    let moved = false;
    for (const [i, position] of positions.entries()) {
      if (position.xOffset || position.yOffset) {
        segment(i);
        flush();
        moveTo(x + position.xOffset * scale, baseline - position.yOffset * scale);
        segment(i + 1);
        flush();
        moved = true;
      } else {
        if (moved) {
          moveTo(x, baseline);
          moved = false;
        }
        if (position.xAdvance !== position.advanceWidth) segment(i + 1);
      }
      x += position.xAdvance * scale;
    }
    segment(positions.length);
    if (moved) {
      flush();
      moveTo(x, baseline);
    }
  }
  flush();
  out.push('ET');
  return out.join('\n');
}
