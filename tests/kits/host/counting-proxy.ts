import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a loopback HTTP proxy in front of the sandbox's API that counts what passes (method + path). */
export interface CountingProxy {
  baseUrl: string;
  count(method: string, pathPart: string): number;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const seen: { method: string; path: string }[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '' });
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    count: (method, pathPart) => seen.filter((s) => s.method === method && s.path.includes(pathPart)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
