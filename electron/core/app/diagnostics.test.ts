import { appendFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { createFileLogger } from '../logging/file-logger';
import type { CorePorts } from '../ports';
import { collectDiagnostics, LOG_TAIL_LINES, supportBundle, type DiagnosticsDeps } from './diagnostics';

// A store password and an access token planted everywhere a careless report could pick them up.
const PASSWORD = 'Pl4nted-Pa55w0rd-7731';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwbGFudGVkIn0.c2lnbmF0dXJlLXBsYW50ZWQ';
const OPAQUE_TOKEN = 'opaque-access-4f9c2d1e8b';

function setUp(): DiagnosticsDeps & { logDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-diag-'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir);
  const logger = createFileLogger({ dir: logDir });
  for (let i = 0; i < 250; i += 1) logger.log('info', `sync step ${i}`, { profileId: 2 });
  logger.log('warn', 'token refresh', { access_token: OPAQUE_TOKEN, password: PASSWORD });
  // Lines no logger of ours writes, as if something slipped past it: the report must catch them too.
  appendFileSync(join(logDir, 'desk.log'), `{"message":"auth failed for ${PASSWORD}","header":"Bearer ${TOKEN}"}\n`);
  appendFileSync(join(logDir, 'cli.1.log'), `login with ${PASSWORD} token=${OPAQUE_TOKEN}\n`);
  const profiles: StoreProfile[] = [
    {
      id: 1,
      storeId: '00000000-0000-4000-8000-000000000001',
      name: 'Песочница',
      baseUrl: 'http://127.0.0.1:5100/api/v5',
      authUrl: 'http://127.0.0.1:5100/auth',
      isSandbox: true,
    },
    {
      id: 2,
      storeId: '7d3f1b2a-0000-4000-8000-00000000aa02',
      name: 'Аптека на Ленина',
      baseUrl: `https://store:${PASSWORD}@api.operator.example/v5?access_token=${OPAQUE_TOKEN}`,
      authUrl: 'https://auth.operator.example/connect/token',
      isSandbox: false,
    },
  ];
  const ports = {
    appVersion: '0.1.0',
    shell: 'web-bridge',
    paths: { dataDir, logDir },
  } as unknown as CorePorts;
  return {
    logDir,
    ports,
    appName: 'Pharmacy Exchange Desk',
    profiles: () => profiles,
    dictionaries: (id) =>
      Promise.resolve(
        id === 2
          ? {
              loaded: 20,
              failed: 1,
              oldestSyncAt: '2026-11-26T06:00:00+03:00',
              running: false,
              goodsSyncedToday: true,
              goodsNextAllowedAt: null,
            }
          : null,
      ) as ReturnType<DiagnosticsDeps['dictionaries']>,
    storedSecrets: () => Promise.resolve([PASSWORD]),
  };
}

const secrets = [PASSWORD, TOKEN, OPAQUE_TOKEN, 'c2lnbmF0dXJlLXBsYW50ZWQ'];

describe('diagnostics for support', () => {
  it('tells versions, OS, folders, stores by address, dictionaries and the last 200 log lines, with no secret', async () => {
    const deps = setUp();
    const text = await collectDiagnostics(deps);
    expect(text).toContain('Pharmacy Exchange Desk 0.1.0 (web-bridge)');
    expect(text).toContain(`Node ${process.versions.node}`);
    expect(text).toContain(`Data folder: ${deps.ports.paths.dataDir}`);
    expect(text).toContain(
      '#2 Аптека на Ленина: API https://api.operator.example/v5, auth https://auth.operator.example/connect/token',
    );
    expect(text).toContain('dictionaries: 20 loaded, 1 failed, oldest sync 2026-11-26T06:00:00+03:00');
    expect(text).toContain(`Last ${LOG_TAIL_LINES} log lines (desk.log):`);
    expect(text).not.toContain('sync step 51"');
    expect(text).toContain('sync step 249');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('[REDACTED]');
  });

  it('saves a ZIP of the diagnostics and every log file, proven free of the planted password and tokens', async () => {
    const deps = setUp();
    const zip = await JSZip.loadAsync(await supportBundle(deps));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['diagnostics.txt', 'logs/', 'logs/cli.1.log', 'logs/desk.log']);
    for (const name of names.filter((n) => !n.endsWith('/'))) {
      const content = await zip.file(name)!.async('string');
      for (const secret of secrets) expect(content, name).not.toContain(secret);
    }
    expect(await zip.file('logs/desk.log')!.async('string')).toContain('sync step 0');
  });
});
