import { releaseBody, type ChunkBody } from './chunk-body';
import type { ChunkSource } from './chunk-source';
import { countRows, type DictionaryOutcome, type SyncParts } from './chunked-sync';
import { tableSpecs } from './dictionary-specs';

/**
 * goods_links of one store: fetched whole with `names=true` (the call has no chunks) and the local
 * copy reconciled in one transaction. The operator does not return deleted links (4.6), so every
 * local link it did not return is deleted; a link it returned but that failed the schema is
 * quarantined and its previous local version kept.
 */
export async function syncGoodsLinks(
  parts: SyncParts,
  source: ChunkSource,
  target: { src: number; storeId: string },
  options: { signal: AbortSignal },
): Promise<DictionaryOutcome & { deleted: number }> {
  const { db, state, writer } = parts;
  const { src, storeId } = target;
  const name = 'goods_links';
  const spec = tableSpecs[name];
  state.update(src, name, storeId, {
    lastStartedAt: parts.now().toISOString(),
    lastStatus: 'running',
    lastError: null,
    lastFetched: 0,
  });
  let body: ChunkBody | null = null;
  try {
    body = await source.goodsLinks(options.signal);
    db.exec(
      'CREATE TEMP TABLE IF NOT EXISTS dict_links_seen (nnt INTEGER NOT NULL, sku TEXT NOT NULL, PRIMARY KEY (nnt, sku)) WITHOUT ROWID',
    );
    const seen = db.prepare('INSERT OR IGNORE INTO temp.dict_links_seen (nnt, sku) VALUES (?, ?)');
    const vanish = db.prepare(
      `DELETE FROM ${spec.table} WHERE src = ? AND store = ? AND NOT EXISTS
         (SELECT 1 FROM temp.dict_links_seen s WHERE s.nnt = ${spec.table}.nnt AND s.sku = ${spec.table}.sku)`,
    );
    let deleted = 0;
    let rowCount = 0;
    const now = parts.now().toISOString();
    const outcome = writer.write({ src, name, scope: storeId }, body, {
      cursor: 0,
      before: () => db.exec('DELETE FROM temp.dict_links_seen'),
      // Keys the operator returned, valid or not: only the others have vanished.
      onRecord: (item) => {
        if (item.ok) seen.run(item.values[2], item.values[3]);
        else if (item.recordKey !== null) {
          const [nnt, sku] = JSON.parse(item.recordKey) as [unknown, unknown];
          if (typeof nnt === 'number' && typeof sku === 'string') seen.run(nnt, sku);
        }
      },
      after: () => {
        deleted = vanish.run(src, storeId).changes;
        db.exec('DELETE FROM temp.dict_links_seen');
        rowCount = countRows(db, spec.table, src, storeId);
      },
      fields: (o) => ({
        lastFetched: o.records,
        loaded: true,
        rowCount,
        expectedRows: null,
        lastCompletedAt: now,
        lastStatus: 'ok',
      }),
    });
    releaseBody(body);
    body = null;
    parts.indexes.ensure(name);
    return {
      name,
      fetched: outcome.records,
      stored: outcome.stored,
      quarantined: outcome.quarantined,
      chunks: 1,
      rowCount,
      deleted,
    };
  } catch (error) {
    releaseBody(body);
    state.update(src, name, storeId, {
      lastStatus: options.signal.aborted ? 'cancelled' : 'failed',
      lastError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
