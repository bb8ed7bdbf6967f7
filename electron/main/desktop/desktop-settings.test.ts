import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPDATE_FEED, readDesktopSettings, withRecentFile, writeDesktopSettings } from './desktop-settings';

const file = () => join(mkdtempSync(join(tmpdir(), 'desk-settings-')), 'desktop.json');

describe('desktop settings', () => {
  it('defaults: the published feed, no start with the OS', () => {
    expect(readDesktopSettings(file(), {})).toEqual({
      updateFeedUrl: DEFAULT_UPDATE_FEED,
      openAtLogin: false,
      backgroundNoticeShown: false,
      recentFiles: [],
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
      recentFiles: [],
    });
    expect(JSON.parse(readFileSync(f, 'utf8')).updateFeedUrl).toBe('https://it.pharmacy.local/desk/');
    expect(readDesktopSettings(f, {}).updateFeedUrl).toBe('https://it.pharmacy.local/desk/');
    expect(readDesktopSettings(f, { PHARMEX_UPDATE_URL: 'http://10.0.0.5/desk/' }).updateFeedUrl).toBe(
      'http://10.0.0.5/desk/',
    );
    expect(readDesktopSettings(f, { PHARMEX_UPDATE_URL: '' }).updateFeedUrl).toBeNull();
  });

  it('keeps the ten latest recent files, the reopened one first', () => {
    let settings = readDesktopSettings(file(), {});
    for (let i = 0; i < 12; i += 1) settings = withRecentFile(settings, `/f/${i}.json`);
    settings = withRecentFile(settings, '/f/5.json');
    expect(settings.recentFiles).toEqual([
      '/f/5.json',
      '/f/11.json',
      '/f/10.json',
      '/f/9.json',
      '/f/8.json',
      '/f/7.json',
      '/f/6.json',
      '/f/4.json',
      '/f/3.json',
      '/f/2.json',
    ]);
  });
});
