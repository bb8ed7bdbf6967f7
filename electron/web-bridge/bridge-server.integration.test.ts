import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeContract } from '@shared/ipc/contract';
import { createEventBus } from '../core/events';
import { dispatchInvoke, joinHandlers, type PartialHandlerMap } from '../core/ipc/dispatch';
import { startWebBridge, TOKEN_HEADER, type WebBridge } from './bridge-server';

// Raw HTTP (not fetch) so the test controls Host, Origin, headers and even the request line exactly as an attacker could.
function call(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; rawPath?: string } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const target = new URL(url);
      const options = {
        host: target.hostname,
        port: target.port,
        path: opts.rawPath ?? `${target.pathname}${target.search}`,
        method: opts.method ?? 'GET',
        headers: opts.headers,
      };
      const req = request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.on('error', reject);
      req.end(opts.body);
    },
  );
}

describe('web bridge (dev/test only)', () => {
  let dir: string;
  let bridge: WebBridge;
  let token: string;
  const events = createEventBus();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridge-'));
    mkdirSync(join(dir, 'renderer/assets'), { recursive: true });
    writeFileSync(
      join(dir, 'renderer/index.html'),
      '<html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    writeFileSync(join(dir, 'renderer/assets/app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'outside the root');
    writeFileSync(join(dir, 'desk-bridge.js'), 'window.desk = {}');
    const stubs: Record<string, unknown> = {};
    for (const channel of Object.keys(invokeContract)) stubs[channel] = () => Promise.reject(new Error('unused'));
    const handlers = joinHandlers({
      ...(stubs as PartialHandlerMap),
      'profiles:list': () => [
        {
          id: 1,
          storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
          name: 'A',
          baseUrl: 'x',
          authUrl: 'y',
          isSandbox: true,
        },
      ],
    });
    bridge = await startWebBridge({
      invoke: (channel, input) => dispatchInvoke(handlers, channel, input),
      events,
      rendererDir: join(dir, 'renderer'),
      bridgeScript: join(dir, 'desk-bridge.js'),
    });
    token = new URLSearchParams(new URL(bridge.launchUrl).hash.slice(1)).get('token') ?? '';
  });
  afterAll(async () => {
    await bridge?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const invoke = (channel: string, input: unknown, headers: Record<string, string> = {}) =>
    call(`${bridge.origin}/__bridge/invoke/${channel}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token, Origin: bridge.origin, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ input }),
    });

  it('listens on loopback only', () => {
    expect(new URL(bridge.origin).hostname).toBe('127.0.0.1');
  });

  it('carries the token only in the launch URL fragment, which browsers never send', () => {
    const launch = new URL(bridge.launchUrl);
    expect(launch.search).toBe('');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the contract and the event stream without the token header, and sets no cookie', async () => {
    const page = await call(`${bridge.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    // The old ways in: the token in the query, or as a cookie. Neither opens anything now.
    expect((await call(`${bridge.origin}/?token=${token}`)).headers['set-cookie']).toBeUndefined();
    for (const path of ['/__bridge/invoke/profiles:list', '/__bridge/events']) {
      const attempts: Record<string, string>[] = [
        { Origin: bridge.origin },
        { Origin: bridge.origin, Cookie: `desk_bridge=${token}` },
        { Origin: bridge.origin, [TOKEN_HEADER]: 'wrong' },
        { Origin: bridge.origin, [TOKEN_HEADER]: `${token}x` },
      ];
      for (const headers of attempts) {
        const answer = await call(`${bridge.origin}${path}`, { method: 'POST', headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
      expect((await call(`${bridge.origin}${path}`, { headers: { [TOKEN_HEADER]: token } })).status).toBe(405);
    }
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign or missing Origin (CSRF), events included', async () => {
    expect((await call(`${bridge.origin}/`, { headers: { Host: 'evil.test' } })).status).toBe(403);
    expect((await invoke('profiles:list', undefined, { Origin: 'http://evil.test' })).status).toBe(403);
    for (const origin of ['http://evil.test', 'http://127.0.0.1:1', undefined]) {
      const headers: Record<string, string> = { [TOKEN_HEADER]: token };
      if (origin) headers.Origin = origin;
      expect((await call(`${bridge.origin}/__bridge/events`, { method: 'POST', headers })).status).toBe(403);
      expect((await call(`${bridge.origin}/__bridge/invoke/profiles:list`, { method: 'POST', headers })).status).toBe(
        403,
      );
    }
  });

  it('checks Host before reading the URL: an unparseable URL is a plain 400, never a 500 with error text', async () => {
    const bad = await call(`${bridge.origin}/`, { rawPath: '//' });
    expect(bad.status).toBe(400);
    expect(bad.body).toBe('Bad request');
    const foreign = await call(`${bridge.origin}/`, { rawPath: '//', headers: { Host: 'evil.test' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toBe('Wrong Host header');
    const escape = await invoke('%E0%A4%A', undefined);
    expect(JSON.parse(escape.body)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  });

  it('serves the contract with the same dispatcher as the desktop shell', async () => {
    const ok = await invoke('profiles:list', undefined);
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true, data: [{ id: 1, isSandbox: true }] });
    const unknown = await invoke('fs:read-file', { path: '/etc/passwd' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    const bad = await invoke('app:open-page', { page: 'dispersion', profileId: 'x' });
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('injects its window.desk before the app script and sends the CSP header', async () => {
    const page = await call(`${bridge.origin}/`, {});
    expect(page.status).toBe(200);
    expect(page.body.indexOf('/__bridge/desk-bridge.js')).toBeLessThan(page.body.indexOf('/assets/app.js'));
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves files under the renderer folder only', async () => {
    expect((await call(`${bridge.origin}/assets/app.js`, {})).status).toBe(200);
    expect((await call(`${bridge.origin}/../secret.txt`, {})).body).not.toContain('outside the root');
    expect((await call(`${bridge.origin}/%2e%2e/secret.txt`, {})).status).toBe(404);
  });

  it('streams contract events over SSE', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${bridge.origin}/__bridge/events`,
        { method: 'POST', headers: { [TOKEN_HEADER]: token, Origin: bridge.origin } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (text.includes('data: ')) {
              req.destroy();
              resolve(text);
            }
          });
          setTimeout(() => events.emit('db:changed', { tables: ['store_profiles'] }), 50);
        },
      );
      req.on('error', (e) => (e.message.includes('aborted') ? undefined : reject(e)));
      req.end();
    });
    expect(received).toContain('data: {"event":"db:changed","payload":{"tables":["store_profiles"]}}');
  });
});
