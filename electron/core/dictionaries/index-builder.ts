import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import { indexName, prefixColumns, tableSpecs } from './dictionary-specs';

/**
 * Secondary indexes are built once a dictionary's first full load is complete, not maintained
 * row by row during it: inserting 1,000,000 barcodes into a table that also keeps a barcode
 * index costs several times more than sorting once at the end.
 */
export interface IndexBuilder {
  /** Drops a table's secondary indexes while it is empty (before a first load). Returns true when it did. */
  dropIfEmpty(name: DictionaryName): boolean;
  /** Creates the table's missing secondary indexes. */
  ensure(name: DictionaryName): void;
  /** True when every secondary index of the table exists. */
  complete(name: DictionaryName): boolean;
}

export function createIndexBuilder(db: Db): IndexBuilder {
  const existing = db.prepare<[string], { name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
  );
  const names = (name: DictionaryName) => new Set(existing.all(tableSpecs[name].table).map((r) => r.name));
  return {
    dropIfEmpty(name) {
      const spec = tableSpecs[name];
      if (spec.indexes.length === 0) return false;
      const any = db.prepare(`SELECT 1 FROM ${spec.table} LIMIT 1`).get();
      if (any !== undefined) return false;
      const have = names(name);
      for (const columns of spec.indexes) {
        const index = indexName(spec, columns);
        if (have.has(index)) db.exec(`DROP INDEX ${index}`);
      }
      return true;
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
  };
}
