import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { createProductStock } from './product-stock';
import { createStockSnapshotRepo } from './stock-snapshot-repo';

describe("a product's stock in this store's last snapshot (product card)", () => {
  it('is null before any read-back, then counts batches and quantity of that nnt only, largest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'product-stock-'));
    const db = openDatabase(join(dir, 'desk.sqlite'));
    try {
      const profiles = createProfilesRepo(db);
      const draft = { name: 'x', baseUrl: 'https://a.example', authUrl: 'https://a.example' };
      const a = profiles.create({ ...draft, storeId: '11111111-2222-4333-8444-555555555555' }).id;
      const b = profiles.create({ ...draft, storeId: '11111111-2222-4333-8444-666666666666' }).id;
      const stock = createProductStock(db);
      expect(stock.of(a, 7)).toBeNull();
      const repo = createStockSnapshotRepo(db);
      const meta = { pulledAt: '2024-05-01T06:00:00.000Z', since: '2000-01-01T00:00:00+03:00' };
      repo.replace(
        a,
        [
          { prtId: 'A1', nnt: 7, qnt: 2, prcRet: 120, series: 'S1' },
          { prtId: 'A2', nnt: 8, qnt: 50 },
          { prtId: 'A3', nnt: 7, qnt: 5, prcRet: 118 },
        ],
        meta,
      );
      repo.replace(b, [{ prtId: 'B1', nnt: 7, qnt: 99 }], meta);
      expect(stock.of(a, 7)).toEqual({
        pulledAt: meta.pulledAt,
        batchCount: 2,
        quantity: 7,
        batches: [
          { prtId: 'A3', qnt: 5, prcRet: 118, series: null, exp: null },
          { prtId: 'A1', qnt: 2, prcRet: 120, series: 'S1', exp: null },
        ],
      });
      expect(stock.of(a, 404)).toMatchObject({ batchCount: 0, quantity: 0, batches: [] });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
