import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxOptions } from '@sandbox/sandbox-options';
import type { SandboxStore } from '@sandbox/sandbox-stores';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';

/** A clock tests move by hand. */
export interface ManualClock {
  now(): Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

/** Creates a manual clock starting at `start`. */
export function manualClock(start: string | Date): ManualClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (iso) => {
      t = new Date(iso).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** Dictionary sizes for API tests: a few hundred goods build in tens of milliseconds. */
export const tinyDictionaryProfile = {
  goods: 300,
  barcodes: 450,
  brands: 60,
  trademarks: 100,
  linksPerStore: 60,
  clusters: 10,
  mnns: 60,
  manufacturers: 40,
};

/** Starts a sandbox for a test: no demo stock, tiny delays and dictionaries, limits off unless asked for. */
export function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({
    demoStockRows: 0,
    processing: { acceptedMs: 5, processingMs: 5 },
    ...options,
    dictionaries: { profile: tinyDictionaryProfile, ...options.dictionaries },
    limits: { fullUploadsPerMoscowDay: null, changesIntervalSeconds: null, requestRate: null, ...options.limits },
    webhooks: { initialDelayMs: 5, maxDelayMs: 20, timeoutMs: 2000, ...options.webhooks },
  });
}

/** Requests a token over HTTP, as a client does. */
export async function fetchToken(
  sandbox: RunningSandbox,
  store: SandboxStore = sandbox.stores[0] as SandboxStore,
): Promise<string> {
  const response = await fetch(`${sandbox.authUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: store.storeId,
      client_secret: store.secret,
      grant_type: 'client_credentials',
    }),
  });
  if (response.status !== 200) throw new Error(`token request failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the API with a bearer token; a non-string body is sent as JSON. */
export function callApi(
  sandbox: RunningSandbox,
  token: string | null,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  return fetch(`${sandbox.baseUrl}${path}`, { method, headers, body });
}

/**
 * A GET with a bearer token from another loopback source address (e.g. 127.0.0.2), to play a
 * second client machine: fetch cannot choose its source address, node:http can.
 */
export function getFrom(
  sandbox: RunningSandbox,
  localAddress: string,
  token: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${sandbox.baseUrl}${path}`,
      { localAddress, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A stock package with `n` rows of known goods (nnt from the dictionary sample). */
export function stockPackage(
  sandbox: RunningSandbox,
  n: number,
  overrides: (index: number) => Record<string, unknown> = () => ({}),
): { date: string; stocks: Record<string, unknown>[] } {
  const goods = sandbox.control.dictionaries.goodsSample(Math.max(n, 1));
  return {
    date: '2024-05-01T08:00:00+03:00',
    stocks: Array.from({ length: n }, (_, i) => ({
      prtId: `P-${i + 1}`,
      nnt: goods[i % goods.length]?.nnt,
      // Price-regulated products need the flag and a maximum price, or processing ends in status 3.
      ...(goods[i % goods.length]?.gnvls ? { gnvls: true, prcGnvlsMax: 150 } : {}),
      sku: `S-${i + 1}`,
      qnt: 10 + i,
      supDate: '2024-04-01T10:00:00+03:00',
      nds: 10,
      prcOpt: 90,
      prcOptNds: 99,
      prcRet: 120,
      ...overrides(i),
    })),
  };
}

/** One request a webhook receiver got. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** A local webhook subscriber answering with the statuses given in turn (the last one repeats). */
export async function startReceiver(statuses: number[] = [200]): Promise<{
  url: string;
  received: ReceivedHook[];
  close(): Promise<void>;
}> {
  const received: ReceivedHook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] as number;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
