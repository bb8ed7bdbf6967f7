import { createRvIntTally, laterRvInt, type DictionaryName, type RvIntSeen } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import type { ChunkBody } from './chunk-body';
import { prefixColumns, tableSpecs } from './dictionary-specs';
import { ftsDependencies, type GoodsFts } from './goods-fts';
import type { CheckedRecord } from './record-validator';
import { cellText, rowParams } from './row-params';
import { createUpsertBatches, type UpsertBatch } from './upsert-batch';
import { parseChunk, rvIntReader, type ParsedChunk } from './worker/parsed-chunk';
import type { StateFields, SyncStateRepo } from './sync-state';

/** What one chunk wrote (all its parts). */
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

/** Upserts dictionary rows, quarantines the ones failing the schema, and moves the cursor with a chunk's last transaction. */
export interface ChunkWriter {
  /** Parses the body on this thread, then writes it (goods_links, tests). */
  write(target: ChunkTarget, body: ChunkBody, options: WriteOptions): ChunkOutcome;
  /** Writes a chunk parsed and checked elsewhere (the parsing worker), in one transaction. */
  writeParsed(target: ChunkTarget, parsed: ParsedChunk, options: WriteOptions): ChunkOutcome;
  /**
   * Writes a parsed chunk in parts of `partRows` records, each part its own transaction, and
   * pauses (yields) after each part but the last, where the caller gives the event loop a turn:
   * bodies that came in during the part reach the parsing worker then, instead of after the whole
   * chunk. The cursor and the state move only with the last part; a kill between parts leaves rows
   * that the chunk asked again upserts to the same content. Returns the chunk's outcome.
   */
  writeInParts(
    target: ChunkTarget,
    parsed: ParsedChunk,
    options: Omit<WriteOptions, 'before' | 'after' | 'onRecord'>,
    partRows: number,
  ): Generator<void, ChunkOutcome>;
}

/** A chunk being written part by part: where it is, and what it wrote so far. */
interface PartRun {
  /** The chunk's multi-row upsert, flushed at the end of each part. */
  upsert: UpsertBatch;
  dependency: (typeof ftsDependencies)[DictionaryName];
  offset: number;
  keyIndex: number;
  keyIndexes: number[];
  rowAt: (row: number) => unknown[];
  rvIntAt: (record: number) => RvIntSeen;
  at: string;
  outcome: ChunkOutcome;
  versions: ReturnType<typeof createRvIntTally>;
  /** Whether valid rows drop quarantined versions of their key: decided once, at the chunk's start. */
  clearQuarantine: boolean | undefined;
  /** The next record to write, the next valid row, the next rejected record. */
  next: number;
  row: number;
  bad: number;
  /** Rejected records without a key, quarantined with the last part. */
  keyless: [rejected: number, rvInt: RvIntSeen][];
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

  /**
   * Writes the chunk's records from `run.next` up to `to` in one transaction, going on from what the
   * parts before counted in `run`.
   * The last part also writes the records quarantined without a key (written twice they would be
   * two rows: a part before the last may be written again after a kill), the state and the cursor.
   */
  const writeRows = (
    target: ChunkTarget,
    parsed: ParsedChunk,
    options: WriteOptions,
    run: PartRun,
    to: number,
    last: boolean,
  ): void => {
    const { upsert, offset, keyIndex, keyIndexes, dependency, outcome, versions } = run;
    const write = db.transaction(() => {
      options.before?.();
      // Valid rows supersede an earlier quarantined version of the same key; look only when there is one.
      run.clearQuarantine ??= hasQuarantined.get(target.src, target.name, target.scope) !== undefined;
      const changedIds: number[] = [];
      const { kinds, rejected } = parsed;
      for (let i = run.next; i < to; i++) {
        outcome.records++;
        const rvInt = run.rvIntAt(i);
        versions.add(rvInt);
        if (kinds[i] === 0) {
          const bad = run.bad++;
          const result = {
            ok: false as const,
            reason: rejected.reason[bad]!,
            recordKey: rejected.recordKey[bad]!,
            rvInt,
          };
          options.onRecord?.(result);
          if (result.recordKey === null && !last) run.keyless.push([bad, rvInt]);
          else quarantine(target, result, rejected.raw[bad]!, run.at);
          outcome.quarantined++;
          continue;
        }
        const params = run.rowAt(run.row++);
        options.onRecord?.({ ok: true, values: params, rvInt });
        params[0] = target.src;
        if (offset > 1) params[1] = target.scope;
        upsert.add(params);
        outcome.stored++;
        if (keyIndex >= 0) changedIds.push(params[keyIndex] as number);
        if (run.clearQuarantine)
          dropQuarantined.run(
            target.src,
            target.name,
            target.scope,
            JSON.stringify(keyIndexes.map((k) => cellText(params[k]))),
          );
      }
      upsert.flush();
      if (dependency) fts.refresh(target.src, dependency.by, changedIds);
      if (!last) return;
      for (const [bad, rvInt] of run.keyless) {
        quarantine(target, { recordKey: null, rvInt, reason: rejected.reason[bad]! }, rejected.raw[bad]!, run.at);
      }
      outcome.maxRvInt = versions.max();
      outcome.belowCursor = versions.below();
      options.after?.();
      state.update(target.src, target.name, target.scope, {
        ...options.fields?.(outcome),
        cursor: laterRvInt(options.cursor, outcome.maxRvInt),
      });
    });
    try {
      write();
    } catch (error) {
      fts.discard();
      throw error;
    }
    run.next = to;
    // Committed in both files: the journal of this part's refresh is no longer needed.
    fts.settle();
  };

  const begin = (target: ChunkTarget, parsed: ParsedChunk, options: WriteOptions): PartRun => {
    const spec = tableSpecs[target.name];
    const dependency = ftsDependencies[target.name];
    const offset = prefixColumns(spec).length;
    return {
      upsert: batchOf(spec),
      dependency,
      offset,
      keyIndex: dependency ? offset + spec.columns.findIndex((c) => c.field === dependency.keyField) : -1,
      keyIndexes: spec.key.map((k) => offset + spec.columns.findIndex((c) => c.field === k)),
      // Text as bytes (no JS strings) unless a caller looks at the values (goods_links notes its keys).
      rowAt: rowParams(parsed, offset, options.onRecord ? 'text' : 'bytes'),
      rvIntAt: rvIntReader(parsed),
      at: now().toISOString(),
      outcome: { records: 0, stored: 0, quarantined: 0, maxRvInt: 0n, belowCursor: 0 },
      versions: createRvIntTally(options.cursor),
      clearQuarantine: undefined,
      next: 0,
      row: 0,
      bad: 0,
      keyless: [],
    };
  };

  const writeParsed = (target: ChunkTarget, parsed: ParsedChunk, options: WriteOptions): ChunkOutcome => {
    const run = begin(target, parsed, options);
    writeRows(target, parsed, options, run, parsed.records, true);
    return run.outcome;
  };

  function* writeInParts(
    target: ChunkTarget,
    parsed: ParsedChunk,
    options: Omit<WriteOptions, 'before' | 'after' | 'onRecord'>,
    partRows: number,
  ): Generator<void, ChunkOutcome> {
    const run = begin(target, parsed, options);
    for (;;) {
      const to = Math.min(parsed.records, run.next + Math.max(1, partRows));
      const last = to === parsed.records;
      writeRows(target, parsed, options, run, to, last);
      if (last) return run.outcome;
      yield;
    }
  }

  return {
    write: (target, body, options) => writeParsed(target, parseChunk(target.name, body), options),
    writeParsed,
    writeInParts,
  };
}
