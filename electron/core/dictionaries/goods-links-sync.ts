import { DeskError } from '../errors';
import { releaseBody, type ChunkBody } from './chunk-body';
import type { ChunkSource } from './chunk-source';
import { countRows, type DictionaryOutcome, type SyncParts } from './chunked-sync';
import { tableSpecs } from './dictionary-specs';

/** How far the store's links may shrink in one sync before the manager confirms it. */
export interface LinksDropRule {
  /** A sync that would delete more than this share of the links held is held (default 0.5). */
  maxShare: number;
  /** The manager saw the counts and confirmed: delete them. */
  confirmed: boolean;
}

export const defaultLinksDropRule: LinksDropRule = { maxShare: 0.5, confirmed: false };

/**
 * goods_links of one store: fetched whole with `names=true` (the call has no chunks) and the local
 * copy reconciled in one transaction. The operator does not return deleted links (4.6), so every
 * local link it did not return is deleted; a link it returned but that failed the schema is
 * quarantined and its previous local version kept. The links never shrink silently: an empty,
 * 204 or `null` answer, or one that would delete more than `drop.maxShare` of the links held,
 * stores what came but deletes nothing until the manager confirms (a `guard-rail` error with the
 * counts); a truncated answer does not parse and changes nothing.
 */
export async function syncGoodsLinks(
  parts: SyncParts,
  source: ChunkSource,
  target: { src: number; storeId: string },
  options: { signal: AbortSignal; drop?: LinksDropRule },
): Promise<DictionaryOutcome & { deleted: number }> {
  const drop = options.drop ?? defaultLinksDropRule;
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
    const unseen = `FROM ${spec.table} WHERE src = ? AND store = ? AND NOT EXISTS
         (SELECT 1 FROM temp.dict_links_seen s WHERE s.nnt = ${spec.table}.nnt AND s.sku = ${spec.table}.sku)`;
    const vanish = db.prepare(`DELETE ${unseen}`);
    const countUnseen = db.prepare(`SELECT count(*) AS n ${unseen}`);
    const heldBefore = countRows(db, spec.table, src, storeId);
    let held: { held: number; vanishing: number } | null = null;
    let deleted = 0;
    let rowCount = 0;
    const now = parts.now().toISOString();
    const outcome = writer.write({ src, name, scope: storeId }, body, {
      cursor: 0n,
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
        const vanishing = (countUnseen.get(src, storeId) as { n: number }).n;
        if (!drop.confirmed && vanishing > 0 && vanishing > heldBefore * drop.maxShare)
          held = { held: heldBefore, vanishing };
        else deleted = vanish.run(src, storeId).changes;
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
    if (held) throw linksDropHeld(held as { held: number; vanishing: number }, outcome.records, drop.maxShare);
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

/** The error of a held drop: the counts for the manager, and what confirming does. */
function linksDropHeld(counts: { held: number; vanishing: number }, received: number, maxShare: number): DeskError {
  return new DeskError(
    'guard-rail',
    `The operator returned ${received} goods links, and ${counts.vanishing} of the ${counts.held} links held would be deleted ` +
      `(more than ${Math.round(maxShare * 100)}%). Nothing was deleted: an empty or cut answer must not erase the links. ` +
      'If the operator really removed them (after relinking), confirm the deletion; otherwise sync again later.',
    { reason: 'links-drop', context: 'links-drop', held: counts.held, received, vanishing: counts.vanishing, maxShare },
  );
}
