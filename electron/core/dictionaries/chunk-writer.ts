import type { DictionaryName } from '../../../shared/protocol/dictionaries';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open-database';
import { prefixColumns, tableSpecs, type TableSpec } from './dictionary-specs';
import { ftsDependencies, type GoodsFts } from './goods-fts';
import { createRecordConverter, type CheckedRecord, type RecordConverter, type RejectedRecord } from './record-validator';
import type { StateFields, SyncStateRepo } from './sync-state';

/** What one chunk's transaction wrote. */
export interface ChunkOutcome {
  stored: number;
  quarantined: number;
}

/** Where a chunk goes: the operator's source id and, for goods_links, the store. */
export interface ChunkTarget {
  src: number;
  name: DictionaryName;
  /** '' or the store GUID (goods_links). */
  scope: string;
}

const MAX_RAW = 4000;

/** Upserts dictionary rows, quarantines the ones failing the schema, and moves the cursor: one transaction per chunk. */
export interface ChunkWriter {
  /** Checks a chunk's records (no writes); the caller can do this before the transaction. */
  check(name: DictionaryName, records: readonly unknown[]): CheckedRecord[];
  /** Writes checked records plus state fields (the new cursor) atomically; FTS kept current. */
  write(target: ChunkTarget, records: readonly unknown[], checked: readonly CheckedRecord[], state: StateFields): ChunkOutcome;
  /** The upsert statement's SQL (the benchmark shows it). */
  upsertSql(name: DictionaryName): string;
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
  const dropQuarantined = db.prepare('DELETE FROM dict_quarantine WHERE src = ? AND name = ? AND scope = ? AND record_key = ?');
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
      text = JSON.stringify(raw) ?? String(raw);
    } catch {
      text = String(raw);
    }
    if (text.length > MAX_RAW) text = `${text.slice(0, MAX_RAW)}…`;
    insertQuarantine.run(target.src, target.name, target.scope, rejected.recordKey, rejected.rvInt, rejected.reason, text, at);
  };

  return {
    check: (name, records) => {
      const convert = converterOf(name);
      return records.map((record) => convert(record));
    },
    write(target, records, checked, fields) {
      const spec = tableSpecs[target.name];
      const upsert = upsertOf(target.name);
      const dependency = ftsDependencies[target.name];
      const offset = prefixColumns(spec).length;
      const keyIndex = dependency ? offset + spec.columns.findIndex((c) => c.field === dependency.keyField) : -1;
      const keyIndexes = spec.key.map((k) => offset + spec.columns.findIndex((c) => c.field === k));
      return db.transaction(() => {
        const at = now().toISOString();
        // Valid rows supersede an earlier quarantined version of the same key; look only when there is one.
        const clearQuarantine = hasQuarantined.get(target.src, target.name, target.scope) !== undefined;
        let stored = 0;
        let quarantined = 0;
        const changedIds: number[] = [];
        for (let i = 0; i < checked.length; i++) {
          const result = checked[i]!;
          if (!result.ok) {
            quarantine(target, records[i], result, at);
            quarantined++;
            continue;
          }
          const params = result.values;
          params[0] = target.src;
          if (offset > 1) params[1] = target.scope;
          upsert.run(params);
          stored++;
          if (keyIndex >= 0) changedIds.push(result.values[keyIndex] as number);
          if (clearQuarantine) {
            const key = JSON.stringify(keyIndexes.map((k) => params[k]));
            dropQuarantined.run(target.src, target.name, target.scope, key);
          }
        }
        if (dependency) fts.refresh(target.src, dependency.by, changedIds);
        state.update(target.src, target.name, target.scope, fields);
        return { stored, quarantined };
      })();
    },
    upsertSql: (name) => upsertSqlOf(tableSpecs[name]),
  };
}
