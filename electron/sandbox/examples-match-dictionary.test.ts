import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regulatedPriceProblems } from '@shared/protocol/operator-rules';
import { createDictionaryStore } from './dictionaries/index';
import { resolveSandboxOptions } from './sandbox-options';

// The example files of docs/examples/ are what a new user first uploads to the built-in Sandbox:
// every product code in them must exist in the Sandbox's default goods dictionary, or the user's
// first upload would end with an "unknown nnt" warning instead of a clean "Processed".
const examplesDir = join(import.meta.dirname, '../../docs/examples');

describe('docs/examples against the default Sandbox dictionary', () => {
  const options = resolveSandboxOptions();
  const store = createDictionaryStore({
    scale: 'small',
    seed: options.seed,
    storeIds: options.stores.map((s) => s.storeId),
  });
  const files = readdirSync(examplesDir).filter((f) => f.endsWith('.json'));

  it('has example files', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s uses only product codes the Sandbox knows', (file) => {
    const nnts = [...readFileSync(join(examplesDir, file), 'utf8').matchAll(/"nnt"\s*:\s*(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(nnts.length).toBeGreaterThan(0);
    expect(nnts.filter((nnt) => !store.hasGoods(nnt))).toEqual([]);
  });

  it.each(files.filter((f) => f.includes('-valid')))(
    '%s sends price-regulated products as processing requires',
    (file) => {
      const pkg = JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as { stocks: Record<string, unknown>[] };
      const broken = pkg.stocks.filter(
        (row) => regulatedPriceProblems(row, store.isRegulated(Number(row.nnt)) === true).length > 0,
      );
      expect(broken.map((row) => row.prtId)).toEqual([]);
    },
  );
});
