import { net, protocol } from 'electron';
import { pathToFileURL } from 'node:url';
import { buildCsp } from '../security/csp';
import { contentTypeFor, resolveStaticPath } from '../security/static-files';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://desk';

/** Must run before app 'ready': makes app:// a standard, secure scheme (origin, fetch, storage). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from inside the package, with the CSP header on every response. */
export function serveRenderer(rendererDir: string): void {
  const csp = buildCsp();
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === 'desk' ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    if (!response.ok) return new Response('Not found', { status: 404 });
    return new Response(response.body, {
      status: 200,
      headers: {
        'Content-Type': contentTypeFor(file),
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
