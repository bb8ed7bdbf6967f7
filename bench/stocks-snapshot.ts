import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StockSortColumn } from '../shared/ipc/channels/stocks';
import type { StockRowRead } from '../shared/protocol/stocks';
import { openDatabase } from '../electron/core/db/open-database';
import { createProfilesRepo } from '../electron/core/profiles/profiles-repo';
import { createStockSnapshotRepo } from '../electron/core/stocks/stock-snapshot-repo';
import { reportBench } from './support/bench-report';

// `npx tsx bench/stocks-snapshot.ts [rows]`: replaces a snapshot of N rows (default 100,000) and
// times the windows the virtualised table asks for (200 rows) at the top, middle and bottom,
// sorted and filtered, as the "Остатки на сервере" screen does while scrolling. Core alone: the
// screen's own targets (bench/stock-table.ts) include these plus IPC and rendering.
const rows = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-stocks-'));
const db = openDatabase(join(dir, 'desk.sqlite'));
const profile = createProfilesRepo(db).create({
  storeId: '11111111-2222-4333-8444-555555555555',
  name: 'bench',
  baseUrl: 'https://api.example',
  authUrl: 'https://auth.example',
});
const repo = createStockSnapshotRepo(db);
const mans = ['Фармстандарт', 'Озон', 'Вертекс', 'Bayer', 'Sandoz', 'Тева', 'Гедеон Рихтер', 'Канонфарма'];
const data: StockRowRead[] = Array.from({ length: rows }, (_, i) => ({
  prtId: `P-${i}`,
  nnt: 100_000 + (i % 30_000),
  sku: `SKU-${(i * 7919) % rows}`,
  qnt: i % 50,
  supDate: '2024-04-01T10:00:00+03:00',
  gnvls: i % 5 === 0,
  man: mans[i % mans.length],
  series: `S${i % 997}`,
  exp: `202${5 + (i % 4)}-0${1 + (i % 9)}-15T00:00:00+03:00`,
  prcOptNds: 50 + (i % 1000),
  prcRet: 60 + ((i * 31) % 1500),
  tag: i % 4,
  loadDate: '2024-05-01T08:00:00+03:00',
}));

const figures: Record<string, number> = { rows };
const time = <T>(label: string, run: () => T): T => {
  const t0 = performance.now();
  const result = run();
  const ms = performance.now() - t0;
  figures[label] = Math.round(ms * 10) / 10;
  console.log(`${label.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms`);
  return result;
};

time('replace snapshot (one transaction)', () =>
  repo.replace(profile.id, data, { pulledAt: new Date().toISOString(), since: '2000-01-01T00:00:00+03:00' }),
);
time('summary (counts)', () => repo.summary(profile.id));
const sorts: (undefined | { column: StockSortColumn; dir: 'asc' | 'desc' })[] = [
  undefined,
  { column: 'prcRet', dir: 'desc' },
  { column: 'man', dir: 'asc' },
  { column: 'exp', dir: 'asc' },
];
for (const sort of sorts) {
  for (const offset of [0, Math.floor(rows / 2), Math.max(0, rows - 200)]) {
    time(`window @${offset} sort=${sort ? `${sort.column} ${sort.dir}` : 'server order'}`, () =>
      repo.query(profile.id, { offset, limit: 200, sort }),
    );
  }
}
time('window @0 filter text "озон"', () => repo.query(profile.id, { offset: 0, limit: 200, filter: { text: 'озон' } }));
time('window @0 filter gnvls + tag, sort prcRet', () =>
  repo.query(profile.id, {
    offset: 0,
    limit: 200,
    filter: { gnvls: true, tag: 0 },
    sort: { column: 'prcRet', dir: 'asc' },
  }),
);
db.close();
rmSync(dir, { recursive: true, force: true });
reportBench('stocks-snapshot', figures, {
  'replace ≤ 5 s (the read-back target)': { figure: 'replace snapshot (one transaction)', max: 5_000 },
  'first window after a sort ≤ 150 ms': { figure: 'window @0 sort=man asc', max: 150 },
  'first window after a text filter ≤ 150 ms': { figure: 'window @0 filter text "озон"', max: 150 },
});
