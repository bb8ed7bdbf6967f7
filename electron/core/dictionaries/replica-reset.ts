import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { SyncParts } from './chunked-sync';
import { tableSpecs } from './dictionary-specs';
import { ftsDependencies, type GoodsFts } from './goods-fts';

/**
 * "Re-sync from scratch": empties the dictionaries' local rows, quarantine and cursors (goods_links:
 * the store's only), so the next sync loads them whole. The old row count is kept as the size the
 * progress ETA expects. When the goods' search text depends on a cleared table, the source's FTS
 * index is dropped too and rebuilt after the load.
 */
export function resetDictionaries(
  parts: SyncParts & { fts: GoodsFts },
  src: number,
  storeId: string,
  names: readonly DictionaryName[],
): void {
  const { db, state, fts, indexes } = parts;
  db.transaction(() => {
    if (names.some((n) => ftsDependencies[n] !== undefined)) fts.clear(src);
    for (const name of names) {
      const spec = tableSpecs[name];
      const scope = spec.perStore ? storeId : '';
      const held = state.state(src, name, scope).rowCount;
      if (spec.perStore) db.prepare(`DELETE FROM ${spec.table} WHERE src = ? AND store = ?`).run(src, storeId);
      else db.prepare(`DELETE FROM ${spec.table} WHERE src = ?`).run(src);
      db.prepare('DELETE FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ?').run(src, name, scope);
      state.update(src, name, scope, {
        cursor: 0n,
        loaded: false,
        mode: 'incremental',
        rowCount: 0,
        expectedRows: held > 0 ? held : null,
        lastStatus: null,
        lastError: null,
        lastFetched: 0,
      });
    }
  })();
  for (const name of names) indexes.dropIfEmpty(name);
}
