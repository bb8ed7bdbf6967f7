import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createMemoryLogger, createTestClock } from '@tests/kits/core/api/test-ports';

const STORE_ID = '6f1e2d3c-5b4a-4c3d-8e2f-1a2b3c4d5e6f';
const MESSAGE_ID = '0b3a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

/** A stock package of about `mebibytes` MiB (the kernel's socket buffers on loopback hold a few). */
function bigPackage(mebibytes: number): string {
  const row = { prtId: 'p-0000000', nnt: 100000, qnt: 3, series: 'A1', prcRet: 123.45, name: 'Препарат таблетки' };
  const one = JSON.stringify(row).length + 1;
  const count = Math.ceil((mebibytes * 1024 * 1024) / one);
  return JSON.stringify({
    date: '2024-05-01T06:00:00+03:00',
    stocks: Array.from({ length: count }, (_, i) => ({ ...row, prtId: `p-${String(i).padStart(7, '0')}` })),
  });
}

interface Seen {
  headers: IncomingMessage['headers'];
  bytes: number;
}

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An operator on 127.0.0.1 whose upload endpoint takes the body as `read` says. */
async function operator(read: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void, idleMs = 700) {
  const uploads: Seen[] = [];
  server = createServer((req, res) => {
    if (req.url === '/connect/token') {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ access_token: 'token-1', expires_in: 3600, token_type: 'Bearer' }));
    }
    const seen: Seen = { headers: req.headers, bytes: 0 };
    uploads.push(seen);
    read(req, res, seen);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createApiClient(
    {
      fetch,
      clock: createTestClock(),
      logger: createMemoryLogger(),
      idleMs,
      policy: { maxAttempts: 1 },
      // A ceiling far away: only the idle limit can end these uploads quickly.
      uploadTimeout: { baseMs: 120_000 },
    },
    { storeId: STORE_ID, baseUrl: url, authUrl: url, getSecret: async () => 'secret' },
  );
  return { client, uploads };
}

const accept = (res: ServerResponse) => {
  res.writeHead(202, { Location: `/v5/messages/${MESSAGE_ID}/status` });
  res.end();
};

describe('uploads: an idle limit while the body is being sent', () => {
  it('an operator that stops reading the body ends the upload within the limit, outcome unknown, not sent again', async () => {
    const { client, uploads } = await operator((req) => {
      // Takes the first bytes, then reads no more and never answers (a stuck proxy or server).
      req.once('data', (chunk: Buffer) => {
        uploads[0]!.bytes += chunk.length;
        req.pause();
      });
    });
    const body = bigPackage(48);
    const started = Date.now();
    const error = await client.uploadStocks('changes', body).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toMatchObject({
      code: 'outcome-unknown',
      message: expect.stringMatching(/stopped for 0\.7 s while sending/),
      details: { failure: 'timeout', method: 'PUT' },
    });
    expect(took).toBeLessThan(8_000);
    expect(uploads).toHaveLength(1);
    // It went out as one fixed-length body, as a whole body would.
    expect(uploads[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(uploads[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it('an operator that reads slowly but steadily gets the whole body, and the upload finishes', async () => {
    // About 5 MB/s: every piece of 64 KB waits 10 ms. The socket reports room in steps of up to
    // half its send buffer (~0.3 s here), so the limit is 1.5 s and the whole send takes longer.
    const { client, uploads } = await operator((req, res, seen) => {
      req.on('data', (chunk: Buffer) => {
        seen.bytes += chunk.length;
        req.pause();
        setTimeout(() => req.resume(), 10);
      });
      req.on('end', () => accept(res));
    }, 1_500);
    const body = bigPackage(16);
    const started = Date.now();
    const accepted = await client.uploadStocks('full', body);
    expect(accepted.messageId).toBe(MESSAGE_ID);
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect(uploads[0]!.bytes).toBe(Buffer.byteLength(body));
    expect(uploads[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(uploads[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it('a fetch not known to keep a streamed body’s length (Electron’s net.fetch) gets the body whole', async () => {
    const bodies: unknown[] = [];
    const { uploads } = await operator((req, res) => {
      req.resume();
      req.on('end', () => accept(res));
    });
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const client = createApiClient(
      {
        fetch: (input, init) => {
          bodies.push(init?.body);
          return fetch(input, init);
        },
        streamsUploadBodies: false,
        clock: createTestClock(),
        logger: createMemoryLogger(),
        policy: { maxAttempts: 1 },
      },
      { storeId: STORE_ID, baseUrl: url, authUrl: url, getSecret: async () => 'secret' },
    );
    const body = bigPackage(0.1);
    await client.uploadStocks('changes', body);
    expect(bodies.at(-1)).toBe(body);
    expect(uploads).toHaveLength(1);
  });
});
