import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeContract } from '../../shared/ipc/contract';
import { createEventBus } from '../core/events';
import { joinHandlers, type PartialHandlerMap } from '../core/ipc/dispatch';
import { startWebBridge, type WebBridge } from './bridge-server';

// Raw HTTP (not fetch) so the test controls Host, Origin and Cookie exactly as an attacker could.
function call(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
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
  let cookie: string;
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
      handlers,
      events,
      rendererDir: join(dir, 'renderer'),
      bridgeScript: join(dir, 'desk-bridge.js'),
    });
    const launch = await call(bridge.launchUrl);
    expect(launch.status).toBe(302);
    const setCookie = String(launch.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    cookie = setCookie.split(';')[0]!;
  });
  afterAll(async () => {
    await bridge?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const invoke = (channel: string, input: unknown, headers: Record<string, string> = {}) =>
    call(`${bridge.origin}/__bridge/invoke/${channel}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: bridge.origin, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ input }),
    });

  it('listens on loopback only', () => {
    expect(new URL(bridge.origin).hostname).toBe('127.0.0.1');
  });

  it('refuses everything without the launch token', async () => {
    expect((await call(`${bridge.origin}/`)).status).toBe(403);
    expect((await call(`${bridge.origin}/?token=wrong`)).status).toBe(403);
    expect(
      (
        await call(`${bridge.origin}/__bridge/invoke/profiles:list`, {
          method: 'POST',
          headers: { Origin: bridge.origin },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin (CSRF)', async () => {
    expect((await call(`${bridge.origin}/`, { headers: { Cookie: cookie, Host: 'evil.test' } })).status).toBe(403);
    expect((await invoke('profiles:list', undefined, { Origin: 'http://evil.test' })).status).toBe(403);
  });

  it('serves the contract with the same dispatcher as the desktop shell', async () => {
    const ok = await invoke('profiles:list', undefined);
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true, data: [{ id: 1, isSandbox: true }] });
    const unknown = await invoke('fs:read-file', { path: '/etc/passwd' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    const bad = await invoke('app:open-external', { url: 7 });
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('injects its window.desk before the app script and sends the CSP header', async () => {
    const page = await call(`${bridge.origin}/`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.body.indexOf('/__bridge/desk-bridge.js')).toBeLessThan(page.body.indexOf('/assets/app.js'));
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves files under the renderer folder only', async () => {
    expect((await call(`${bridge.origin}/assets/app.js`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await call(`${bridge.origin}/../secret.txt`, { headers: { Cookie: cookie } })).body).not.toContain(
      'outside the root',
    );
    expect((await call(`${bridge.origin}/%2e%2e/secret.txt`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('streams contract events over SSE', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = request(`${bridge.origin}/__bridge/events`, { headers: { Cookie: cookie } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('data: ')) {
            req.destroy();
            resolve(text);
          }
        });
        setTimeout(() => events.emit('db:changed', { tables: ['store_profiles'] }), 50);
      });
      req.on('error', (e) => (e.message.includes('aborted') ? undefined : reject(e)));
      req.end();
    });
    expect(received).toContain('data: {"event":"db:changed","payload":{"tables":["store_profiles"]}}');
  });
});
