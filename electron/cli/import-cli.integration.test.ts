import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWindows1251, sampleBatches, sampleXlsx } from '@tests/kits/core/import/import-files';
import { createDictionaryStore } from '../sandbox/dictionaries-link';
import { ExitCode } from './exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';

// Run under scripts/with-keyring.sh: the CLI uses the real OS keychain (Secret Service).

let dir: string;
let dataDir: string;
const file = (name: string) => join(dir, name);
const goods = createDictionaryStore({ scale: 'small', seed: 1, storeIds: [] }).goodsSample(6);

/** A Windows-1251 `;` export of the goods the embedded Sandbox knows; `qnt` per batch. */
function csvOf(qnts: readonly number[]): Uint8Array {
  const lines = [
    'Код партии;Код АСНА;Остаток;Цена закупки с НДС;Цена розничная;ЖНВЛП;Предельная цена;Ставка НДС;Годен до',
  ];
  goods.forEach((g, i) => {
    if (qnts[i] === undefined) return;
    const ret = 100 + i * 10;
    lines.push(
      [
        `ИМП-${i + 1}`,
        g.nnt,
        qnts[i],
        `${ret * 0.8},50`,
        `${ret},00`,
        g.gnvls ? 'да' : 'нет',
        g.gnvls ? `${ret * 1.2},00` : '',
        g.vat === 0 ? 'без НДС' : g.vat,
        '31.01.2028',
      ].join(';'),
    );
  });
  return encodeWindows1251(lines.join('\r\n'));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-import-'));
  dataDir = join(dir, 'data');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pharmex convert, upload of a CSV, changes', () => {
  it('convert prints what it detected and the mapping, writes a valid package; exit 3 with located findings', async () => {
    writeFileSync(file('stock.csv'), csvOf([5, 3, 1, 2, 4, 6]));
    const run = await runCliInProcess([
      'convert',
      file('stock.csv'),
      '--out',
      file('stock.json'),
      '--save-mapping',
      file('map.json'),
      '--data-dir',
      dataDir,
    ]);
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(run.stdout).toContain('кодировка windows-1251');
    expect(run.stdout).toContain('разделитель «;»');
    expect(run.stdout).toContain('nnt ← «Код АСНА»');
    const pkg = JSON.parse(readFileSync(file('stock.json'), 'utf8')) as { stocks: { prtId: string; qnt: number }[] };
    expect(pkg.stocks.map((r) => r.prtId)).toEqual(['ИМП-1', 'ИМП-2', 'ИМП-3', 'ИМП-4', 'ИМП-5', 'ИМП-6']);
    expect(JSON.parse(readFileSync(file('map.json'), 'utf8'))).toMatchObject({
      columns: { qnt: 'Остаток' },
      encoding: 'windows-1251',
    });

    const xlsx = await sampleXlsx(
      sampleBatches(3).map((b, i) => (i === 1 ? { ...b, qnt: 'много' as never } : b)),
      5,
    );
    writeFileSync(file('bad.xlsx'), xlsx);
    const bad = await runCliInProcess(
      ['convert', file('bad.xlsx'), '--sheet', 'Остатки', '--out', file('bad.json'), '--data-dir', dataDir],
      {
        env: { LANG: 'en_GB.UTF-8' },
      },
    );
    expect(bad.code).toBe(ExitCode.invalid);
    expect(bad.stdout).toContain('sheet "Остатки", row 7, column C "Количество": qnt: not a number');
  }, 60_000);

  it('uploads the CSV to the Sandbox (Processed), then builds and sends changes against the read-back snapshot', async () => {
    const up = await runCliInProcess([
      'upload',
      file('stock.csv'),
      '--full',
      '--wait',
      '--yes',
      '--mapping',
      file('map.json'),
      '--data-dir',
      dataDir,
    ]);
    expect(up.code, up.stderr + up.stdout).toBe(ExitCode.ok);
    expect(up.stdout).toMatch(/Итоговый статус: 2 Обработан/);
    const pull = await runCliInProcess(['stocks', 'pull', '--data-dir', dataDir]);
    expect(pull.code, pull.stderr).toBe(ExitCode.ok);

    writeFileSync(file('next.csv'), csvOf([9, 3, 1, 2, 4]));
    const ch = await runCliInProcess([
      'changes',
      file('next.csv'),
      '--out',
      file('changes.json'),
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(ch.code, ch.stderr).toBe(ExitCode.ok);
    const doc = JSON.parse(ch.stdout) as { counts: Record<string, number>; baseTakenAt: string };
    // Every batch of the new list is counted once; batches of the snapshot missing from it run out.
    expect(doc.counts.added + doc.counts.changed + doc.counts.unchanged).toBe(5);
    expect(doc.counts.runOut).toBeGreaterThan(0);
    const pkg = JSON.parse(readFileSync(file('changes.json'), 'utf8')) as { stocks: { prtId: string; qnt: number }[] };
    expect(pkg.stocks).toHaveLength(doc.counts.added + doc.counts.changed + doc.counts.runOut);
    const gone = pkg.stocks.filter((r) => !r.prtId.startsWith('ИМП-'));
    expect(gone.length).toBe(doc.counts.runOut);
    expect(gone.every((r) => r.qnt === 0)).toBe(true);

    // Against the last processed full upload: the very file the ledger kept, so exactly its batches count.
    const lastFull = await runCliInProcess([
      'changes',
      file('next.csv'),
      '--against',
      'last-full',
      '--out',
      file('changes-last-full.json'),
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(lastFull.code, lastFull.stderr).toBe(ExitCode.ok);
    expect((JSON.parse(lastFull.stdout) as { counts: unknown }).counts).toEqual({
      added: 0,
      changed: 1,
      runOut: 1,
      unchanged: 4,
    });
    const againstFull = JSON.parse(readFileSync(file('changes-last-full.json'), 'utf8')) as {
      stocks: { prtId: string; qnt: number }[];
    };
    expect(againstFull.stocks.map((r) => [r.prtId, r.qnt])).toEqual([
      ['ИМП-1', 9],
      ['ИМП-6', 0],
    ]);
    const send = await runCliInProcess(['upload', file('changes.json'), '--changes', '--wait', '--data-dir', dataDir]);
    expect(send.code, send.stderr + send.stdout).toBe(ExitCode.ok);
  }, 120_000);
});
