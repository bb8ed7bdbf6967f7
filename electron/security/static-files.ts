import { extname, resolve, sep } from 'node:path';

/**
 * Maps a request path to a file under `rootDir`, or null when it would escape the root
 * (`..`, encoded slashes, NUL bytes). `/` serves index.html. Used by the app:// protocol
 * and by the dev/test web bridge, so both serve exactly the same files.
 */
export function resolveStaticPath(rootDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const file = resolve(root, relative);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type for a served file; unknown kinds are served as opaque bytes. */
export function contentTypeFor(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
