import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDictionaryStore } from '../sandbox/dictionaries-link';
import { ExitCode } from './exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { buildStockPackage } from '@tests/kits/cli/stock-package';

// The CLI's embedded Sandbox (seed 1, small scale) and its dictionaries, synced by `dict sync`.
let dir: string;
let dataDir: string;
const file = (name: string) => join(dir, name);
const store = createDictionaryStore({ scale: 'small', seed: 1, storeIds: [] });
const goods = store.goodsSample(40);
const plain = goods.filter((g) => !g.gnvls);
const regulated = goods.find((g) => g.gnvls)!;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-preflight-'));
  dataDir = join(dir, 'data');
  const warnings = JSON.parse(buildStockPackage(plain.slice(0, 3), { prefix: 'W' })) as {
    stocks: Record<string, unknown>[];
  };
  warnings.stocks[1]!.prcRet = 0;
  writeFileSync(file('warnings.json'), JSON.stringify(warnings));
  const errors = JSON.parse(buildStockPackage([plain[0]!, regulated], { prefix: 'E' })) as {
    stocks: Record<string, unknown>[];
  };
  Object.assign(errors.stocks[1]!, { gnvls: false, prcGnvlsMax: undefined });
  writeFileSync(file('errors.json'), JSON.stringify(errors));
  const schema = JSON.parse(buildStockPackage(plain.slice(0, 2), { prefix: 'S' })) as {
    stocks: Record<string, unknown>[];
  };
  schema.stocks[1]!.qnt = 1.5;
  writeFileSync(file('schema.json'), JSON.stringify(schema));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pharmex validate with the dictionary check (preflight)', () => {
  it('says which checks it could not run before the dictionaries are synced, and exits 0', async () => {
    const run = await runCliInProcess(['validate', file('errors.json'), '--data-dir', dataDir]);
    expect(run.stdout).toContain(
      'Не проверено (справочник товаров): справочник ещё не загружался. Загрузите справочники: pharmex dict sync',
    );
    expect(run.stdout).toContain('Не проверено (привязки товаров магазина)');
    expect(run.code).toBe(ExitCode.ok);
  }, 60_000);

  it('after dict sync: errors exit 3 naming row, batch, field and product; warnings only exit 0 and are listed; --no-preflight skips', async () => {
    const sync = await runCliInProcess(['dict', 'sync', '--data-dir', dataDir]);
    expect(sync.code).toBe(ExitCode.ok);

    const bad = await runCliInProcess(['validate', file('errors.json'), '--data-dir', dataDir]);
    expect(bad.code).toBe(ExitCode.invalid);
    expect(bad.stdout).toContain('Оператор, скорее всего, отклонит этот пакет');
    expect(bad.stdout).toMatch(
      new RegExp(
        `Ошибка {2}строка 2, партия E-0002, поле gnvls, ${escape(regulated.name)}[^:]*: товар в справочнике — ЖНВЛП`,
      ),
    );
    expect(bad.stderr).toContain('Оператор отклонит файл');

    // A schema error names its row's product too, its record counted from 1.
    const schema = await runCliInProcess(['validate', file('schema.json'), '--data-dir', dataDir]);
    expect(schema.code).toBe(ExitCode.invalid);
    expect(schema.stdout).toMatch(
      new RegExp(
        `запись №2, строка \\d+, поз\\. \\d+: qnt \\(партия S-0002, ${escape(plain[1]!.name)}[^)]*\\) — дробное`,
      ),
    );

    const warned = await runCliInProcess(['validate', file('warnings.json'), '--json', '--data-dir', dataDir], {
      env: { LANG: 'en_GB.UTF-8' },
    });
    expect(warned.code).toBe(ExitCode.ok);
    const doc = JSON.parse(warned.stdout) as {
      valid: boolean;
      preflight: { counts: { error: number }; findings: { row: number; code: string; product: { name: string } }[] };
    };
    expect(doc.valid).toBe(true);
    expect(doc.preflight.counts.error).toBe(0);
    expect(doc.preflight.findings.filter((f) => f.code === 'retail-zero')).toMatchObject([
      { row: 2, product: { name: plain[1]!.name } },
    ]);
    const text = await runCliInProcess(['validate', file('warnings.json'), '--data-dir', dataDir], {
      env: { LANG: 'en_GB.UTF-8' },
    });
    expect(text.stdout).toMatch(/Warning {2}row 2, batch W-0002, field prcRet, .*: the retail price is 0/);

    const skipped = await runCliInProcess(['validate', file('errors.json'), '--no-preflight', '--data-dir', dataDir]);
    expect(skipped.code).toBe(ExitCode.ok);
    expect(skipped.stdout).toContain('Проверка по справочникам пропущена (--no-preflight).');
  }, 180_000);
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
