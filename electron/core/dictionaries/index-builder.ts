import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import { indexName, prefixColumns, tableSpecs } from './dictionary-specs';

/**
 * Secondary indexes are built once a dictionary's first full load is complete, not maintained
 * row by row during it: inserting 1,000,000 barcodes into a table that also keeps a barcode
 * index costs several times more than sorting once at the end.
 *
 * The rule that keeps lookups fast: a table is without its indexes only while the run of its first
 * load goes on in this process. The load builds them when it ends (goods_normalized's wait for the
 * run's end: sync-run.ts), and also when it stops (cancelled, failed: chunked-sync.ts, sync-run.ts);
 * a process killed in between leaves them missing, and the next start builds them before core
 * answers anything (`repair`, called by the dictionaries feature's start).
 */
export interface IndexBuilder {
  /** Drops a table's secondary indexes while it is empty (a reset). Returns true when it did. */
  dropIfEmpty(name: DictionaryName): boolean;
  /** Drops a table's secondary indexes (a first load starts or resumes: they are built at its end). */
  drop(name: DictionaryName): void;
  /** Creates the table's missing secondary indexes. */
  ensure(name: DictionaryName): void;
  /** True when every secondary index of the table exists. */
  complete(name: DictionaryName): boolean;
  /**
   * Planner statistics for freshly loaded tables. Without them SQLite looks a barcode up by
   * scanning the primary key (src, nnt, barcode) rather than using the (src, barcode) index: 100 ms
   * instead of 0.05. `analysis_limit` keeps ANALYZE to a sample (~0.1 s for a million rows).
   */
  analyze(names: readonly DictionaryName[]): void;
  /**
   * Builds the indexes (and statistics) of every table that holds rows but lacks an index: what a
   * sync killed before its index build left. One look at sqlite_master when nothing is missing.
   * Returns the dictionaries it built.
   */
  repair(): DictionaryName[];
}

export function createIndexBuilder(db: Db): IndexBuilder {
  const existing = db.prepare<[string], { name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
  );
  const allIndexes = db.prepare<[], { name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE 'dict\\_%' ESCAPE '\\'",
  );
  const names = (name: DictionaryName) => new Set(existing.all(tableSpecs[name].table).map((r) => r.name));
  const hasRows = (name: DictionaryName) =>
    db.prepare(`SELECT 1 FROM ${tableSpecs[name].table} LIMIT 1`).get() !== undefined;
  const builder: IndexBuilder = {
    dropIfEmpty(name) {
      if (tableSpecs[name].indexes.length === 0 || hasRows(name)) return false;
      builder.drop(name);
      return true;
    },
    drop(name) {
      const spec = tableSpecs[name];
      const have = names(name);
      for (const columns of spec.indexes) {
        const index = indexName(spec, columns);
        if (have.has(index)) db.exec(`DROP INDEX ${index}`);
      }
    },
    ensure(name) {
      const spec = tableSpecs[name];
      const have = names(name);
      for (const columns of spec.indexes) {
        const index = indexName(spec, columns);
        if (!have.has(index)) {
          db.exec(
            `CREATE INDEX IF NOT EXISTS ${index} ON ${spec.table} (${[...prefixColumns(spec), ...columns].join(', ')})`,
          );
        }
      }
    },
    complete(name) {
      const spec = tableSpecs[name];
      const have = names(name);
      return spec.indexes.every((columns) => have.has(indexName(spec, columns)));
    },
    analyze(list) {
      if (list.length === 0) return;
      db.pragma('analysis_limit = 1000');
      for (const name of list) db.exec(`ANALYZE ${tableSpecs[name].table}`);
    },
    repair() {
      const have = new Set(allIndexes.all().map((r) => r.name));
      const missing = dictionaryNames.filter((name) => {
        const spec = tableSpecs[name];
        return spec.indexes.some((columns) => !have.has(indexName(spec, columns))) && hasRows(name);
      });
      for (const name of missing) builder.ensure(name);
      builder.analyze(missing);
      return missing;
    },
  };
  return builder;
}
