import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../electron/core/desk-core';
import { launchApp, type RunningApp } from './harness';

// The dev/test bridge's token must stay in the page: not in the address bar, not in history, not
// in a cookie another loopback port would receive. And an internal error shows its log id.
describe('web bridge token and internal errors, in Chromium', () => {
  let app: RunningApp;
  let token: string;
  let other: Server;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    app = await launchApp();
    token = new URLSearchParams(new URL(app.bridge.launchUrl).hash.slice(1)).get('token') ?? '';
    other = createServer((req, res) => {
      seen.push(req.headers);
      res.end('another loopback service');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => other?.close(() => resolve()));
    await app?.close();
  });

  it('erases the token from the address bar and history, and keeps no cookie', async () => {
    const { page } = app;
    await page.getByTestId('store-card').first().waitFor();
    expect(token.length).toBeGreaterThan(20);
    expect(page.url()).toBe(`${app.bridge.origin}/`);
    expect(await page.evaluate(() => location.href)).not.toContain('token');
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('still receives events over the streamed event channel', async () => {
    const { page } = app;
    // A profile added behind the page's back (by the test, straight to the core host) appears through db:changed alone.
    const added = await app.host.invoke('profiles:add', {
      storeId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'Аптека из события',
      baseUrl: 'https://api.operator.test',
      authUrl: 'https://auth.operator.test',
    });
    expect(added.ok).toBe(true);
    await page.getByTestId('store-card').filter({ hasText: 'Аптека из события' }).waitFor();
  });

  it('shows the id of an internal error, and the log holds that id', async () => {
    const { page } = app;
    // SQLite itself fails under the handler (a trigger refuses to record the check): a fault no handler expects.
    // The core host owns the database; the test adds the trigger through its own connection (WAL allows it).
    const db = new Database(join(app.dataDir, DATABASE_FILE));
    db.exec("CREATE TRIGGER e2e_fault BEFORE UPDATE ON store_profiles BEGIN SELECT RAISE(ABORT, 'e2e fault'); END;");
    const card = page.getByTestId('store-card').first();
    await card.getByRole('button', { name: 'Проверить связь' }).click();
    const result = card.getByTestId('test-result');
    await result.getByText(/Ошибка [0-9A-F]{6} — подробности записаны в журнал/).waitFor();
    const errorId = /Ошибка ([0-9A-F]{6})/.exec((await result.textContent()) ?? '')?.[1];
    const log = readFileSync(join(app.dataDir, 'logs', 'desk.log'), 'utf8');
    expect(log).toContain(`"errorId":"${errorId}"`);
    expect(log).toContain('profiles:test-connection');
    db.exec('DROP TRIGGER e2e_fault');
    db.close();
  });

  it('sends nothing of the token to another loopback port the browser visits', async () => {
    const port = (other.address() as AddressInfo).port;
    // Last test: the app's own page leaves for the other service (the harness's context allows one page).
    await app.page.goto(`http://127.0.0.1:${port}/`);
    expect(seen.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(seen.every((h) => h.cookie === undefined)).toBe(true);
  });
});
