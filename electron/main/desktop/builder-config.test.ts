import { existsSync, readFileSync } from 'node:fs';
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
    const cmd = readFileSync(join(root, 'build/cli/pharmex.cmd'), 'utf8');
    expect(cmd).toContain('set "ELECTRON_RUN_AS_NODE=1"');
    expect(cmd).toContain(
      `"%~dp0..\\..\\${config.productName as string}.exe" "%~dp0..\\app.asar\\dist\\electron\\pharmex.cjs" %*`,
    );
    expect(cmd.split('\r\n').length).toBeGreaterThan(5);
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
});
