import type { Statement } from 'better-sqlite3';
import { createRvIntTally, laterRvInt, stringifyExact, type DictionaryName } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import { NotSplittable, parseWhole, recordsOf, type ChunkBody } from './chunk-body';
import { prefixColumns, tableSpecs, type TableSpec } from './dictionary-specs';
import { ftsDependencies, type GoodsFts } from './goods-fts';
import {
  createRecordConverter,
  type CheckedRecord,
  type RecordConverter,
  type RejectedRecord,
} from './record-validator';
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

const MAX_RAW = 4000;

/** Upserts dictionary rows, quarantines the ones failing the schema, and moves the cursor: one transaction per chunk. */
export interface ChunkWriter {
  write(target: ChunkTarget, body: ChunkBody, options: WriteOptions): ChunkOutcome;
}

/** `INSERT ... ON CONFLICT (key) DO UPDATE` of every non-key column. */
export function upsertSqlOf(spec: TableSpec): string {
  const prefix = prefixColumns(spec);
  const cols = [...prefix, ...spec.columns.map((c) => c.field), 'extra'];
  const keyCols = new Set([...prefix, ...spec.key]);
  const updates = cols.filter((c) => !keyCols.has(c)).map((c) => `${c} = excluded.${c}`);
  return (
    `INSERT INTO ${spec.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ` +
    `ON CONFLICT (${[...prefix, ...spec.key].join(', ')}) DO UPDATE SET ${updates.join(', ')}`
  );
}

export function createChunkWriter(db: Db, state: SyncStateRepo, fts: GoodsFts, now: () => Date): ChunkWriter {
  const converters = new Map<DictionaryName, RecordConverter>();
  const upserts = new Map<DictionaryName, Statement<unknown[]>>();
  const insertQuarantine = db.prepare(
    'INSERT INTO dict_quarantine (src, name, scope, record_key, rv_int, reason, raw, quarantined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const dropQuarantined = db.prepare(
    'DELETE FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ? AND record_key = ?',
  );
  const hasQuarantined = db.prepare<[number, string, string], { one: number }>(
    'SELECT 1 AS one FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ? LIMIT 1',
  );

  const converterOf = (name: DictionaryName): RecordConverter => {
    let converter = converters.get(name);
    if (!converter) {
      const spec = tableSpecs[name];
      converter = createRecordConverter(spec, prefixColumns(spec).length);
      converters.set(name, converter);
    }
    return converter;
  };
  const upsertOf = (name: DictionaryName) => {
    let stmt = upserts.get(name);
    if (!stmt) {
      stmt = db.prepare(upsertSqlOf(tableSpecs[name]));
      upserts.set(name, stmt);
    }
    return stmt;
  };

  const quarantine = (target: ChunkTarget, raw: unknown, rejected: RejectedRecord, at: string) => {
    if (rejected.recordKey !== null) dropQuarantined.run(target.src, target.name, target.scope, rejected.recordKey);
    let text: string;
    try {
      text = stringifyExact(raw) ?? String(raw);
    } catch {
      text = String(raw);
    }
    if (text.length > MAX_RAW) text = `${text.slice(0, MAX_RAW)}…`;
    insertQuarantine.run(
      target.src,
      target.name,
      target.scope,
      rejected.recordKey,
      rejected.rvInt,
      rejected.reason,
      text,
      at,
    );
  };

  const writeRecords = (target: ChunkTarget, records: Iterable<unknown>, options: WriteOptions): ChunkOutcome => {
    const spec = tableSpecs[target.name];
    const convert = converterOf(target.name);
    const upsert = upsertOf(target.name);
    const dependency = ftsDependencies[target.name];
    const offset = prefixColumns(spec).length;
    const keyIndex = dependency ? offset + spec.columns.findIndex((c) => c.field === dependency.keyField) : -1;
    const keyIndexes = spec.key.map((k) => offset + spec.columns.findIndex((c) => c.field === k));
    return db.transaction(() => {
      options.before?.();
      const at = now().toISOString();
      // Valid rows supersede an earlier quarantined version of the same key; look only when there is one.
      const clearQuarantine = hasQuarantined.get(target.src, target.name, target.scope) !== undefined;
      const outcome: ChunkOutcome = { records: 0, stored: 0, quarantined: 0, maxRvInt: 0n, belowCursor: 0 };
      const versions = createRvIntTally(options.cursor);
      const changedIds: number[] = [];
      for (const record of records) {
        outcome.records++;
        const result = convert(record);
        options.onRecord?.(result);
        versions.add(result.rvInt);
        if (!result.ok) {
          quarantine(target, record, result, at);
          outcome.quarantined++;
          continue;
        }
        const params = result.values;
        params[0] = target.src;
        if (offset > 1) params[1] = target.scope;
        upsert.run(params);
        outcome.stored++;
        if (keyIndex >= 0) changedIds.push(params[keyIndex] as number);
        if (clearQuarantine)
          dropQuarantined.run(target.src, target.name, target.scope, JSON.stringify(keyIndexes.map((k) => params[k])));
      }
      outcome.maxRvInt = versions.max();
      outcome.belowCursor = versions.below();
      if (dependency) fts.refresh(target.src, dependency.by, changedIds);
      options.after?.();
      state.update(target.src, target.name, target.scope, {
        ...options.fields?.(outcome),
        cursor: laterRvInt(options.cursor, outcome.maxRvInt),
      });
      return outcome;
    })();
  };

  return {
    write(target, body, options) {
      try {
        return writeRecords(target, recordsOf(body), options);
      } catch (error) {
        // The transaction rolled back; a text that cannot be split is parsed whole instead.
        if (!(error instanceof NotSplittable)) throw error;
        return writeRecords(target, parseWhole(body, target.name), options);
      }
    },
  };
}
