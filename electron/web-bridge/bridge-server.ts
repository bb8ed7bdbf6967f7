import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FileRefs } from '../host/file-refs';
import { createUploadSpool, type UploadSpool } from './upload-spool';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromBridgeJson, toBridgeJson } from '@shared/ipc/bridge-json';
import { eventChannelNames, type EventChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { buildCsp } from '../security/csp';
import { contentTypeFor, resolveStaticPath } from '../security/static-files';

/**
 * DEV/TEST ONLY. Serves the built renderer and the IPC contract over loopback HTTP so the real UI
 * runs in a plain browser (Chromium in e2e tests) against the real core. Guarded by a per-launch
 * random token that the page takes from the launch URL's fragment (never sent to any server),
 * keeps in memory and sends as a header on every invoke and on the event stream; no cookie, so
 * no other loopback port the browser visits ever receives it. A Host check (before anything else)
 * stops DNS rebinding, an Origin check stops cross-site requests. Never packaged.
 */
export interface WebBridgeOptions {
  /** Runs one invoke in core (the core host, or core in this process for tests); core parses the input. */
  invoke: (channel: string, input: unknown) => Promise<IpcResult<unknown>>;
  /** Core's events (and the router's core:state), relayed to the page over SSE. */
  events: { onAny(listener: (event: EventChannel, payload: unknown) => void): () => void };
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** The built browser half of the bridge (dist/web-bridge/desk-bridge.js). */
  bridgeScript: string;
  port?: number;
  /** Where an uploaded file is registered for `uploads:preview-ref` (the same register core's services read). */
  fileRefs?: FileRefs;
  /** Largest uploaded file (default: the app's 200 MB cap; tests lower it). */
  maxUploadBytes?: number;
}

export interface WebBridge {
  /** Open this in the browser: the token rides in the fragment, which the page reads and erases. */
  launchUrl: string;
  origin: string;
  close(): Promise<void>;
}

/** The header that carries the token; a custom header also makes any cross-origin attempt a preflighted CORS request. */
export const TOKEN_HEADER = 'x-desk-bridge-token';
/** Where the page streams a chosen file, and the header naming it (URI-encoded). */
export const UPLOAD_PATH = '/__bridge/upload';
export const FILE_NAME_HEADER = 'x-desk-file-name';
const MAX_BODY = 64 * 1024 * 1024;
const TEXT = 'text/plain; charset=utf-8';

export async function startWebBridge(options: WebBridgeOptions): Promise<WebBridge> {
  const token = randomBytes(32).toString('base64url');
  const csp = buildCsp();
  const sseClients = new Set<ServerResponse>();
  const spool: UploadSpool | undefined = options.fileRefs
    ? await createUploadSpool(options.fileRefs, options.maxUploadBytes)
    : undefined;
  let origin = '';
  let host = '';

  const unsubscribe = options.events.onAny((event, payload) => {
    const frame = `data: ${JSON.stringify({ event, payload })}\n\n`;
    for (const client of sseClients) client.write(frame);
  });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The error text stays on the bridge's console: a response is no place for internals.
      console.error('web bridge: request failed', error);
      if (!res.headersSent) send(res, 500, TEXT, 'Bridge error');
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Host first: nothing of the request is interpreted before we know it was meant for us.
    if (req.headers.host !== host) return send(res, 403, TEXT, 'Wrong Host header');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      return send(res, 400, TEXT, 'Bad request');
    }

    if (
      url.pathname.startsWith('/__bridge/invoke/') ||
      url.pathname === '/__bridge/events' ||
      url.pathname === UPLOAD_PATH
    ) {
      if (req.method !== 'POST') return send(res, 405, TEXT, 'POST only');
      // POST, so the browser always sends Origin (it may omit it on a same-origin GET).
      if (req.headers.origin !== origin) return send(res, 403, TEXT, 'Wrong Origin');
      const given = req.headers[TOKEN_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, token)) {
        return send(res, 403, TEXT, 'Open the launch URL printed by the bridge (it carries the token).');
      }
    }

    if (url.pathname.startsWith('/__bridge/invoke/')) {
      const raw = url.pathname.slice('/__bridge/invoke/'.length);
      let channel = raw;
      try {
        channel = decodeURIComponent(raw);
      } catch {
        // a malformed escape is simply not a channel name: the dispatcher says "unknown channel"
      }
      const body = await readBody(req);
      let input: unknown;
      try {
        input = body.length === 0 ? undefined : (fromBridgeJson(body) as { input?: unknown }).input;
      } catch {
        return sendJson(res, { ok: false, error: { code: 'invalid-input', message: 'Request body is not JSON' } });
      }
      return sendJson(res, await options.invoke(channel, input));
    }

    if (url.pathname === UPLOAD_PATH) {
      // The page's File as a streamed request body, written to a private temporary file (window.desk.refFile).
      if (!spool)
        return sendJson(res, {
          ok: false,
          error: { code: 'file-invalid', message: 'No file uploads here.', details: { fault: 'no-file-source' } },
        });
      const rawName = req.headers[FILE_NAME_HEADER];
      let fileName = '';
      try {
        fileName = typeof rawName === 'string' ? decodeURIComponent(rawName) : '';
      } catch {
        // an undecodable name is no name
      }
      return sendJson(res, await spool.receive(req, fileName));
    }

    if (url.pathname === '/__bridge/events') {
      // Read by fetch streaming, not EventSource (which cannot send the token header); same framing.
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(`: events ${eventChannelNames.join(',')}\n\n`);
      sseClients.add(res);
      // The response's close (the client went away), not the request's: a POST request 'closes' once read.
      res.on('close', () => sseClients.delete(res));
      return;
    }

    // The page, its bridge script and the built assets are public build output: the token guards only the contract.
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
    if (!file) return send(res, 404, TEXT, 'Not found');
    try {
      return send(res, 200, contentTypeFor(file), await readFile(file));
    } catch {
      return send(res, 404, TEXT, 'Not found');
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

  /** Answers with bridge JSON: bytes in an answer (a converted package) arrive as a Uint8Array, as over Electron IPC. */
  function sendJson(res: ServerResponse, value: unknown): void {
    send(res, 200, 'application/json; charset=utf-8', toBridgeJson(value));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;

  return {
    launchUrl: `${origin}/#token=${token}`,
    origin,
    async close() {
      unsubscribe();
      for (const client of sseClients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await spool?.close();
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
