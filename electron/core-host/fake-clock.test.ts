import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '@core/ports';
import { clockFromEnv, fakeClock, fakeNowVariable, parseFakeNow } from './fake-clock';

describe('DESK_FAKE_NOW', () => {
  it('starts the clock at the given instant and lets it run at real speed', () => {
    let real = 1_000_000;
    const clock = fakeClock(new Date('2026-11-23T06:00:00+03:00'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-23T03:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-23T03:01:30.000Z');
  });

  it('is the real clock when unset or empty, and a fake one when set', () => {
    expect(clockFromEnv({})).toBe(systemClock);
    expect(clockFromEnv({ [fakeNowVariable]: '' })).toBe(systemClock);
    const fake = clockFromEnv({ [fakeNowVariable]: '2026-11-23T12:00:00+03:00' });
    expect(Math.abs(fake.now().getTime() - Date.parse('2026-11-23T09:00:00Z'))).toBeLessThan(5_000);
  });

  it('refuses a value without an offset, naming the variable and an example', () => {
    for (const bad of ['2026-11-23T06:00:00', 'tomorrow', '2026-13-01T00:00:00+03:00']) {
      expect(() => parseFakeNow(bad)).toThrow(
        /DESK_FAKE_NOW=".*" is not a date-time with a time zone offset.*2026-11-23T06:00:00\+03:00/,
      );
    }
  });

  it('is never read by the packaged app (electron/main, electron/preload, the Electron host entry)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        .map((e) => join(e.parentPath, e.name));
    const app = [
      ...sources(join(import.meta.dirname, '../main')),
      ...sources(join(import.meta.dirname, '../preload')),
      join(import.meta.dirname, 'electron-host-entry.ts'),
    ];
    expect(app.length).toBeGreaterThan(5);
    const offenders = app.filter((f) => /DESK_FAKE_NOW|fake-clock|web-bridge\//.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
