import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The script runs with PATH limited to a folder of stand-ins that log how they were called,
// so every branch (all present, root, sudo, no sudo, no apt) is exercised without touching apt.
const script = join(import.meta.dirname, 'install-os-deps.sh');
const debianPackages = ['chromium', 'fonts-dejavu-core', 'gnome-keyring', 'dbus', 'dbus-x11', 'libsecret-tools'];
const toolCommands = ['chromium', 'gnome-keyring-daemon', 'dbus-run-session', 'dbus-launch', 'secret-tool'];
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Fakes = { apt: boolean; sudo: boolean; uid: number; installed: string[]; commands?: string[] };

function run(fakes: Fakes) {
  const bin = mkdtempSync(join(tmpdir(), 'os-deps-'));
  dirs.push(bin);
  const log = join(bin, 'calls.log');
  writeFileSync(log, '');
  const fake = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/bash\necho "${name} $*" >> "${log}"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  fake('id', `echo ${fakes.uid}`);
  symlinkSync('/usr/bin/env', join(bin, 'env'));
  if (fakes.apt) {
    fake('apt-get', 'exit 0');
    const installed = fakes.installed.join(' ');
    fake(
      'dpkg-query',
      `for p in ${installed}; do [ "$p" = "\${@: -1}" ] && { echo -n "install ok installed"; exit 0; }; done; exit 1`,
    );
  }
  if (fakes.sudo) fake('sudo', 'exec "$@"');
  for (const cmd of fakes.commands ?? []) fake(cmd, 'exit 0');
  const result = spawnSync('/bin/bash', [script], { env: { PATH: bin }, encoding: 'utf8' });
  const calls = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('dpkg-query') && !line.startsWith('id'));
  return { ...result, calls };
}

describe('install-os-deps.sh', () => {
  it('calls no apt at all when every package is installed', () => {
    const result = run({ apt: true, sudo: true, uid: 1000, installed: debianPackages });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('all present');
    expect(result.calls).toEqual([]);
  });

  it('installs only the missing packages, without sudo as root', () => {
    const result = run({ apt: true, sudo: true, uid: 0, installed: ['chromium', 'dbus', 'fonts-dejavu-core'] });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq gnome-keyring dbus-x11 libsecret-tools',
    ]);
  });

  it('uses sudo when not root, keeping the non-interactive front end', () => {
    const result = run({ apt: true, sudo: true, uid: 1000, installed: debianPackages.slice(1) });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      'sudo apt-get update -qq',
      'apt-get update -qq',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      'apt-get install -y -qq chromium',
    ]);
  });

  it('explains what to run when not root and sudo is missing', () => {
    const result = run({ apt: true, sudo: false, uid: 1000, installed: [] });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not root and no sudo');
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.calls).toEqual([]);
  });

  it('on a system without apt, names the missing tools and stops with a clear message', () => {
    const result = run({
      apt: false,
      sudo: true,
      uid: 1000,
      installed: [],
      commands: ['chromium', 'dbus-run-session'],
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not Debian or Ubuntu');
    expect(result.stderr).toContain('Missing: gnome-keyring-daemon dbus-launch secret-tool.');
    expect(result.calls).toEqual([]);
  });

  it('on a system without apt but with every tool, goes on', () => {
    const result = run({ apt: false, sudo: false, uid: 1000, installed: [], commands: toolCommands });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('every tool the tests need is present');
  });
});
