import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built React app: files that exist are sent as they are (hashed assets cached for a
 * year), /rodzic is the parent page, /auth the sign-in screen, every other GET falls back to index.html so client routes and
 * the 404 page work on reload.
 */
export function serveWebApp(distDir: string): MiddlewareHandler {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  // Documents of their own: the parent page (decision 022, /rodzic#<secret>) and the sign-in screen (decision 029).
  const documents = new Map([
    ['/rodzic', path.join(root, 'rodzic.html')],
    ['/auth', path.join(root, 'auth.html')],
  ]);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = documents.get(c.req.path.replace(/(.)\/$/, '$1')) ?? safeJoin(root, c.req.path);
    const file = requested && (await isFile(requested)) ? requested : indexPath;
    const body = await readFile(file);
    const isHashedAsset = file.startsWith(path.join(root, 'assets') + path.sep);
    c.header('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  };
}

function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
