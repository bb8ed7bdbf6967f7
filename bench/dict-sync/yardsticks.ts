// The yardsticks of bench/dict-sync: the floor (fetch + JSON.parse, nothing stored) and the
// ceiling (bare INSERTs into primary-key-only tables, one transaction per chunk).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../../electron/core/api/api-types';
import { openDatabase } from '../../electron/core/db/open-database';
import { apiChunkSource } from '../../electron/core/dictionaries/chunk-source';
import { prefixColumns, tableSpecs } from '../../electron/core/dictionaries/dictionary-specs';
import { syncOrder } from '../../electron/core/dictionaries/sync-run';
import { maxDictionaryCount } from '../../shared/protocol/dictionaries';
import { cpuMsSince } from './common';

/** Every chunk of every dictionary, in sync order, handed to `visit` (raw records). */
async function eachChunk(
  client: ApiClient,
  visit: (name: (typeof syncOrder)[number], records: unknown[]) => void,
): Promise<number> {
  const source = apiChunkSource(client);
  const signal = new AbortController().signal;
  let chunks = 0;
  for (const name of syncOrder) {
    if (name === 'goods_links') {
      visit(name, (await source.goodsLinks(signal)) as unknown[]);
      chunks++;
      continue;
    }
    let rvInt = 0n;
    for (;;) {
      const records = (await source.chunk(name, { count: maxDictionaryCount, rvInt }, signal)) as unknown[];
      visit(name, records);
      chunks++;
      // The sync's own stop rule (an empty chunk ends a dictionary), so floor and sync send the same requests.
      if (records.length === 0) break;
      rvInt = BigInt((records.at(-1) as { rvInt: number | bigint }).rvInt);
    }
  }
  return chunks;
}

/** The floor: fetch and JSON.parse every chunk (the client parses), store nothing. */
export async function measureFloor(
  client: ApiClient,
): Promise<{ ms: number; cpuMs: number; records: number; chunks: number }> {
  let records = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const chunks = await eachChunk(client, (_name, chunk) => {
    records += chunk.length;
  });
  return { ms: performance.now() - started, cpuMs: cpuMsSince(cpu), records, chunks };
}

/** The ceiling: a bare INSERT per row, one transaction per chunk, primary-key-only tables; insert time only. */
export async function measureCeiling(client: ApiClient): Promise<{ ms: number; cpuMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dict-ceiling-'));
  const db = openDatabase(join(dir, 'ceiling.sqlite'));
  try {
    const statements = new Map<string, { run(params: unknown[]): unknown; fields: string[][]; bools: boolean[] }>();
    for (const name of syncOrder) {
      const spec = tableSpecs[name];
      const cols = [...prefixColumns(spec), ...spec.columns.map((c) => c.field)];
      const stmt = db.prepare(
        `INSERT INTO ${spec.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      );
      statements.set(name, {
        run: (params) => stmt.run(params),
        fields: spec.columns.map((c) => [c.field, ...(c.aliases ?? [])]),
        bools: spec.columns.map((c) => c.kind === 'bool'),
      });
    }
    let insertMs = 0;
    let insertCpuMs = 0;
    await eachChunk(client, (name, records) => {
      const entry = statements.get(name)!;
      const prefix = tableSpecs[name].perStore ? [1, 'store'] : [1];
      // Rows prepared outside the timing: the ceiling is the database's part alone.
      const rows = records.map((record) => {
        const r = record as Record<string, unknown>;
        return [
          ...prefix,
          ...entry.fields.map((names, i) => {
            const value = names.map((f) => r[f]).find((v) => v !== undefined) ?? null;
            return entry.bools[i] ? (value ? 1 : 0) : value;
          }),
        ];
      });
      const started = performance.now();
      const cpu = process.cpuUsage();
      db.transaction(() => {
        for (const row of rows) entry.run(row);
      })();
      insertMs += performance.now() - started;
      insertCpuMs += cpuMsSince(cpu);
    });
    return { ms: insertMs, cpuMs: insertCpuMs };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
