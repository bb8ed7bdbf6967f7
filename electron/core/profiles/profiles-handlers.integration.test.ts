import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';
import { lockedKeyringScript } from '@tests/kits/core/secrets/locked-keyring-script';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');
const PROBE = join(import.meta.dirname, '../../../tests/kits/core/profiles/secret-state-probe.ts');

/** Fails (never skips) outside scripts/with-keyring.sh: these tests use the real Secret Service. */
function requireTestKeyring(): void {
  if (process.env.WITH_KEYRING !== '1' || !process.env.DBUS_SESSION_BUS_ADDRESS) {
    throw new Error(
      'Run through scripts/with-keyring.sh (e.g. `scripts/with-keyring.sh npx vitest run electron/core/profiles`).',
    );
  }
}

describe('store profiles over the contract (real SQLite, real keychain, sandbox over HTTP)', () => {
  let sandbox: RunningSandbox;
  let t: TestCore;
  beforeAll(async () => {
    requireTestKeyring();
    sandbox = await startTestSandbox({ tokenLifetimeSeconds: 1800 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  afterEach(async () => {
    await t?.close();
  });

  const store = () => sandbox.stores[1]!;
  const draftFor = (overrides: Record<string, string> = {}) => ({
    storeId: store().storeId,
    name: 'Аптека на Ленина',
    baseUrl: sandbox.baseUrl,
    authUrl: sandbox.authUrl,
    ...overrides,
  });

  it('refuses a bad GUID naming the field, saves the corrected profile, warns about plain http to this PC', async () => {
    t = startTestCore();
    const bad = await t.invoke('profiles:add', draftFor({ storeId: store().storeId.slice(0, -1) }));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.code).toBe('invalid-field');
    // … and where the GUID goes wrong (one digit short), for whoever words the refusal.
    expect(bad.error.details).toEqual({
      fields: [{ field: 'storeId', code: 'guid-invalid', severity: 'error', guid: { kind: 'digits', digits: 31 } }],
    });

    const saved = await t.call(
      'profiles:add',
      draftFor({ storeId: `{${store().storeId.toUpperCase()}}`, baseUrl: `${sandbox.baseUrl}/` }),
    );
    expect(saved.profile).toMatchObject({
      storeId: store().storeId.toUpperCase(),
      baseUrl: sandbox.baseUrl,
      isSandbox: false,
    });
    expect(saved.warnings).toEqual([
      { field: 'baseUrl', code: 'url-http-loopback' },
      { field: 'authUrl', code: 'url-http-loopback' },
    ]);
    const list = await t.call('profiles:list', undefined);
    expect(list.map((p) => p.name)).toEqual(['Аптека «Песочница»', 'Аптека на Ленина']);

    const twice = await t.invoke('profiles:add', draftFor({ storeId: store().storeId.toLowerCase() }));
    expect(twice.ok ? 'ok' : twice.error.code).toBe('conflict');
  });

  it('stores the password in the keychain, reports it as stored, and tests the connection with the token lifetime', async () => {
    t = startTestCore();
    const { profile } = await t.call('profiles:add', draftFor());
    expect((await t.call('profiles:secret-states', undefined)).find((s) => s.profileId === profile.id)?.state).toBe(
      'missing',
    );

    const missing = await t.invoke('profiles:test-connection', { id: profile.id });
    expect(missing.ok ? 'ok' : missing.error.code).toBe('secret-missing');

    await t.call('profiles:set-secret', { id: profile.id, secret: 'wrong-password' });
    const wrong = await t.invoke('profiles:test-connection', { id: profile.id });
    expect(wrong.ok ? 'ok' : wrong.error.code).toBe('invalid-client');
    if (!wrong.ok) expect(wrong.error.message).toMatch(/store id or secret is wrong/);
    expect((await t.call('profiles:list', undefined)).find((p) => p.id === profile.id)?.lastCheck).toMatchObject({
      outcome: 'invalid-client',
      expiresIn: null,
    });

    // A new password must reach the next call: the cached client (and its token) is forgotten.
    await t.call('profiles:set-secret', { id: profile.id, secret: `  ${store().secret}\n` });
    expect((await t.call('profiles:list', undefined)).find((p) => p.id === profile.id)?.lastCheck ?? null).toBeNull();
    const ok = await t.call('profiles:test-connection', { id: profile.id });
    expect(ok).toMatchObject({ expiresIn: 1800, tokenType: 'Bearer' });
    expect(Object.keys(ok).sort()).toEqual(['at', 'expiresIn', 'tokenType']);
    const states = await t.call('profiles:secret-states', undefined);
    expect(states).toEqual([
      { profileId: t.sandboxProfileId, state: 'built-in' },
      { profileId: profile.id, state: 'stored' },
    ]);
    expect((await t.call('profiles:list', undefined)).find((p) => p.id === profile.id)?.lastCheck).toMatchObject({
      outcome: 'ok',
      expiresIn: 1800,
    });

    expect(await t.call('profiles:clear-secret', { id: profile.id })).toEqual({ deleted: true });
    expect((await t.call('profiles:secret-states', undefined))[1]?.state).toBe('missing');
  });

  it('tests the built-in Sandbox without any password, refuses to remove it and edits only its name', async () => {
    t = startTestCore();
    const id = t.sandboxProfileId;
    expect(await t.call('profiles:test-connection', { id })).toMatchObject({ expiresIn: 3600 });
    const removed = await t.invoke('profiles:remove', { id });
    expect(removed.ok ? 'ok' : removed.error.code).toBe('conflict');
    const secret = await t.invoke('profiles:set-secret', { id, secret: 'x' });
    expect(secret.ok ? 'ok' : secret.error.code).toBe('conflict');
    const { profile } = await t.call('profiles:update', {
      id,
      storeId: randomUUID(),
      name: 'Учебная аптека',
      baseUrl: 'https://evil.example',
      authUrl: 'https://evil.example',
    });
    expect(profile).toMatchObject({
      name: 'Учебная аптека',
      storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
      isSandbox: true,
    });
    expect(profile.baseUrl).toBe('sandbox://embedded');
  });

  it('an edit of the address forgets the last check and the cached client; removing deletes the keychain item', async () => {
    t = startTestCore();
    // The API address typed as the authorization address: no token endpoint there.
    const { profile } = await t.call('profiles:add', draftFor({ authUrl: sandbox.baseUrl }));
    await t.call('profiles:set-secret', { id: profile.id, secret: store().secret });
    const wrongAddress = await t.invoke('profiles:test-connection', { id: profile.id });
    expect(wrongAddress.ok ? 'ok' : wrongAddress.error.code).toBe('not-found');

    const { profile: edited } = await t.call('profiles:update', { id: profile.id, ...draftFor() });
    expect(edited.lastCheck ?? null).toBeNull();
    expect(await t.call('profiles:test-connection', { id: profile.id })).toMatchObject({ expiresIn: 1800 });

    expect(await t.call('profiles:remove', { id: profile.id })).toEqual({ removed: true, secretDeleted: true });
    expect((await t.call('profiles:list', undefined)).map((p) => p.id)).toEqual([t.sandboxProfileId]);
    const gone = await t.invoke('profiles:test-connection', { id: profile.id });
    expect(gone.ok ? 'ok' : gone.error.code).toBe('not-found');
  });

  it('never returns the password in any response', async () => {
    t = startTestCore();
    const secret = `pw-${randomUUID()}`;
    const { profile } = await t.call('profiles:add', draftFor());
    await t.call('profiles:set-secret', { id: profile.id, secret });
    await t.invoke('profiles:test-connection', { id: profile.id });
    await t.invoke('profiles:secret-states', undefined);
    await t.invoke('profiles:list', undefined);
    await t.invoke('profiles:update', { id: profile.id, ...draftFor({ name: 'Переименована' }) });
    expect(t.responses.length).toBeGreaterThan(5);
    for (const response of t.responses) expect(response).not.toContain(secret);
  });
});

describe('keychain states reach the store list as themselves, never as "no password"', () => {
  const probeLines = (stdout: string) =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) =>
          JSON.parse(l) as {
            channel: string;
            result: { ok: boolean; data?: unknown; error?: { code: string; message: string } };
          },
      );
  const envWithoutBus = () => {
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.WITH_KEYRING;
    return env;
  };
  beforeAll(requireTestKeyring);

  it('no Secret Service on the bus: keychain-unavailable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-probe-nobus-'));
    try {
      const config = join(dir, 'session.conf');
      writeFileSync(
        config,
        `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>session</type><listen>unix:tmpdir=${dir}</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>`,
      );
      const { stdout } = await run(
        'dbus-run-session',
        [`--config-file=${config}`, '--', process.execPath, '--import', 'tsx', PROBE, join(dir, 'data'), randomUUID()],
        { cwd: ROOT, env: envWithoutBus(), timeout: 60_000 },
      );
      const lines = probeLines(stdout);
      const states = lines.find((l) => l.channel === 'profiles:secret-states')!.result.data as { state: string }[];
      expect(states.map((s) => s.state)).toEqual(['built-in', 'keychain-unavailable']);
      expect(lines.find((l) => l.channel === 'profiles:test-connection')!.result.error?.code).toBe(
        'keychain-unavailable',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the keyring holding the password is locked: keychain-locked, with how to unlock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-probe-locked-'));
    const account = randomUUID();
    try {
      const script = lockedKeyringScript('"$NODE" --import tsx "$PROBE" "$KEYRING_DIR/data" "$ACCOUNT"');
      const { stdout } = await run('dbus-run-session', ['--', 'bash', '-c', script], {
        cwd: ROOT,
        env: { ...envWithoutBus(), KEYRING_DIR: dir, ACCOUNT: account, NODE: process.execPath, PROBE },
        timeout: 60_000,
      });
      const lines = probeLines(stdout);
      const states = lines.find((l) => l.channel === 'profiles:secret-states')!.result.data as {
        state: string;
        message?: string;
      }[];
      expect(states.map((s) => s.state)).toEqual(['built-in', 'keychain-locked']);
      expect(states[1]!.message).toMatch(/[Uu]nlock/);
      const test = lines.find((l) => l.channel === 'profiles:test-connection')!.result;
      expect(test.error?.code).toBe('keychain-locked');
      const list = lines.find((l) => l.channel === 'profiles:list')!.result.data as {
        lastCheck?: { outcome: string };
      }[];
      expect(list[1]!.lastCheck?.outcome).toBe('keychain-locked');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
