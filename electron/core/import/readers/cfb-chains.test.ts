import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { hostileBinaries } from '@tests/kits/core/import/hostile-files';
import { sampleXls } from '@tests/kits/core/import/binary-files';
import { sampleBatches } from '@tests/kits/core/import/import-files';
import { cfbChainFault, cfbStream } from './cfb-chains';

describe('the compound file’s sector chains, checked before the workbook stream is read', () => {
  it('finds a chain that cycles back (the one SheetJS followed until the heap was gone)', async () => {
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

  it('passes a sound workbook, a cut one and a file that is no compound file (the stream read says what they are)', async () => {
    const files = await hostileBinaries();
    expect(cfbChainFault(sampleXls(sampleBatches(200)))).toBeNull();
    expect(cfbChainFault(files['xls-truncated']!)).toBeNull();
    expect(cfbChainFault(files['xls-renamed-png']!)).toBeNull();
    expect(() => cfbStream(files['xls-truncated']!, ['Workbook'])).toThrow(/cut short/);
    expect(() => cfbStream(files['xls-chain-cycle']!, ['Workbook'])).toThrow(/loops/);
    expect(cfbStream(files['xls-renamed-png']!, ['Workbook'])).toBeNull();
  });

  it('copies a workbook stream out of its sectors, and a short one out of the mini stream', () => {
    const big = Buffer.alloc(10_000, 1).fill(2, 5000);
    const small = Buffer.from('BIFF in the mini stream');
    for (const stream of [big, small]) {
      const cfb = XLSX.CFB.utils.cfb_new({ root: 'R' });
      XLSX.CFB.utils.cfb_add(cfb, '/Other', Buffer.alloc(5000, 9));
      XLSX.CFB.utils.cfb_add(cfb, '/Workbook', stream);
      const file = Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
      expect(Buffer.from(cfbStream(file, ['Book', 'Workbook'])!)).toEqual(stream);
    }
  });
});
