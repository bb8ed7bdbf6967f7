/**
 * A sync in a child process, for the SIGKILL test: reads its settings from argv[2] (JSON), syncs
 * every dictionary into the database file, and prints one line per progress event so the parent
 * can kill it at chosen points. Exit 0 when the sync completed.
 */
import { openDatabase } from '@core/db/open-database';
import { systemClock } from '@core/ports';
import { createStoreSession } from '@core/api/store-session';
import { createDictionaryReader } from '@core/dictionaries/dictionary-reader';
import { registerTextFunctions } from '@core/dictionaries/dictionary-pages';
import { createSyncParts } from '@core/dictionaries/sync-parts';
import { runSync, syncOrder } from '@core/dictionaries/sync-run';

interface ChildSettings {
  baseUrl: string;
  authUrl: string;
  storeId: string;
  secret: string;
  dbFile: string;
  sourceKey: string;
  count: number;
  ftsBatch: number;
  /** SIGKILL itself once this dictionary's last (empty) chunk is written: after its load, before its index build. */
  killAtEndOf?: string;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ChildSettings;
const db = openDatabase(settings.dbFile);
registerTextFunctions(db);
const parts = createSyncParts(db, {
  now: () => new Date(),
});
const source = createDictionaryReader(
  createStoreSession(
    { fetch: (input, init) => fetch(input, init), clock: systemClock, logger: { log: () => undefined } },
    {
      storeId: settings.storeId,
      baseUrl: settings.baseUrl,
      authUrl: settings.authUrl,
      getSecret: async () => settings.secret,
    },
  ),
  { policy: { baseDelayMs: 5, maxDelayMs: 20 } },
);
const src = parts.state.sourceId(settings.sourceKey);
process.stdout.write('ready\n');
let lastRecords = 0;
let lastChunks = 0;
runSync(parts, {
  src,
  storeId: settings.storeId.toLowerCase(),
  source,
  names: syncOrder,
  count: settings.count,
  barcodesActual: false,
  signal: new AbortController().signal,
  progressIntervalMs: 0,
  ftsBatch: settings.ftsBatch,
  // The FTS build only at the end, so the test knows when it runs and can kill it there.
  ftsWhileWaiting: false,
  // One line per piece of work done: a chunk that brought records, or a batch of the FTS build.
  onProgress: (p) => {
    if (p.state === 'indexing' || p.records > lastRecords)
      process.stdout.write(`work ${p.state} ${p.dictionary ?? '-'} ${p.records}\n`);
    // A chunk that brought nothing ends a dictionary; its indexes would be built next.
    if (settings.killAtEndOf === p.dictionary && p.chunks > lastChunks && p.records === lastRecords)
      process.kill(process.pid, 'SIGKILL');
    lastRecords = p.records;
    lastChunks = p.chunks;
  },
})
  .then(() => {
    db.close();
    process.stdout.write('complete\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(`sync failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
