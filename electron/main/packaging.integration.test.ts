import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Installers cannot be built here (electron-builder downloads Electron), so the packaging
// configuration is checked statically, and the bundles that go into the package are built for real.
const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it('flips the security fuses: strict, but the app may run as Node.js for its CLI launcher', () => {
    // Exactly these: runAsNode is on for resources/bin/pharmex (docs/packaging.md, "Fuses"); every
    // other door into the main process stays shut, and a fuse added later must be decided here.
    expect(config.electronFuses).toEqual({
      runAsNode: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
      resetAdHocDarwinSignature: true,
    });
  });

  it('keeps every signing secret out of the repository: no certificate, password or Apple credential key', () => {
    const offending: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (/csc|password|certificate(File|Password|Sha1|SubjectName)|apple|apiKey|keychain|azureSign/i.test(key)) {
          offending.push(`${path}${key}`);
        }
        walk(child, `${path}${key}.`);
      }
    };
    walk(config, '');
    expect(offending).toEqual([]);
    const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
    expect(text).not.toMatch(/-----BEGIN|\.p12|\.pfx|MII[A-Za-z0-9+/]{20}/);
  });

  it('signs Windows with SHA-256 and a timestamp, and notarises macOS under the hardened runtime', () => {
    const win = config.win as { signtoolOptions: Record<string, unknown> };
    expect(win.signtoolOptions).toEqual({
      signingHashAlgorithms: ['sha256'],
      rfc3161TimeStampServer: expect.stringMatching(/^https?:\/\//),
    });
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    expect(config.forceCodeSigning ?? false).toBe(false);
    // A release build refuses to produce unsigned Windows or macOS packages.
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['dist:release']).toContain('-c.forceCodeSigning=true');
  });

  it('uses only option names electron-builder 26 knows (its own JSON schema)', () => {
    const scheme = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as {
      properties: Record<string, unknown>;
      definitions: Record<string, { properties: Record<string, unknown> }>;
    };
    const known = (definition: string) => Object.keys(scheme.definitions[definition]!.properties);
    expect(Object.keys(config).filter((k) => !(k in scheme.properties))).toEqual([]);
    const sections: [string, string][] = [
      ['electronFuses', 'FuseOptionsV1'],
      ['mac', 'MacConfiguration'],
      ['win', 'WindowsConfiguration'],
      ['linux', 'LinuxConfiguration'],
      ['nsis', 'NsisOptions'],
      ['deb', 'DebOptions'],
    ];
    for (const [section, definition] of sections) {
      const keys = Object.keys(config[section] as Record<string, unknown>);
      expect(
        keys.filter((k) => !known(definition).includes(k)),
        section,
      ).toEqual([]);
    }
    const signtool = Object.keys((config.win as { signtoolOptions: object }).signtoolOptions);
    expect(signtool.filter((k) => !known('WindowsSigntoolConfiguration').includes(k))).toEqual([]);
  });

  it('packs into asar from build/ resources, with the product name', () => {
    expect(config.asar).toBe(true);
    expect(config.productName).toBe('Pharmacy Exchange Desk');
    expect((config.directories as Record<string, string>).buildResources).toBe('build');
  });

  it('targets NSIS on Windows, dmg on macOS, AppImage and deb on Linux', () => {
    const targets = (os: string) =>
      ((config[os] as { target: Array<string | { target: string }> }).target ?? []).map((t) =>
        typeof t === 'string' ? t : t.target,
      );
    expect(targets('win')).toEqual(['nsis']);
    expect(targets('mac')).toEqual(['dmg']);
    expect(targets('linux')).toEqual(['AppImage', 'deb']);
  });

  it('packs only the built app, never the web bridge or sources', () => {
    const files = config.files as string[];
    expect(files).toEqual(
      expect.arrayContaining(['dist/electron/**', 'dist/renderer/**', '!dist/web-bridge/**', '!electron/**']),
    );
    const included = files.filter((f) => !f.startsWith('!'));
    expect(included.some((f) => f.includes('web-bridge'))).toBe(false);
    expect(
      included.every((f) => f.startsWith('dist/electron') || f.startsWith('dist/renderer') || f === 'package.json'),
    ).toBe(true);
  });

  it('has the icon electron-builder derives every platform icon from', () => {
    const png = readFileSync(join(root, 'build/icon.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1024);
    expect(png.readUInt32BE(20)).toBe(1024);
  });
});

describe('bundles that go into the package', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'desk-bundle-'));
    const vite = join(root, 'node_modules/.bin/vite');
    for (const mode of ['main', 'preload']) {
      execFileSync(vite, ['build', '--mode', mode, '--outDir', out, '--logLevel', 'error'], {
        cwd: root,
        stdio: 'pipe',
      });
    }
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('builds main and a self-contained CommonJS preload that requires nothing but electron', () => {
    expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(['main.cjs', 'preload.cjs']));
    const preload = readFileSync(join(out, 'preload.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });

  it('exposes exactly window.desk from the contract when the built preload runs', async () => {
    // Electron cannot run here: the preload bundle runs in a VM with a stand-in for the two
    // Electron objects it touches, recording what it exposes and what it sends.
    const exposed: Record<string, unknown> = {};
    const sent: string[] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      // A File the user picked has a path; one made by script has none ('').
      webUtils: { getPathForFile: (file: { picked?: string }) => file.picked ?? '' },
      ipcRenderer: {
        invoke: (channel: string, arg?: unknown) => {
          sent.push(arg === undefined || channel === 'profiles:list' ? channel : `${channel} ${String(arg)}`);
          return Promise.resolve({ ok: true, data: [] });
        },
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const code = readFileSync(join(out, 'preload.cjs'), 'utf8');
    const module = { exports: {} };
    runInNewContext(code, {
      require: (id: string) => {
        if (id !== 'electron') throw new Error(`preload required ${id}`);
        return electron;
      },
      module,
      exports: module.exports,
      console,
    });
    expect(Object.keys(exposed)).toEqual(['desk']);
    const desk = exposed.desk as {
      invoke: (c: string) => Promise<unknown>;
      on: unknown;
      refFile: (file: object) => Promise<{ ok: boolean }>;
    };
    expect(Object.keys(desk).sort()).toEqual(['invoke', 'on', 'refFile']);
    await desk.invoke('profiles:list');
    expect(() => desk.invoke('shell:open-path')).toThrow(/Unknown IPC channel/);
    // refFile sends the picked file's path on the private channel; a forged File never reaches main.
    await desk.refFile({ name: 'stock.json', size: 2, picked: '/home/u/stock.json' });
    expect(await desk.refFile({ name: 'forged.json', size: 2 })).toMatchObject({ ok: false });
    expect(sent).toEqual(['profiles:list', 'desk:register-chosen-file /home/u/stock.json']);
  });

  it('leaves the web bridge out of main and preload', () => {
    for (const file of ['main.cjs', 'preload.cjs']) {
      const code = readFileSync(join(out, file), 'utf8');
      expect(code).not.toContain('__bridge');
      expect(code).not.toContain('startWebBridge');
      expect(code).not.toContain('desk_bridge');
    }
  });
});
