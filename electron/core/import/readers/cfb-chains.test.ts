import { describe, expect, it } from 'vitest';
import { hostileBinaries } from '@tests/kits/core/import/hostile-files';
import { sampleXls } from '@tests/kits/core/import/binary-files';
import { sampleBatches } from '@tests/kits/core/import/import-files';
import { cfbChainFault } from './cfb-chains';

describe('the compound file’s sector chains, checked before SheetJS reads them', () => {
  it('finds a chain that cycles back (the one SheetJS would follow until the heap is gone)', async () => {
    const files = await hostileBinaries();
    const started = performance.now();
    expect(cfbChainFault(files['xls-chain-cycle']!)).toMatch(/stream’s sector chain loops/);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('finds a directory chain that loops on itself', () => {
    const file = Buffer.from(sampleXls(sampleBatches(20)));
    const size = 2 ** file.readUInt16LE(0x1e);
    const dir = file.readInt32LE(0x30);
    file.writeInt32LE(dir, (file.readInt32LE(0x4c) + 1) * size + dir * 4);
    expect(cfbChainFault(file)).toMatch(/directory’s sector chain loops/);
  });

  it('passes a sound workbook, a cut one and a file that is no compound file (SheetJS says what they are)', async () => {
    const files = await hostileBinaries();
    expect(cfbChainFault(sampleXls(sampleBatches(200)))).toBeNull();
    expect(cfbChainFault(files['xls-truncated']!)).toBeNull();
    expect(cfbChainFault(files['xls-renamed-png']!)).toBeNull();
  });
});
