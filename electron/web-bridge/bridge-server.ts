import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromBridgeJson } from '../../shared/ipc/bridge-json';
import { eventChannelNames } from '../../shared/ipc/contract';
import type { EventBus } from '../core/events';
import { dispatchInvoke, type HandlerMap } from '../core/ipc/dispatch';
import { buildCsp } from '../core/security/csp';
import { contentTypeFor, resolveStaticPath } from '../core/security/static-files';

/**
 * DEV/TEST ONLY. Serves the built renderer and the IPC contract over loopback HTTP so the real UI
 * runs in a plain browser (Chromium in e2e tests) against the real core. Guarded by a per-launch
 * random token (exchanged once for an HttpOnly SameSite=Strict cookie), a Host check against DNS
 * rebinding and an Origin check on every invoke. Never packaged (see electron-builder.yml).
 */
export interface WebBridgeOptions {
  handlers: HandlerMap;
  events: EventBus;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** The built browser half of the bridge (dist/web-bridge/desk-bridge.js). */
  bridgeScript: string;
  port?: number;
}

export interface WebBridge {
  /** Open this in the browser: it carries the token once, then the cookie does. */
  launchUrl: string;
  origin: string;
  close(): Promise<void>;
}

const COOKIE = 'desk_bridge';
const MAX_BODY = 64 * 1024 * 1024;

export async function startWebBridge(options: WebBridgeOptions): Promise<WebBridge> {
  const token = randomBytes(32).toString('base64url');
  const csp = buildCsp();
  const sseClients = new Set<ServerResponse>();
  let origin = '';
  let host = '';

  const unsubscribe = options.events.onAny((event, payload) => {
    const frame = `data: ${JSON.stringify({ event, payload })}\n\n`;
    for (const client of sseClients) client.write(frame);
  });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', `Bridge error: ${String(error)}`);
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.headers.host !== host) return send(res, 403, 'text/plain; charset=utf-8', 'Wrong Host header');

    if (url.pathname === '/' && url.searchParams.has('token')) {
      if (!sameSecret(url.searchParams.get('token') ?? '', token))
        return send(res, 403, 'text/plain; charset=utf-8', 'Bad token');
      res.writeHead(302, {
        'Set-Cookie': `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        Location: '/',
        'Cache-Control': 'no-store',
      });
      return void res.end();
    }
    if (!sameSecret(readCookie(req, COOKIE) ?? '', token)) {
      return send(
        res,
        403,
        'text/plain; charset=utf-8',
        'Open the launch URL printed by the bridge (it carries the token).',
      );
    }

    if (url.pathname.startsWith('/__bridge/invoke/')) {
      if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'POST only');
      if (req.headers.origin !== origin) return send(res, 403, 'text/plain; charset=utf-8', 'Wrong Origin');
      const channel = decodeURIComponent(url.pathname.slice('/__bridge/invoke/'.length));
      const body = await readBody(req);
      let input: unknown;
      try {
        input = body.length === 0 ? undefined : (fromBridgeJson(body) as { input?: unknown }).input;
      } catch {
        return sendJson(res, { ok: false, error: { code: 'invalid-input', message: 'Request body is not JSON' } });
      }
      return sendJson(res, await dispatchInvoke(options.handlers, channel, input));
    }

    if (url.pathname === '/__bridge/events') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(`: events ${eventChannelNames.join(',')}\n\n`);
      sseClients.add(res);
      req.on('close', () => sseClients.delete(res));
      return;
    }

    if (url.pathname === '/__bridge/desk-bridge.js') {
      return send(res, 200, 'text/javascript; charset=utf-8', await readFile(options.bridgeScript));
    }

    if (url.pathname === '/' || url.pathname === '/index.html') {
      const html = await readFile(resolveStaticPath(options.rendererDir, '/')!, 'utf8');
      // The bridge's window.desk must exist before the app's module script runs.
      const injected = html.replace('<script', '<script src="/__bridge/desk-bridge.js"></script>\n    <script');
      return send(res, 200, 'text/html; charset=utf-8', injected);
    }

    const file = resolveStaticPath(options.rendererDir, url.pathname);
    if (!file) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    try {
      return send(res, 200, contentTypeFor(file), await readFile(file));
    } catch {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
  }

  function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  function sendJson(res: ServerResponse, value: unknown): void {
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify(value));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;

  return {
    launchUrl: `${origin}/?token=${token}`,
    origin,
    async close() {
      unsubscribe();
      for (const client of sseClients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
