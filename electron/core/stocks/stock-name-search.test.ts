import { afterEach, beforeEach, expect, it } from 'vitest';
import { createMemoryOperator, seedPharmacy } from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { createStockNameSearch } from './stock-name-search';
import { createStockSnapshotRepo } from './stock-snapshot-repo';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const profile = { baseUrl: 'https://api.example', isSandbox: false };
let temp: ReturnType<typeof openTempDb>;

beforeEach(() => {
  temp = openTempDb();
});
afterEach(() => temp.cleanup());

it("finds a stock row by its product's name in the goods dictionary, and by batch as before", async () => {
  const parts = testParts(temp.db);
  const src = parts.state.sourceId(sourceKeyOf(profile));
  const op = createMemoryOperator();
  seedPharmacy(op); // 500001, 500002, 500005: Аспирин…; 500004: Панадол
  await syncWith(parts, op, { src, storeId });
  const profileId = createProfilesRepo(temp.db).create({
    name: 'Аптека',
    baseUrl: profile.baseUrl,
    authUrl: profile.baseUrl,
    storeId,
  }).id;
  const repo = createStockSnapshotRepo(temp.db);
  repo.replace(
    profileId,
    [
      { prtId: 'UI-2025-0001', nnt: 500001, series: 'A1', qnt: 3 },
      { prtId: 'UI-2025-0002', nnt: 500004, series: 'B2', qnt: 1 },
      { prtId: 'UI-2025-0003', nnt: 500002, series: 'C3', qnt: 7 },
      { prtId: 'UI-2025-0004', nnt: 999999, series: 'D4', qnt: 2 },
    ],
    { pulledAt: '2026-11-26T06:00:00.000Z', since: '2000-01-01T00:00:00+03:00' },
  );
  const withNames = createStockNameSearch(temp.db, () => new Date());
  const batches = (text: string) =>
    repo
      .query(profileId, { offset: 0, limit: 10, filter: withNames(profile, { text }) })
      .rows.map((r) => r.prtId)
      .sort();

  // Not a word of the name is in the stock row: only the dictionary knows it.
  expect(batches('аспирин')).toEqual(['UI-2025-0001', 'UI-2025-0003']);
  expect(batches('ПАНАД')).toEqual(['UI-2025-0002']);
  expect(batches('аспирин кардио')).toEqual(['UI-2025-0001']);
  // The batch code and the series still match as text.
  expect(batches('2025-0004')).toEqual(['UI-2025-0004']);
  expect(batches('c3')).toEqual(['UI-2025-0003']);
  expect(batches('нет такого')).toEqual([]);
  // Without text the filter passes untouched (no dictionary read).
  expect(withNames(profile, { tag: 1 })).toEqual({ tag: 1 });
});
