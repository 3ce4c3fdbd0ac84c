// The parent page's first-screen JS (issue 53): what rodzic.html loads before its first screen (its
// entry and the modules it preloads), gzipped, in Polish; in Ukrainian and English the same plus the
// language's catalog, which loads only when chosen. Read from the built app (npm run bench builds it).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './processes.mjs';

const dist = path.join(repoRoot, 'apps', 'web', 'dist');
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

export function parentPageJs() {
  const html = fs.readFileSync(path.join(dist, 'rodzic.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const polish = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const catalog = (language) => {
    const file = fs.readdirSync(path.join(dist, 'assets')).find((name) => name.startsWith(`${language}-`) && name.endsWith('.js'));
    return file ? gzipKb(path.join('assets', file)) : null;
  };
  const uk = catalog('uk');
  const en = catalog('en');
  return { polishKb: Number(polish.toFixed(1)), ukrainianKb: uk === null ? null : Number((polish + uk).toFixed(1)), englishKb: en === null ? null : Number((polish + en).toFixed(1)) };
}
