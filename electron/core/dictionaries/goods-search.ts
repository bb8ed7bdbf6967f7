import type { GoodsHit } from '@shared/ipc/channels/dictionaries';
import type { Db } from '../db/open-database';
import { foldYo } from './goods-fts';
import type { SyncStateRepo } from './sync-state';

/**
 * Goods search over the local copy. Digits are a product code (nnt) or a barcode, looked up by
 * key; words are matched as prefixes in the FTS index (name, full name, МНН in three languages,
 * trademark, manufacturer), ranked by bm25 with the name weighted highest, current goods first.
 */
export interface GoodsSearch {
  search(src: number, text: string, limit: number): { items: GoodsHit[]; more: boolean };
  byNnt(src: number, nnt: number): GoodsHit | undefined;
  byBarcode(src: number, barcode: string): GoodsHit[];
}

/** bm25 weights per FTS column: name, nameFull, mnnRus, mnnLat, mnnEng, trademark, manufacturer. */
const WEIGHTS = '10.0, 4.0, 6.0, 5.0, 5.0, 6.0, 2.0';

const hitColumns = 'nnt, name, nameFull, manufacturer, country, mnnRus, trademark, actual, gnvls';
const prefixed = (alias: string) =>
  hitColumns
    .split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');

/** Above this many matches the results are not ranked (bm25 over 100,000 matches takes far too long). */
const RANK_CAP = 200;

interface HitRow {
  nnt: number;
  name: string;
  nameFull: string | null;
  manufacturer: string | null;
  country: string | null;
  mnnRus: string | null;
  trademark: string | null;
  actual: number;
  gnvls: number;
}

const toHit = (row: HitRow, matchedBy: GoodsHit['matchedBy']): GoodsHit => ({
  nnt: row.nnt,
  name: row.name,
  nameFull: row.nameFull,
  manufacturer: row.manufacturer,
  country: row.country,
  mnnRus: row.mnnRus,
  trademark: row.trademark,
  actual: row.actual === 1,
  gnvls: row.gnvls === 1,
  matchedBy,
});

/**
 * The FTS5 query of what a person typed: each word (letters and digits) as a quoted prefix, all
 * required (joined by AND). The index keeps ё and е apart, so a word with either letter asks for every spelling:
 * "елк" → ("елк"* OR "ёлк"*). Up to three such letters per word (eight spellings); beyond, the
 * word as typed and its all-е and all-ё forms. Empty when there is no word.
 */
export function ftsQueryOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words
      .slice(0, 8)
      .map((word) => {
        const spellings = yoSpellings(word);
        return spellings.length === 1 ? `"${word}"*` : `(${spellings.map((w) => `"${w}"*`).join(' OR ')})`;
      })
      // Explicit AND: FTS5 refuses an implicit AND after a parenthesised OR group ("syntax error near").
      .join(' AND ')
  );
}

/** Every spelling of a lower-case word with its е/ё letters exchanged. */
function yoSpellings(word: string): string[] {
  const at = [...word].flatMap((c, i) => (c === 'е' || c === 'ё' ? [i] : []));
  if (at.length === 0) return [word];
  if (at.length > 3) return [...new Set([word, word.replace(/ё/g, 'е'), word.replace(/е/g, 'ё')])];
  const chars = [...word];
  const out: string[] = [];
  for (let mask = 0; mask < 1 << at.length; mask++) {
    at.forEach((i, bit) => (chars[i] = mask & (1 << bit) ? 'ё' : 'е'));
    out.push(chars.join(''));
  }
  return out;
}

export function createGoodsSearch(db: Db, state: SyncStateRepo): GoodsSearch {
  // Prepared on the first lookup, not when core opens: planning the view's fifteen joins took
  // ≈ 10 ms of every start (issue #25.2), and most sessions never search the dictionaries.
  const prepare = () => ({
    byNntStmt: db.prepare<[number, number], HitRow>(
      `SELECT ${hitColumns} FROM dict_goods_view WHERE src = ? AND nnt = ?`,
    ),
    byBarcodeStmt: db.prepare<[number, string], HitRow>(
      `SELECT ${prefixed('v')}
       FROM dict_barcodes b CROSS JOIN dict_goods_view v ON v.src = b.src AND v.nnt = b.nnt
       WHERE b.src = ? AND b.barcode = ? ORDER BY b.actual DESC, v.nnt`,
    ),
    // CROSS JOIN keeps the FTS matches (a few dozen rows) as the outer loop: left to itself, the
    // planner walks every goods row of the operator and probes the matches.
    probeStmt: db
      .prepare<[string, number], number>('SELECT rowid FROM dict_goods_fts WHERE dict_goods_fts MATCH ? LIMIT ?')
      .pluck(),
    rankedStmt: db.prepare<[string, number, number], HitRow>(
      `SELECT ${prefixed('v')}
       FROM (SELECT rowid, bm25(dict_goods_fts, ${WEIGHTS}) AS score FROM dict_goods_fts WHERE dict_goods_fts MATCH ? ORDER BY score LIMIT ?) f
       CROSS JOIN dict_goods_view v ON v.goodsRowid = f.rowid
       WHERE v.src = ?
       ORDER BY v.actual DESC, f.score, v.name`,
    ),
    // Too many matches to rank within the time a keystroke allows: the first ones in index order.
    firstStmt: db.prepare<[string, number, number], HitRow>(
      `SELECT ${prefixed('v')}
       FROM (SELECT rowid FROM dict_goods_fts WHERE dict_goods_fts MATCH ? LIMIT ?) f
       CROSS JOIN dict_goods_view v ON v.goodsRowid = f.rowid
       WHERE v.src = ?
       ORDER BY v.actual DESC`,
    ),
    // Before the index exists (first load under way): a plain scan of the names.
    scanStmt: db.prepare<[number, string, string, number], HitRow>(
      `SELECT ${hitColumns} FROM dict_goods_view WHERE src = ? AND (dict_contains(name, ?) OR dict_contains(nameFull, ?))
       ORDER BY actual DESC, name LIMIT ?`,
    ),
    // The index's progress lives in the search file (goods-fts.ts); dict_sources' fts_* columns are unused.
    ftsSources: db.prepare<[], { n: number }>(
      'SELECT count(*) AS n FROM goods_fts_progress WHERE built = 1 OR cursor > 0',
    ),
  });
  let prepared: ReturnType<typeof prepare> | undefined;
  const stmts = () => (prepared ??= prepare());

  const api: GoodsSearch = {
    byNnt: (src, nnt) => {
      const row = stmts().byNntStmt.get(src, nnt);
      return row ? toHit(row, 'nnt') : undefined;
    },
    byBarcode: (src, barcode) =>
      stmts()
        .byBarcodeStmt.all(src, barcode)
        .map((row) => toHit(row, 'barcode')),
    search(src, text, limit) {
      const trimmed = text.trim();
      if (trimmed === '') return { items: [], more: false };
      const items: GoodsHit[] = [];
      const seen = new Set<number>();
      const add = (hit: GoodsHit) => {
        if (!seen.has(hit.nnt)) {
          seen.add(hit.nnt);
          items.push(hit);
        }
      };
      if (/^\d{1,18}$/.test(trimmed)) {
        const n = Number(trimmed);
        if (Number.isSafeInteger(n)) {
          const hit = api.byNnt(src, n);
          if (hit) add(hit);
        }
        for (const hit of api.byBarcode(src, trimmed)) add(hit);
        // A code that names a product is what was meant; digits in names are searched only otherwise.
        if (items.length > 0) return { items: items.slice(0, limit), more: items.length > limit };
      }
      const query = ftsQueryOf(trimmed);
      let many = false;
      if (query !== '') {
        const want = limit + 1;
        let rows: HitRow[];
        if (state.fts(src).built) {
          // Other operators' goods share the index: ask for enough to fill the page with this one's.
          const sources = Math.max(1, stmts().ftsSources.get()!.n);
          const matches = stmts().probeStmt.all(query, RANK_CAP * sources + 1);
          if (matches.length <= RANK_CAP * sources) {
            rows = stmts().rankedStmt.all(query, RANK_CAP * sources, src);
          } else {
            // A short, common prefix: names and trademarks first, then any column.
            rows = stmts().firstStmt.all(`{name trademark} : (${query})`, want * sources, src);
            if (rows.length < want) rows = rows.concat(stmts().firstStmt.all(query, want * sources * 2, src));
            many = true;
          }
        } else {
          const needle = foldYo(trimmed.toLowerCase());
          rows = stmts().scanStmt.all(src, needle, needle, want);
        }
        for (const row of rows) add(toHit(row, 'text'));
      }
      return { items: items.slice(0, limit), more: many || items.length > limit };
    },
  };
  return api;
}
