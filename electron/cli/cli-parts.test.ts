import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/ipc/result';
import { ArgsError, parseArgs } from './args';
import { defaultDataDir } from './data-dir';
import { ExitCode, exitCodeFor } from './exit-codes';
import { pickLanguage } from './locale';
import { createProgress } from './progress';
import { en, ru } from './strings/cli-strings';

describe('parseArgs', () => {
  const spec = { json: 'boolean', store: 'string', override: 'list' } as const;

  it('takes flags anywhere, with = or a separate value, lists repeated or comma-separated; -- ends flags', () => {
    const parsed = parseArgs(
      [
        'upload',
        '--store=3',
        'a.json',
        '--override',
        'row-drop,empty-full',
        '--json',
        '--override=invalid-package',
        '--',
        '--not-a-flag',
      ],
      spec,
    );
    expect(parsed.positionals).toEqual(['upload', 'a.json', '--not-a-flag']);
    expect(parsed.flags).toEqual({ store: '3', json: true, override: ['row-drop', 'empty-full', 'invalid-package'] });
  });

  it('refuses unknown flags, a missing value and a value for a switch', () => {
    expect(() => parseArgs(['--stroe', 'x'], spec)).toThrow(new ArgsError('unknown-flag', '--stroe'));
    expect(() => parseArgs(['--store'], spec)).toThrow(new ArgsError('missing-value', '--store'));
    expect(() => parseArgs(['--store', '--json'], spec)).toThrow(new ArgsError('missing-value', '--store'));
    expect(() => parseArgs(['--json=yes'], spec)).toThrow(new ArgsError('no-value-expected', '--json'));
  });

  it('keeps negative numbers and "-" as positionals', () => {
    expect(parseArgs(['-5', '-'], spec).positionals).toEqual(['-5', '-']);
  });

  it('reads the short aliases of flags the command has, and names the argument as typed otherwise', () => {
    expect(parseArgs(['-y', 'x'], { yes: 'boolean' })).toEqual({ flags: { yes: true }, positionals: ['x'] });
    expect(() => parseArgs(['-h'], spec)).toThrow(new ArgsError('unknown-flag', '--help'));
    expect(() => parseArgs(['-yh'], { yes: 'boolean', help: 'boolean' })).toThrow(new ArgsError('unknown-flag', '-yh'));
    expect(() => parseArgs(['-store=1'], spec)).toThrow(new ArgsError('unknown-flag', '-store'));
    expect(() => parseArgs(['--stroe=1'], spec)).toThrow(new ArgsError('unknown-flag', '--stroe'));
  });

  it('takes a value that starts with one dash, an empty inline value, and the last of a repeated string', () => {
    expect(parseArgs(['--store', '-x', '--store=', '--override', ' a , ,b '], spec).flags).toEqual({
      store: '',
      override: ['a', 'b'],
    });
    expect(parseArgs(['--store', '1', '--store', '2'], spec).flags).toEqual({ store: '2' });
  });
});

describe("defaultDataDir: the desktop app's userData", () => {
  it('follows Electron on each platform', () => {
    expect(defaultDataDir('linux', {}, '/home/ann')).toBe('/home/ann/.config/Pharmacy Exchange Desk');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/ann')).toBe('/cfg/Pharmacy Exchange Desk');
    expect(defaultDataDir('darwin', {}, '/Users/ann')).toBe(
      '/Users/ann/Library/Application Support/Pharmacy Exchange Desk',
    );
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'C:\\Users\\ann')).toMatch(
      /Roaming[\\/]Pharmacy Exchange Desk$/,
    );
  });
});

describe('language', () => {
  it('is Russian unless the locale is English, LC_ALL first', () => {
    expect(pickLanguage({})).toBe('ru');
    expect(pickLanguage({ LANG: 'en_US.UTF-8' })).toBe('en');
    expect(pickLanguage({ LANG: 'en' })).toBe('en');
    expect(pickLanguage({ LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(pickLanguage({ LANG: 'en_US.UTF-8', LC_ALL: 'ru_RU.UTF-8' })).toBe('ru');
    expect(pickLanguage({ LANG: 'eng' })).toBe('ru');
  });

  it('has the same keys in both languages, and a text for every core error code', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'function'
        ? 'fn'
        : Array.isArray(value)
          ? value.length
          : typeof value === 'object' && value !== null
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
            : typeof value;
    const ruShape = shape(ru) as { upload: { statusNames: number } };
    const enShape = shape(en) as typeof ruShape;
    // yesAnswers differ in length on purpose (да/д); compare everything else.
    expect({ ...enShape, common: undefined }).toEqual({ ...ruShape, common: undefined });
    expect(Object.keys(en.common).sort()).toEqual(Object.keys(ru.common).sort());
    for (const code of errorCodes) {
      expect(ru.errors.codes[code], code).toBeTruthy();
      expect(en.errors.codes[code], code).toBeTruthy();
    }
  });
});

describe('exit codes', () => {
  it('groups core errors by what a script should do next', () => {
    expect(exitCodeFor('invalid-client')).toBe(ExitCode.refused);
    expect(exitCodeFor('rate-limited')).toBe(ExitCode.refused);
    expect(exitCodeFor('network')).toBe(ExitCode.unreachable);
    expect(exitCodeFor('timeout')).toBe(ExitCode.unreachable);
    expect(exitCodeFor('keychain-locked')).toBe(ExitCode.keychain);
    expect(exitCodeFor('secret-missing')).toBe(ExitCode.keychain);
    expect(exitCodeFor('validation-failed')).toBe(ExitCode.invalid);
    expect(exitCodeFor('guard-rail')).toBe(ExitCode.guardRail);
    expect(exitCodeFor('outcome-unknown')).toBe(ExitCode.outcomeUnknown);
    expect(exitCodeFor('app-stopped')).toBe(ExitCode.internal);
    expect(new Set(Object.values(ExitCode)).size).toBe(Object.keys(ExitCode).length);
  });
});

describe('progress', () => {
  const sink = (isTTY: boolean) => {
    const out = { text: '', isTTY, columns: 60, write: (s: string) => void (out.text += s) };
    return out;
  };

  it('draws a bar in place on a terminal and clears it', () => {
    let now = 0;
    const stream = sink(true);
    const p = createProgress(stream, 'bar', () => now);
    p.update('Статус: 0 Принят', 1 / 3);
    now += 500;
    p.update('Статус: 2 Обработан', 1);
    p.done('готово');
    expect(stream.text).toContain('\r\x1b[2K[████████░░░░░░░░░░░░░░░░]  33% Статус: 0 Принят');
    expect(stream.text).toContain('100% Статус: 2 Обработан');
    expect(stream.text.endsWith('\r\x1b[2Kготово\n')).toBe(true);
  });

  it('writes one plain line per step otherwise', () => {
    const stream = sink(false);
    const p = createProgress(stream, 'lines');
    p.update('Статус: 0 Принят', 0.33);
    p.update('Статус: 0 Принят', 0.34);
    p.update('Статус: 2 Обработан', 1);
    p.done();
    expect(stream.text).toBe('Статус: 0 Принят (33%)\nСтатус: 2 Обработан (100%)\n');
  });
});
