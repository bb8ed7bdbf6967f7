import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPDATE_FEED, readDesktopSettings, writeDesktopSettings } from './desktop-settings';

const file = () => join(mkdtempSync(join(tmpdir(), 'desk-settings-')), 'desktop.json');

describe('desktop settings', () => {
  it('defaults: the published feed, no start with the OS', () => {
    expect(readDesktopSettings(file(), {})).toEqual({
      updateFeedUrl: DEFAULT_UPDATE_FEED,
      openAtLogin: false,
      backgroundNoticeShown: false,
    });
  });

  it('keeps good fields of a damaged file and drops the bad ones', () => {
    const f = file();
    writeFileSync(f, JSON.stringify({ updateFeedUrl: 'ftp://x', openAtLogin: true }));
    expect(readDesktopSettings(f, {})).toMatchObject({ updateFeedUrl: DEFAULT_UPDATE_FEED, openAtLogin: true });
  });

  it("takes the pharmacy network's own feed, from the file or the administrator's variable; empty turns updates off", () => {
    const f = file();
    writeDesktopSettings(f, {
      updateFeedUrl: 'https://it.pharmacy.local/desk/',
      openAtLogin: false,
      backgroundNoticeShown: true,
    });
    expect(JSON.parse(readFileSync(f, 'utf8')).updateFeedUrl).toBe('https://it.pharmacy.local/desk/');
    expect(readDesktopSettings(f, {}).updateFeedUrl).toBe('https://it.pharmacy.local/desk/');
    expect(readDesktopSettings(f, { PHARMEX_UPDATE_URL: 'http://10.0.0.5/desk/' }).updateFeedUrl).toBe(
      'http://10.0.0.5/desk/',
    );
    expect(readDesktopSettings(f, { PHARMEX_UPDATE_URL: '' }).updateFeedUrl).toBeNull();
  });

  it('ignores the global recent list an older version wrote (recent files are per store in core now)', () => {
    const f = file();
    writeFileSync(f, JSON.stringify({ openAtLogin: true, recentFiles: ['/f/old.json'] }));
    const settings = readDesktopSettings(f, {});
    expect(settings.openAtLogin).toBe(true);
    expect('recentFiles' in settings).toBe(false);
  });
});
