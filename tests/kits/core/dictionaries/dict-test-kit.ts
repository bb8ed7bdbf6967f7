import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import type { SandboxOptions } from '@sandbox/sandbox-options';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox } from '../../sandbox/sandbox-test-kit';
import { createApiClient } from '@core/api/api-client';
import { createStoreSession } from '@core/api/store-session';
import type { ApiClient } from '@core/api/api-types';
import { openDatabase, type Db } from '@core/db/open-database';
import { systemClock, type Logger } from '@core/ports';
import type { ChunkSource } from '@core/dictionaries/chunk-source';
import { createDictionaryReader } from '@core/dictionaries/dictionary-reader';
import { tableSpecs } from '@core/dictionaries/dictionary-specs';
import { registerTextFunctions } from '@core/dictionaries/dictionary-pages';
import { createSyncParts } from '@core/dictionaries/sync-parts';
import { runSync, syncOrder, type RunRequest, type RunSummary } from '@core/dictionaries/sync-run';

/** A logger that drops everything (tests read state, not logs). */
export const quietLogger: Logger = { log: () => undefined };

/** A small sandbox for dictionary tests: limits off, no demo stock. */
export function startDictSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startTestSandbox({ scale: 'small', seed: 7, ...options });
}

/** A fresh database file in a temp folder; `cleanup` closes it and removes the folder. */
export function openTempDb(): { db: Db; file: string; dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'desk-dict-'));
  const file = join(dir, 'desk.sqlite');
  const db = openDatabase(file);
  registerTextFunctions(db);
  return {
    db,
    file,
    dir,
    cleanup() {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The HTTP pieces of a sandbox store's client: Node's fetch (optionally watched), short retry delays. */
function clientDeps(onStatus?: (status: number) => void) {
  return {
    fetch: async (input: string | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      onStatus?.(response.status);
      return response;
    },
    clock: {
      now: () => new Date(),
      sleep: (ms: number, signal?: AbortSignal) => systemClock.sleep(Math.min(ms, 20), signal),
    },
    logger: quietLogger,
    policy: { baseDelayMs: 5, maxDelayMs: 20 },
  };
}

/** The connection of a sandbox store. */
function connectionOf(sandbox: RunningSandbox, storeIndex: number) {
  const store = sandbox.stores[storeIndex]!;
  return {
    storeId: store.storeId,
    baseUrl: sandbox.baseUrl,
    authUrl: sandbox.authUrl,
    getSecret: async () => store.secret,
  };
}

/** An API client of a sandbox store (default the demo store), with short retry delays. */
export function sandboxClient(sandbox: RunningSandbox, storeIndex = 0, onStatus?: (status: number) => void): ApiClient {
  return createApiClient(clientDeps(onStatus), connectionOf(sandbox, storeIndex));
}

/** The reader's background retry policy with short waits (faults are retried at once). */
export const READER = { policy: { baseDelayMs: 5, maxDelayMs: 20 } };

/** Sync machinery on a database. */
export function testParts(db: Db, now: () => Date = () => new Date()) {
  return createSyncParts(db, {
    now,
  });
}

/** Runs a sync of `names` (default all) against a source. */
export async function syncWith(
  parts: ReturnType<typeof testParts>,
  source: ChunkSource,
  options: Partial<Omit<RunRequest, 'source'>> & { src: number; storeId: string },
): Promise<RunSummary> {
  return runSync(parts, {
    names: syncOrder,
    count: 10_000,
    barcodesActual: false,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ...options,
    source,
  });
}

/** The source of a sandbox store. */
/** The source the app syncs from (text chunks over HTTP), for a sandbox store. */
export const sandboxSource = (
  sandbox: RunningSandbox,
  storeIndex = 0,
  onStatus?: (status: number) => void,
): ChunkSource =>
  createDictionaryReader(createStoreSession(clientDeps(onStatus), connectionOf(sandbox, storeIndex)), READER);

/** The app's chunk reader against a plain test server at `url` (its own token endpoint), with short retry waits. */
export const serverReader = (url: string, storeId: string): ChunkSource =>
  createDictionaryReader(
    createStoreSession(
      {
        fetch: (input, init) => fetch(input, init),
        clock: { now: () => new Date(), sleep: (ms, s) => systemClock.sleep(Math.min(ms, 5), s) },
        logger: quietLogger,
      },
      { storeId, baseUrl: url, authUrl: url, getSecret: async () => 'secret' },
    ),
  );

/** A record with its keys in order, for comparing by content. */
function canonical(record: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** The local rows of a dictionary turned back into plain-JSON records (nulls left out), keyed by the dictionary key. */
export function localRecords(db: Db, src: number, name: DictionaryName, storeId?: string): Map<string, string> {
  const spec = tableSpecs[name];
  const where = spec.perStore ? 'src = ? AND store = ?' : 'src = ?';
  const rows = db
    .prepare(`SELECT * FROM ${spec.table} WHERE ${where}`)
    .all(...(spec.perStore ? [src, storeId] : [src])) as Record<string, unknown>[];
  const out = new Map<string, string>();
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    for (const col of spec.columns) {
      const value = row[col.field];
      if (value === null || value === undefined) continue;
      record[col.field] = col.kind === 'bool' ? value === 1 : value;
    }
    if (typeof row.extra === 'string') Object.assign(record, JSON.parse(row.extra) as object);
    out.set(JSON.stringify(spec.key.map((k) => record[k])), canonical(record));
  }
  return out;
}

/** The sandbox's current records of a dictionary, keyed like localRecords. */
export function sandboxRecords(
  sandbox: RunningSandbox,
  name: DictionaryName,
  options: { storeId?: string; actualOnly?: boolean } = {},
): Map<string, string> {
  const spec = tableSpecs[name];
  const records: Record<string, unknown>[] =
    name === 'goods_links'
      ? (JSON.parse(
          sandbox.control.dictionaries.goodsLinksJson(options.storeId ?? sandbox.stores[0]!.storeId, true),
        ) as Record<string, unknown>[])
      : [...sandbox.control.dictionaries.allRecords(name, { actualOnly: options.actualOnly })];
  const out = new Map<string, string>();
  for (const record of records) {
    // mnns may spell latname; the local copy keeps latName (as the shared schema does).
    if ('latname' in record && !('latName' in record)) {
      record.latName = record.latname;
      delete record.latname;
    }
    out.set(JSON.stringify(spec.key.map((k) => record[k])), canonical(record));
  }
  return out;
}

/** Names of the dictionaries whose local copy differs from the sandbox, with the first difference. */
export function differences(
  db: Db,
  src: number,
  sandbox: RunningSandbox,
  names: readonly DictionaryName[] = dictionaryNames,
): string[] {
  const storeId = sandbox.stores[0]!.storeId.toLowerCase();
  const out: string[] = [];
  for (const name of names) {
    const local = localRecords(db, src, name, storeId);
    const remote = sandboxRecords(sandbox, name, { storeId });
    if (local.size !== remote.size) {
      out.push(`${name}: ${local.size} local rows, ${remote.size} in the sandbox`);
      continue;
    }
    for (const [key, value] of remote) {
      if (local.get(key) !== value) {
        out.push(`${name} ${key}: local ${local.get(key) ?? '(missing)'} vs sandbox ${value}`);
        break;
      }
    }
  }
  return out;
}
