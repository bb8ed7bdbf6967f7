import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { createDictionaryStore } from '../sandbox/dictionaries-link';
import { ExitCode } from './exit-codes';

// The CLI's embedded Sandbox (seed 1, small scale): its goods by name, in an export without codes.
let dir: string;
let dataDir: string;
const file = (name: string) => join(dir, name);
const goods = createDictionaryStore({ scale: 'small', seed: 1, storeIds: [] }).goodsSample(4);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-links-'));
  dataDir = join(dir, 'data');
  const lines = [
    'Остатки товаров по аптеке',
    'Код;Наименование;Код партии;Остаток;Цена закупки с НДС;Годен до',
    ...goods.map((g, i) => `НЕТ-${i + 1};${g.name};ПАРТ-${i + 1};3;120,50;31.12.2027 0:00:00`),
  ];
  writeFileSync(file('export.csv'), encodeWindows1251(lines.join('\r\n')));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pharmex links and the codes of convert/upload', () => {
  it('prints the codes by source, refuses to upload rows without a code, suggests the products by name', async () => {
    expect((await runCliInProcess(['dict', 'sync', '--data-dir', dataDir])).code).toBe(ExitCode.ok);

    const upload = await runCliInProcess(['upload', file('export.csv'), '--full', '--data-dir', dataDir]);
    expect(upload.code).toBe(ExitCode.invalid);
    expect(upload.stdout + upload.stderr).toContain('не найдены — 4');
    expect(upload.stdout + upload.stderr).toContain('код оператора (nnt) не найден');

    const suggest = await runCliInProcess([
      'links',
      'suggest',
      file('export.csv'),
      '--out',
      file('suggestions.csv'),
      '--data-dir',
      dataDir,
    ]);
    expect(suggest.code).toBe(ExitCode.ok);
    expect(suggest.stdout).toContain('строк без кода — 4');
    const csv = readFileSync(file('suggestions.csv'), 'utf8');
    expect(csv.startsWith('\uFEFFСтрока;Код аптеки;Наименование;Штрихкод;ННТ;Товар оператора;Уверенность')).toBe(true);
    // Each row's first suggestion is a product of exactly its name (several goods may share one:
    // other makers; the export names none here), with high confidence.
    for (const g of goods) expect(csv).toContain(`;${g.name};высокая;`);

    const json = await runCliInProcess([
      'links',
      'suggest',
      file('export.csv'),
      '--out',
      file('suggestions.json'),
      '--data-dir',
      dataDir,
    ]);
    expect(json.code).toBe(ExitCode.ok);
    const rows = JSON.parse(readFileSync(file('suggestions.json'), 'utf8')) as {
      sku: string;
      suggestions: { product: { nnt: number; name: string }; confidence: string; matchedWords: string[] }[];
    }[];
    expect(rows.map((r) => r.sku)).toEqual(['НЕТ-1', 'НЕТ-2', 'НЕТ-3', 'НЕТ-4']);
    rows.forEach((r, i) => {
      expect(r.suggestions[0]).toMatchObject({ product: { name: goods[i]!.name }, confidence: 'high' });
      expect(r.suggestions[0]!.matchedWords.length).toBeGreaterThan(2);
    });

    const confirmed = await runCliInProcess(['links', 'confirmed', '--data-dir', dataDir]);
    expect(confirmed.code).toBe(ExitCode.ok);
    expect(confirmed.stdout).toContain('Подтверждённых кодов нет.');
  }, 120_000);
});
