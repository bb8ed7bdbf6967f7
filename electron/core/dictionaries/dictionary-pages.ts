import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import { DeskError } from '../errors';
import { tableSpecs, type ColumnKind } from './dictionary-specs';
import { foldYo } from './goods-fts';

/** A window of a dictionary table. */
export interface DictionaryPage {
  columns: { name: string; kind: ColumnKind }[];
  rows: (string | number | null)[][];
  /** Rows matching the filter; -1 for windows after the first. */
  total: number;
}

export interface PageQuery {
  offset: number;
  limit: number;
  sort?: string;
  desc?: boolean;
  filter?: string;
}

/** Text columns a filter searches: the names and codes a person types, not every column. */
const filterableText = new Set([
  'name',
  'nameFull',
  'rusName',
  'latName',
  'engName',
  'sku',
  'barcode',
  'inn',
  'tm',
  'man',
  'mnnRus',
]);

/** Registers `dict_contains(text, needle)`: case-insensitive for Cyrillic too (SQLite's own LIKE folds only ASCII), ё = е. */
export function registerTextFunctions(db: Db): void {
  db.function('dict_contains', { deterministic: true }, (text: unknown, needle: unknown) =>
    typeof text === 'string' && typeof needle === 'string' && foldYo(text.toLowerCase()).includes(needle) ? 1 : 0,
  );
}

/**
 * A page of any dictionary of one operator, sorted and filtered in SQL (never in the renderer).
 * Sorting is by a column of the table (whitelisted, so it is safe to put in SQL), the key
 * breaking ties so pages never overlap. A numeric filter matches the integer columns exactly;
 * any filter matches the name columns as a substring.
 */
export function readDictionaryPage(
  db: Db,
  src: number,
  storeId: string,
  name: DictionaryName,
  query: PageQuery,
): DictionaryPage {
  const spec = tableSpecs[name];
  const fields = spec.columns.map((c) => c.field);
  if (query.sort !== undefined && !fields.includes(query.sort)) {
    throw new DeskError(
      'invalid-input',
      `${name} has no column "${query.sort}" to sort by; use one of: ${fields.join(', ')}.`,
    );
  }
  const where: string[] = ['src = ?'];
  const params: unknown[] = [src];
  if (spec.perStore) {
    where.push('store = ?');
    params.push(storeId);
  }
  const filter = query.filter?.trim() ?? '';
  if (filter !== '') {
    const ors: string[] = [];
    const needle = foldYo(filter.toLowerCase());
    for (const col of spec.columns) {
      if (col.kind === 'text' && filterableText.has(col.field)) {
        ors.push(`dict_contains(${col.field}, ?)`);
        params.push(needle);
      }
    }
    if (/^\d{1,15}$/.test(filter)) {
      for (const col of spec.columns) {
        if (col.kind === 'int' && col.field !== 'rvInt') {
          ors.push(`${col.field} = ?`);
          params.push(Number(filter));
        }
      }
    }
    where.push(ors.length > 0 ? `(${ors.join(' OR ')})` : '0');
  }
  const dir = query.desc ? 'DESC' : 'ASC';
  // Ties broken by what the sort column's index already holds after it (the rowid of the goods
  // tables, the key of the others), so a sorted window reads the index instead of sorting.
  const tieBreak = query.sort && spec.rowid ? ['rowid'] : spec.key;
  const order = [...(query.sort ? [`${query.sort} ${dir}`] : []), ...tieBreak.map((k) => `${k} ${dir}`)];
  const whereSql = where.join(' AND ');
  // Versions as exact digits (one past 2^53 would round as a number); an alias of its own, so ORDER BY rvInt still sorts numbers.
  const columns = spec.columns
    .map((c) => (c.field === 'rvInt' ? 'CAST(rvInt AS TEXT) AS rvIntText' : c.field))
    .join(', ');
  const rows = db
    .prepare(`SELECT ${columns} FROM ${spec.table} WHERE ${whereSql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`)
    .raw()
    .all(...params, query.limit, query.offset) as (string | number | null)[][];
  // Counted with the first window only (the table keeps that count): 90 ms for a million barcodes.
  const total =
    query.offset === 0
      ? (db.prepare(`SELECT count(*) AS n FROM ${spec.table} WHERE ${whereSql}`).get(...params) as { n: number }).n
      : -1;
  return { columns: spec.columns.map((c) => ({ name: c.field, kind: c.kind })), rows, total };
}
