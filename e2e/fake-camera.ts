import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`) made of printed badges:
 * each badge page of 'Identyfikatory (PDF)' drawn as the printer would (pdftoppm, grey), cut along
 * its dashed lines, and held in front of the "camera" one badge at a time. The video is Y4M (raw
 * YUV 4:2:0 frames after a one-line header), which Chromium plays in a loop.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;
/** How long each badge is shown, and the empty frames between two badges. */
const BADGE_FRAMES = 25;
const GAP_FRAMES = 6;

type Gray = { width: number; height: number; pixels: Uint8Array };

/** The pages of a PDF as 8-bit grey images (PGM), at 144 dpi: a badge of 90 mm is about 510 px wide. */
function grayPages(pdf: Uint8Array): Gray[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-camera-'));
  writeFileSync(path.join(dir, 'badges.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '144', '-gray', path.join(dir, 'badges.pdf'), path.join(dir, 'page')]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pgm'))
    .sort()
    .map((name) => parsePgm(readFileSync(path.join(dir, name))));
}

function parsePgm(data: Buffer): Gray {
  // 'P5\n<width> <height>\n<max>\n' then one byte a pixel.
  const header: string[] = [];
  let offset = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(data[offset]!))) offset += 1;
    let token = '';
    while (!/\s/.test(String.fromCharCode(data[offset]!))) token += String.fromCharCode(data[offset++]!);
    header.push(token);
  }
  offset += 1;
  const [magic, width, height] = header;
  if (magic !== 'P5') throw new Error(`not a binary PGM: ${magic}`);
  return { width: Number(width), height: Number(height), pixels: data.subarray(offset, offset + Number(width) * Number(height)) };
}

/**
 * Where the dashed cut lines run: rows of the page (or columns between rows `from` and `to`) where
 * grey dashes cover a good part of the line.
 */
function cutLines(page: Gray, horizontal: boolean, from = 0, to = page.height): number[] {
  const outer = horizontal ? page.height : page.width;
  const inner = horizontal ? page.width : to - from;
  const lines: number[] = [];
  for (let a = 0; a < outer; a += 1) {
    let grey = 0;
    for (let b = 0; b < inner; b += 1) {
      const value = page.pixels[horizontal ? a * page.width + b : (from + b) * page.width + a]!;
      if (value > 80 && value < 200) grey += 1;
    }
    if (grey > inner * 0.25 && (lines.length === 0 || a - lines[lines.length - 1]! > 20)) lines.push(a);
  }
  return lines;
}

/** Each badge of each page, cut out along the dashed lines, in the order they are printed. */
export function cutBadges(pdf: Uint8Array): Gray[] {
  const badges: Gray[] = [];
  for (const page of grayPages(pdf)) {
    const rows = cutLines(page, true);
    for (let r = 0; r + 1 < rows.length; r += 1) {
      const columns = cutLines(page, false, rows[r]! + 3, rows[r + 1]! - 3);
      for (let c = 0; c + 1 < columns.length; c += 1) {
        const [x0, x1, y0, y1] = [columns[c]! + 3, columns[c + 1]! - 3, rows[r]! + 3, rows[r + 1]! - 3];
        const badge: Gray = { width: x1 - x0, height: y1 - y0, pixels: new Uint8Array((x1 - x0) * (y1 - y0)) };
        for (let y = 0; y < badge.height; y += 1) badge.pixels.set(page.pixels.subarray((y0 + y) * page.width + x0, (y0 + y) * page.width + x1), y * badge.width);
        // An empty cell (the last badge of an odd class) has nothing dark in it.
        if (badge.pixels.some((value) => value < 60)) badges.push(badge);
      }
    }
  }
  return badges;
}

function frame(badge: Gray | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 70); // a dark table under the card
  if (badge) {
    const left = Math.floor((WIDTH - badge.width) / 2);
    const top = Math.floor((HEIGHT - badge.height) / 2);
    for (let y = 0; y < Math.min(badge.height, HEIGHT); y += 1)
      for (let x = 0; x < Math.min(badge.width, WIDTH); x += 1) luma[(top + y) * WIDTH + left + x] = badge.pixels[y * badge.width + x]!;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes the video of these badges, shown one after another, and returns its path. */
export function badgeVideo(badges: readonly Gray[]): string {
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (const badge of badges) {
    const shown = frame(badge);
    const empty = frame(null);
    for (let i = 0; i < BADGE_FRAMES; i += 1) parts.push(shown);
    for (let i = 0; i < GAP_FRAMES; i += 1) parts.push(empty);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fake-camera-')), 'badges.y4m');
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** What a phone reads from one cut-out badge: zbarimg on it, as a PGM file. */
export function readBadgeImage(badge: Gray): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'badge-')), 'badge.pgm');
  writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${badge.width} ${badge.height}\n255\n`), badge.pixels]));
  return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
