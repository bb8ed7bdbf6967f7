import { describe, expect, it } from 'vitest';
import { seeded } from '@shared/validation/seeded-random';
import { convertStockFile } from './import-convert';
import { sampleBatches, sampleCsvText, sampleXlsx } from '@tests/kits/core/import/import-files';

const now = new Date('2026-11-23T05:30:00Z');

/** Bounded, seeded fuzz: mutated CSV and XLSX bytes never throw, and every cell finding is located. */
describe('import fuzz', () => {
  it('1,000 mutated CSV/XLSX files: no crash, findings located', async () => {
    const random = seeded(12);
    const csv = Buffer.from(sampleCsvText(sampleBatches(12)), 'utf8');
    const xlsx = await sampleXlsx(sampleBatches(6), 4);
    const started = Date.now();
    let runs = 0;
    for (; runs < 1000 && Date.now() - started < 15_000; runs++) {
      const source = runs % 10 === 0 ? xlsx : csv;
      const bytes = Buffer.from(source);
      const edits = 1 + Math.floor(random() * 8);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * bytes.length);
        const op = random();
        if (op < 0.6) bytes[at] = Math.floor(random() * 256);
        else if (op < 0.8) bytes[at] = [0x3b, 0x2c, 0x22, 0x0a, 0x09][Math.floor(random() * 5)]!;
      }
      const cut = random() < 0.1 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes;
      const result = await convertStockFile(cut, { now });
      for (const f of result.findings) {
        if (f.field !== null) expect(f.row).toBeGreaterThan(0);
      }
      expect(result.pkg.stocks.length).toBe(result.sourceRows.length);
    }
    expect(runs).toBeGreaterThanOrEqual(200);
  }, 60_000);
});
