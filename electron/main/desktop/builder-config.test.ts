import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_UPDATE_FEED } from './desktop-settings';
import { associatedExtensions } from './launch-files';

// The desktop parts of electron-builder.yml (the rest is checked by main/packaging.integration.test.ts,
// including that every option name is one electron-builder 26 knows).
const root = join(import.meta.dirname, '../../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml for a desktop citizen', () => {
  it('publishes a generic update feed at the address the app checks by default', () => {
    expect(config.publish).toEqual([{ provider: 'generic', url: DEFAULT_UPDATE_FEED, channel: 'latest' }]);
  });

  it('offers "Open with" for every file a stock package is read from', () => {
    const associations = config.fileAssociations as Array<{ ext: string; name: string; role: string }>;
    expect(associations.map((a) => a.ext).sort()).toEqual(['csv', 'dbf', 'json', 'xls', 'xlsx']);
    expect(associations.every((a) => a.role === 'Viewer' && a.name.length > 0)).toBe(true);
    // A second launch with such a file hands it to the running window: the same list.
    expect(associations.map((a) => `.${a.ext}`).sort()).toEqual([...associatedExtensions].sort());
  });

  it('ships the tray icon beside the app, where main looks for it', () => {
    expect(config.extraResources).toEqual(expect.arrayContaining([{ from: 'build/icons/32x32.png', to: 'tray.png' }]));
    expect(readFileSync(join(root, 'build/icons/32x32.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(readFileSync(join(root, 'electron/main/background-ports.ts'), 'utf8')).toContain("'tray.png'");
  });

  it('installs the CLI launchers beside the app, the Windows one naming the same files as the shell one', () => {
    expect(config.extraResources).toEqual(
      expect.arrayContaining([{ from: 'build/cli', to: 'bin', filter: ['pharmex', 'pharmex.cmd'] }]),
    );
    expect((config.linux as { executableName: string }).executableName).toBe('pharmacy-exchange-desk');
    // cmd.exe cannot run here: the Windows launcher is read. It runs the product's .exe as Node.js
    // (the shell launcher is run for real in cli-bundle.integration.test.ts), passes every argument
    // (%*) and returns the CLI's exit code.
    const cmd = readFileSync(join(root, 'build/cli/pharmex.cmd'), 'utf8');
    const lines = cmd.split('\r\n').filter((line) => line !== '' && !line.startsWith('rem '));
    expect(lines).toEqual([
      '@echo off',
      'setlocal',
      `set "runtime=%~dp0..\\..\\${config.productName as string}.exe"`,
      'if defined PHARMEX_LAUNCHER_RUNTIME set "runtime=%PHARMEX_LAUNCHER_RUNTIME%"',
      'set "ELECTRON_RUN_AS_NODE=1"',
      '"%runtime%" "%~dp0..\\app.asar\\dist\\electron\\pharmex.cjs" %*',
      'exit /b %ERRORLEVEL%',
    ]);
    expect(cmd.replaceAll('\r\n', '')).not.toContain('\n');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain('build:cli');
  });

  it('ships the user guides with every screenshot they link', () => {
    expect(config.extraResources).toEqual(
      expect.arrayContaining([
        { from: 'docs', to: 'guide', filter: ['user-guide.ru.md', 'user-guide.en.md', 'images/*.png'] },
      ]),
    );
    for (const guide of ['user-guide.ru.md', 'user-guide.en.md']) {
      const text = readFileSync(join(root, 'docs', guide), 'utf8');
      const linked = [...text.matchAll(/!\[[^\]]*\]\((images\/[^)]+)\)/g)].map((m) => m[1]!);
      expect(linked.length).toBeGreaterThan(0);
      // Only PNGs under images/ are shipped (the filter above) and shown (the Guide screen).
      expect(
        linked.filter((path) => !/^images\/[a-z0-9-]+\.png$/.test(path) || !existsSync(join(root, 'docs', path))),
      ).toEqual([]);
    }
  });

  it('builds the same installers without the CLI for an administrator who wants none (npm run dist:no-cli)', () => {
    const noCli = createRequire(import.meta.url)(join(root, 'electron-builder.no-cli.cjs')) as Record<string, unknown>;
    const { electronFuses, extraResources, files, ...rest } = noCli;
    const { electronFuses: baseFuses, extraResources: baseResources, files: baseFiles, ...baseRest } = config;
    // The fuse off, the launchers and the bundle out; nothing else differs.
    expect((baseFuses as Record<string, boolean>).runAsNode).toBe(true);
    expect(electronFuses).toEqual({ ...(baseFuses as object), runAsNode: false });
    expect(extraResources).toEqual((baseResources as Array<{ to: string }>).filter((r) => r.to !== 'bin'));
    expect((extraResources as Array<{ to: string }>).some((r) => r.to === 'bin')).toBe(false);
    expect(files).toEqual([...(baseFiles as string[]), '!dist/electron/pharmex.cjs']);
    expect(rest).toEqual(baseRest);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['dist:no-cli']).toContain('--config electron-builder.no-cli.cjs');
  });
});
