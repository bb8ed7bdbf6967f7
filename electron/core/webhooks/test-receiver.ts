import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookSignature } from './webhook-signature';

const MAX_BODY = 1024 * 1024;

/**
 * A webhook subscriber on this PC for the built-in Sandbox: it checks each notification's
 * X-Signature with the store's key and answers 200 when it matches, 401 when it does not (what
 * part 6 asks of a subscriber), so a manager sees notifications arrive and verify. A real
 * operator cannot reach it: real subscribers must be publicly reachable.
 */
export interface TestReceiver {
  urlFor(profileId: number): Promise<string>;
  close(): Promise<void>;
}

/** How long after answering a notification the delivery log is announced as changed (the sandbox logs the attempt after our answer arrives). */
const ANNOUNCE_DELAY_MS = 150;

export function createTestReceiver(
  keyFor: (profileId: number) => Promise<string>,
  onDelivered: (profileId: number) => void = () => undefined,
): TestReceiver {
  let started: Promise<{ server: Server; origin: string }> | undefined;

  const start = () =>
    new Promise<{ server: Server; origin: string }>((resolve, reject) => {
      const server = createServer((req, res) => {
        const match = /^\/desk-test-receiver\/(\d+)$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !match) {
          res.writeHead(404).end();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        req.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY) req.destroy();
          else chunks.push(chunk);
        });
        req.on('end', () => {
          const body = new Uint8Array(Buffer.concat(chunks));
          const header = req.headers['x-signature'];
          keyFor(Number(match[1]))
            .then((secret) => {
              const verdict = checkWebhookSignature(body, Array.isArray(header) ? header[0] : header, secret);
              res.on('finish', () => setTimeout(() => onDelivered(Number(match[1])), ANNOUNCE_DELAY_MS).unref());
              res
                .writeHead(verdict === 'valid' ? 200 : 401, { 'Content-Type': 'text/plain; charset=utf-8' })
                .end(verdict);
            })
            .catch(() => res.writeHead(503).end());
        });
      });
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({ server, origin: `http://127.0.0.1:${port}` });
      });
    });

  return {
    async urlFor(profileId) {
      started ??= start();
      const { origin } = await started;
      return `${origin}/desk-test-receiver/${profileId}`;
    },
    async close() {
      if (!started) return;
      const { server } = await started;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
