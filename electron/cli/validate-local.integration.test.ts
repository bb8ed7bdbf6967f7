import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from './exit-codes';
import { spawnCli } from '@tests/kits/cli/cli-runner';

// `validate FILE` without --server: this PC's check only (no store, no keychain).
let dir: string;
const file = (name: string) => join(dir, name);
const validate = (name: string, ...more: string[]) =>
  spawnCli(['validate', file(name), '--data-dir', join(dir, 'data'), ...more]);

/** Windows-1251 bytes of a text (Cyrillic letters, Ё/ё and №). */
const cp1251 = (text: string) =>
  Buffer.from(
    Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      if (c < 0x80) return c;
      if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
      return ({ Ё: 0xa8, ё: 0xb8, '№': 0xb9 } as Record<string, number>)[ch] ?? 0x3f;
    }),
  );

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-validate-'));
  const row = '{"prtId": "А-1", "nnt": 1, "qnt": 1, "prcOptNds": 10, "man": "Фармстандарт", "nds": null, "prcret": 12}';
  writeFileSync(file('warnings.json'), `{"date": "2024-05-10T06:00:00+03:00", "stocks": [\n  ${row}\n]}`);
  writeFileSync(
    file('win.json'),
    cp1251(
      '{"date": "2024-05-10T06:00:00+03:00", "stocks": [{"prtId": "Партия №1", "nnt": 1, "qnt": 1, "prcOptNds": 10, "man": "Фармстандарт-Лексредства"}]}',
    ),
  );
  // The hostile shapes, smaller than in the benchmark (size is not the point here).
  writeFileSync(file('nested.json'), `${'['.repeat(6000)}${']'.repeat(6000)}`);
  writeFileSync(file('brackets.json'), '['.repeat(1_000_000));
  writeFileSync(file('long-array.json'), `{"date": "2024-05-10T06:00:00+03:00", "stocks": [${'0,'.repeat(300_000)}0]}`);
  writeFileSync(
    file('one-field-rows.json'),
    `{"date": "2024-05-10T06:00:00+03:00", "stocks": [${'{"a":1},'.repeat(100_000)}{"a":1}]}`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('validate: this PC’s check', () => {
  it('lists warnings with line and position and exits 0 when there are no errors', async () => {
    const run = await validate('warnings.json');
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(run.stdout).toContain('ошибок нет');
    expect(run.stdout).toMatch(/предупреждений: 2/);
    expect(run.stdout).toMatch(/\[предупреждение\] запись №1, строка 2, поз\. \d+: nds/);
    expect(run.stdout).toContain('может быть, имелось в виду prcRet?');
  }, 60_000);

  it('reads a Windows-1251 file, says it converted it, and checks the converted text', async () => {
    const run = await validate('win.json', '--json');
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    const doc = JSON.parse(run.stdout) as { file: { encoding: { name: string; notice: string } }; valid: boolean };
    expect(doc.file.encoding).toMatchObject({ name: 'windows-1251', notice: 'converted' });
    expect(doc.valid).toBe(true);
    const text = await validate('win.json');
    expect(text.stdout).toContain('Файл был в кодировке Windows-1251; преобразован в UTF-8');
  }, 60_000);

  it.each([
    ['nested.json', /вложены глубже 64 уровней/],
    ['brackets.json', /вложены глубже 64 уровней/],
    ['long-array.json', /ошибок: 300001 \(перечислены первые 10000\)/],
    ['one-field-rows.json', /ошибок: 400004 \(перечислены первые 10000\)/],
  ])(
    'answers a hostile file (%s) with a finding and exit 3',
    async (name, finding) => {
      const run = await validate(name, '--limit', '3');
      expect(run.code, run.stderr).toBe(ExitCode.invalid);
      expect(run.stdout).toMatch(finding);
    },
    90_000,
  );
});
