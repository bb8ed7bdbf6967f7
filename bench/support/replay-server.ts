import { createServer, type IncomingMessage } from 'node:http';

// Bench helper, run as its own process: an HTTP server that answers each GET with the bytes the
// upstream server (the sandbox's API) gave the first time it was asked, from memory. The first
// pass over the dictionaries records them (the sandbox renders each chunk once); every later
// pass measures the client's fetch + parse alone, whatever the sandbox's JSON generation costs
// on a loaded machine. Prints one JSON line `{ baseUrl }`; `GET /__replay/stats` answers
// `{ hits, misses, bytes, cpuMs }` (a miss is a request that had to be passed to the upstream server;
// cpuMs, this process's CPU time so far: what the stand-in operator took of the machine's cores).
const upstream = process.argv[2]?.replace(/\/+$/, '');
if (!upstream) {
  process.stderr.write('usage: replay-server.ts UPSTREAM_BASE_URL\n');
  process.exit(2);
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const recorded = new Map<string, Recorded>();
const stats = { hits: 0, misses: 0, bytes: 0 };
// Hop-by-hop and length headers are the server's own business, not the recording's.
const dropped = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

const readBody = async (request: IncomingMessage): Promise<Buffer | undefined> => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return parts.length > 0 ? Buffer.concat(parts) : undefined;
};

/** Asks the upstream server, as the client would have (its method, body and the headers that matter). */
async function passOn(request: IncomingMessage): Promise<Recorded> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'accept', 'content-type']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body = await readBody(request);
  const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, body });
  const kept: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!dropped.has(name) && name !== 'content-encoding') kept[name] = value;
  });
  return { status: answer.status, headers: kept, body: Buffer.from(await answer.arrayBuffer()) };
}

const server = createServer((request, response) => {
  if (request.url === '/__replay/stats') {
    const cpu = process.cpuUsage();
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...stats, cpuMs }));
    return;
  }
  // The same request with another Accept (plain or full JSON) is another answer.
  const key = `${request.method} ${request.url} ${request.headers.accept ?? ''}`;
  const hit = request.method === 'GET' ? recorded.get(key) : undefined;
  const answer = hit
    ? Promise.resolve(hit)
    : passOn(request).then((fresh) => {
        // Only successful reads are replayed; tokens, uploads and errors always go upstream.
        if (request.method === 'GET' && fresh.status >= 200 && fresh.status < 300) {
          recorded.set(key, fresh);
          stats.bytes += fresh.body.length;
        }
        return fresh;
      });
  if (hit) stats.hits++;
  else stats.misses++;
  answer.then(
    ({ status, headers, body }) => response.writeHead(status, headers).end(body),
    (error: unknown) =>
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`replay: ${(error as Error).message}`),
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}` })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
