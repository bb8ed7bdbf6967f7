import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { lockedKeyringScript } from '@tests/kits/core/secrets/locked-keyring-script';
import { createKeychainSecretStore, KEYCHAIN_SERVICE } from './keychain-secret-store';

const run = promisify(execFile);
const PROBE = join(import.meta.dirname, '../../../tests/kits/core/secrets/keychain-probe.ts');
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Fails (never skips) when the suite is not inside scripts/with-keyring.sh's private keyring. */
function requireTestKeyring(): void {
  if (process.env.WITH_KEYRING !== '1' || !process.env.DBUS_SESSION_BUS_ADDRESS) {
    throw new Error(
      'These tests use the real Secret Service and must run inside a private, unlocked test keyring: ' +
        'run them through scripts/with-keyring.sh, e.g. `scripts/with-keyring.sh npx vitest run electron/core/secrets` ' +
        '(plain `npx vitest` has no session bus, or would touch your own login keyring).',
    );
  }
}

/** `secret-tool lookup` as another program sees the item (keyring-rs files `service` + `username`). */
async function secretToolLookup(account: string): Promise<string | null> {
  try {
    const { stdout } = await run('secret-tool', ['lookup', 'service', KEYCHAIN_SERVICE, 'username', account]);
    return stdout;
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return null; // secret-tool's "not found"
    throw error;
  }
}

interface ProbeLine {
  op: string;
  ok: boolean;
  value?: unknown;
  code?: string;
  message?: string;
}

const parseProbe = (stdout: string): ProbeLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as ProbeLine);

/** Runs the probe in a child process with the given environment (no inherited session bus unless given). */
async function probe(env: NodeJS.ProcessEnv, command: string, args: string[]): Promise<ProbeLine[]> {
  try {
    const { stdout } = await run(command, args, { cwd: ROOT, env, timeout: 60_000 });
    return parseProbe(stdout);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} failed: ${(error as Error).message}\nstdout: ${stdout}\nstderr: ${stderr}`);
  }
}

function envWithoutBus(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DBUS_SESSION_BUS_ADDRESS;
  delete env.DISPLAY;
  delete env.WITH_KEYRING;
  return env;
}

describe('keychain secret store on the real Secret Service', () => {
  const store = createKeychainSecretStore();
  const created: string[] = [];
  beforeAll(requireTestKeyring);
  afterAll(async () => {
    if (process.env.WITH_KEYRING !== '1') return;
    for (const account of created) await store.delete(account).catch(() => undefined);
  });
  const newAccount = () => {
    const account = randomUUID();
    created.push(account);
    return account;
  };

  it('round-trips a secret that secret-tool sees under the lower-cased store GUID', async () => {
    const account = newAccount();
    expect(await store.get(account)).toBeNull();
    await store.set(account.toUpperCase(), 'first-secret');
    expect(await secretToolLookup(account)).toBe('first-secret');
    expect(await store.get(account)).toBe('first-secret');

    await store.set(account, 'second sécret ✓'); // overwrite, non-ASCII
    expect(await secretToolLookup(account)).toBe('second sécret ✓');
    expect(await store.get(account.toUpperCase())).toBe('second sécret ✓');

    expect(await store.delete(account)).toBe(true);
    expect(await secretToolLookup(account)).toBeNull();
    expect(await store.get(account)).toBeNull();
    expect(await store.delete(account)).toBe(false);
  });

  it('reads an item another program filed with the same attributes', async () => {
    const account = newAccount();
    await run(
      'bash',
      [
        '-c',
        `printf %s "$SECRET" | secret-tool store --label=external service ${KEYCHAIN_SERVICE} username ${account}`,
      ],
      { env: { ...process.env, SECRET: 'from-secret-tool' } },
    );
    expect(await store.get(account)).toBe('from-secret-tool');
  });

  it('keeps stores apart', async () => {
    const a = newAccount();
    const b = newAccount();
    await store.set(a, 'secret-a');
    await store.set(b, 'secret-b');
    expect([await store.get(a), await store.get(b)]).toEqual(['secret-a', 'secret-b']);
  });
});

describe('keychain secret store input checks', () => {
  const store = createKeychainSecretStore();

  it('refuses an account that is not a store GUID and an empty secret, before touching the keychain', async () => {
    await expect(store.get('not-a-guid')).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(store.set(randomUUID(), '')).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(store.get('not-a-guid')).rejects.toBeInstanceOf(DeskError);
  });
});

describe('keychain failures in child processes', () => {
  const account = randomUUID();

  it('reports keychain-unavailable, not "no secret", when there is no session bus', async () => {
    const lines = await probe(envWithoutBus(), process.execPath, [
      '--import',
      'tsx',
      PROBE,
      account,
      'get',
      'set=s3cret',
      'delete',
    ]);
    expect(lines.map((l) => [l.op, l.ok, l.code])).toEqual([
      ['get', false, 'keychain-unavailable'],
      ['set=s3cret', false, 'keychain-unavailable'],
      ['delete', false, 'keychain-unavailable'],
    ]);
    expect(lines[0]!.message).toMatch(/Secret Service/);
    expect(lines[0]!.message).toMatch(/never kept in plain text/);
    expect(lines[1]!.message).not.toContain('s3cret');
  });

  it('reports keychain-unavailable when the session bus has no Secret Service provider', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-nobus-'));
    try {
      // A session bus with no activatable services: nothing answers org.freedesktop.secrets.
      const config = join(dir, 'session.conf');
      writeFileSync(
        config,
        `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>session</type><listen>unix:tmpdir=${dir}</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>`,
      );
      const lines = await probe(envWithoutBus(), 'dbus-run-session', [
        `--config-file=${config}`,
        '--',
        process.execPath,
        '--import',
        'tsx',
        PROBE,
        account,
        'get',
        'set=s3cret',
      ]);
      expect(lines.map((l) => [l.op, l.ok, l.code])).toEqual([
        ['get', false, 'keychain-unavailable'],
        ['set=s3cret', false, 'keychain-unavailable'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports keychain-locked, never "no secret", when the keyring holding the item is locked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-locked-'));
    const absent = randomUUID();
    try {
      // Own bus and own keyring daemon: unlock it, file the item, lock the collection, then probe.
      const script = lockedKeyringScript(
        '"$NODE" --import tsx "$PROBE" "$ACCOUNT" get set=replacement delete\n"$NODE" --import tsx "$PROBE" "$ABSENT" get',
      );
      const lines = await probe(
        { ...envWithoutBus(), KEYRING_DIR: dir, ACCOUNT: account, ABSENT: absent, NODE: process.execPath, PROBE },
        'dbus-run-session',
        ['--', 'bash', '-c', script],
      );
      expect(lines.map((l) => [l.op, l.ok, l.code])).toEqual([
        ['get', false, 'keychain-locked'],
        ['set=replacement', false, 'keychain-locked'],
        ['delete', false, 'keychain-locked'],
        // Secret Service can search a locked keyring, so an item that is not there is known to be absent.
        ['get', true, undefined],
      ]);
      expect(lines[0]!.message).toMatch(/locked/);
      expect(lines[0]!.message).toMatch(/[Uu]nlock/);
      expect(lines[3]!.value).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
