import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockSnapshotRowSchema } from '@shared/ipc/channels/stocks';
import { stockFields, stockServerFields, stockSortColumns } from '@shared/protocol/stock-fields';
import { openDatabase, type Db } from '../db/open-database';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { foldedStockColumns, sortKeyOf, stockColumns } from './stock-columns';
import { createStockSnapshotRepo } from './stock-snapshot-repo';

// The snapshot's columns come from shared/protocol/stock-fields.ts: a field added to the table
// without a migration for its column fails here, on a real migrated SQLite file.
describe('stock_rows columns from the field table (real SQLite file)', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stock-columns-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a column for every field of the table, a fold key for every folded one and a sort index each', () => {
    expect(stockColumns.map((c) => c.field)).toEqual([...stockFields, ...stockServerFields].map((f) => f.name));
    const migrated = new Set(
      (db.prepare('PRAGMA table_info(stock_rows)').all() as { name: string }[]).map((c) => c.name),
    );
    for (const c of stockColumns) expect(migrated.has(c.column), c.column).toBe(true);
    for (const c of foldedStockColumns) expect(migrated.has(`${c}_key`), c).toBe(true);
    const indexes = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map(
        (i) => i.name,
      ),
    );
    for (const column of stockSortColumns) expect(indexes.has(sortKeyOf(column).index), column).toBe(true);
  });

  it('stores and reads back every field of the table, in the snapshot row the renderer gets', () => {
    const profileId = createProfilesRepo(db).create({
      name: 'x',
      baseUrl: 'https://a.example',
      authUrl: 'https://a.example',
      storeId: '11111111-2222-4333-8444-555555555555',
    }).id;
    const row: Record<string, unknown> = {};
    for (const f of [...stockFields, ...stockServerFields]) {
      row[f.name] =
        f.type === 'bool'
          ? true
          : f.type === 'datetime'
            ? '2026-01-01T00:00:00+03:00'
            : f.type === 'string' || f.type === 'guid' || f.type === 'base64'
              ? `v-${f.name}`
              : 3;
    }
    const repo = createStockSnapshotRepo(db);
    repo.replace(profileId, [row], { pulledAt: '2026-01-01T00:00:00.000Z', since: '2000-01-01T00:00:00+03:00' });
    const [back] = repo.all(profileId);
    expect(stockSnapshotRowSchema.parse(back)).toEqual(back);
    for (const f of [...stockFields, ...stockServerFields.filter((s) => s.shown)])
      expect((back as Record<string, unknown>)[f.name], f.name).toEqual(row[f.name]);
  });
});
