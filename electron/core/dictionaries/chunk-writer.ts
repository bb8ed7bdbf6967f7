import { createRvIntTally, laterRvInt, type DictionaryName, type RvIntSeen } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import type { ChunkBody } from './chunk-body';
import { prefixColumns, tableSpecs } from './dictionary-specs';
import { ftsDependencies, type GoodsFts } from './goods-fts';
import type { CheckedRecord } from './record-validator';
import { cellText, rowParams } from './row-params';
import { createUpsertBatches } from './upsert-batch';
import { parseChunk, rvIntReader, type ParsedChunk } from './worker/parsed-chunk';
import type { StateFields, SyncStateRepo } from './sync-state';

/** What one chunk's transaction wrote. */
export interface ChunkOutcome {
  records: number;
  stored: number;
  quarantined: number;
  /** The highest `rvInt` among the chunk's records (0 when none had one), exact. */
  maxRvInt: bigint;
  /** Records older than the cursor asked for (the answer starts at `rvInt`): a finding about the operator. */
  belowCursor: number;
}

/** Where a chunk goes: the operator's source id and, for goods_links, the store. */
export interface ChunkTarget {
  src: number;
  name: DictionaryName;
  /** '' or the store GUID (goods_links). */
  scope: string;
}

export interface WriteOptions {
  /** The cursor before this chunk; the new one is the higher of it and the chunk's highest version. */
  cursor: bigint;
  /** Further state fields, computed from the outcome, written in the same transaction. */
  fields?: (outcome: ChunkOutcome) => StateFields;
  /** Sees every checked record (goods_links notes the keys it received). */
  onRecord?: (checked: CheckedRecord) => void;
  /** Runs first inside the transaction (goods_links clears its list of keys). */
  before?: () => void;
  /** Runs last inside the transaction, before the state is written (goods_links deletes what vanished). */
  after?: () => void;
}

/** Upserts dictionary rows, quarantines the ones failing the schema, and moves the cursor: one transaction per chunk. */
export interface ChunkWriter {
  /** Parses the body on this thread, then writes it (goods_links, tests). */
  write(target: ChunkTarget, body: ChunkBody, options: WriteOptions): ChunkOutcome;
  /** Writes a chunk parsed and checked elsewhere (the parsing worker). */
  writeParsed(target: ChunkTarget, parsed: ParsedChunk, options: WriteOptions): ChunkOutcome;
}

export function createChunkWriter(db: Db, state: SyncStateRepo, fts: GoodsFts, now: () => Date): ChunkWriter {
  const batchOf = createUpsertBatches(db);
  const insertQuarantine = db.prepare(
    'INSERT INTO dict_quarantine (src, name, scope, record_key, rv_int, reason, raw, quarantined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const dropQuarantined = db.prepare(
    'DELETE FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ? AND record_key = ?',
  );
  const hasQuarantined = db.prepare<[number, string, string], { one: number }>(
    'SELECT 1 AS one FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ? LIMIT 1',
  );

  const quarantine = (
    target: ChunkTarget,
    rejected: { recordKey: string | null; rvInt: RvIntSeen; reason: string },
    raw: string,
    at: string,
  ) => {
    if (rejected.recordKey !== null) dropQuarantined.run(target.src, target.name, target.scope, rejected.recordKey);
    insertQuarantine.run(
      target.src,
      target.name,
      target.scope,
      rejected.recordKey,
      rejected.rvInt,
      rejected.reason,
      raw,
      at,
    );
  };

  const writeParsed = (target: ChunkTarget, parsed: ParsedChunk, options: WriteOptions): ChunkOutcome => {
    const spec = tableSpecs[target.name];
    const upsert = batchOf(spec);
    const dependency = ftsDependencies[target.name];
    const offset = prefixColumns(spec).length;
    const keyIndex = dependency ? offset + spec.columns.findIndex((c) => c.field === dependency.keyField) : -1;
    const keyIndexes = spec.key.map((k) => offset + spec.columns.findIndex((c) => c.field === k));
    const write = db.transaction(() => {
      options.before?.();
      const at = now().toISOString();
      // Valid rows supersede an earlier quarantined version of the same key; look only when there is one.
      const clearQuarantine = hasQuarantined.get(target.src, target.name, target.scope) !== undefined;
      const outcome: ChunkOutcome = { records: 0, stored: 0, quarantined: 0, maxRvInt: 0n, belowCursor: 0 };
      const versions = createRvIntTally(options.cursor);
      const changedIds: number[] = [];
      const { kinds, rejected } = parsed;
      // Text as bytes (no JS strings) unless a caller looks at the values (goods_links notes its keys).
      const rowAt = rowParams(parsed, offset, options.onRecord ? 'text' : 'bytes');
      const rvIntAt = rvIntReader(parsed);
      let row = 0;
      let bad = 0;
      for (let i = 0; i < parsed.records; i++) {
        outcome.records++;
        const rvInt = rvIntAt(i);
        versions.add(rvInt);
        if (kinds[i] === 0) {
          const result = {
            ok: false as const,
            reason: rejected.reason[bad]!,
            recordKey: rejected.recordKey[bad]!,
            rvInt,
          };
          options.onRecord?.(result);
          quarantine(target, result, rejected.raw[bad]!, at);
          bad++;
          outcome.quarantined++;
          continue;
        }
        const params = rowAt(row++);
        options.onRecord?.({ ok: true, values: params, rvInt });
        params[0] = target.src;
        if (offset > 1) params[1] = target.scope;
        upsert.add(params);
        outcome.stored++;
        if (keyIndex >= 0) changedIds.push(params[keyIndex] as number);
        if (clearQuarantine)
          dropQuarantined.run(
            target.src,
            target.name,
            target.scope,
            JSON.stringify(keyIndexes.map((k) => cellText(params[k]))),
          );
      }
      upsert.flush();
      outcome.maxRvInt = versions.max();
      outcome.belowCursor = versions.below();
      if (dependency) fts.refresh(target.src, dependency.by, changedIds);
      options.after?.();
      state.update(target.src, target.name, target.scope, {
        ...options.fields?.(outcome),
        cursor: laterRvInt(options.cursor, outcome.maxRvInt),
      });
      return outcome;
    });
    let written: ChunkOutcome;
    try {
      written = write();
    } catch (error) {
      fts.discard();
      throw error;
    }
    // Committed in both files: the journal of this chunk's refresh is no longer needed.
    fts.settle();
    return written;
  };

  return {
    write: (target, body, options) => writeParsed(target, parseChunk(target.name, body), options),
    writeParsed,
  };
}
