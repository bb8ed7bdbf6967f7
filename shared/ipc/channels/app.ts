import { z } from 'zod';
import { dictionaryNames } from '../../protocol/dictionaries/catalog';

/** The operator pages the app opens in the system browser (spec 1.8: the dispersion page). */
export const externalPageSchema = z.enum(['dispersion']);
export type ExternalPage = z.infer<typeof externalPageSchema>;

/** Application-level channels: version, locale, the data folder. */
export const appInvoke = {
  /** Version and environment facts for the About box and bug reports. */
  'app:get-info': {
    input: z.void(),
    output: z.object({
      name: z.string(),
      version: z.string(),
      /** 'electron' in the desktop app, 'web-bridge' in dev/test Chromium. */
      shell: z.enum(['electron', 'web-bridge', 'cli']),
      platform: z.string(),
      dataDir: z.string(),
    }),
  },
  /**
   * Opens a known operator page of a store in the system browser. The renderer names the page
   * and the profile, never a URL: core builds the address from a profile whose connection test
   * succeeded. `opened: false` where the shell has no browser to open (web bridge, CLI).
   */
  'app:open-page': {
    input: z.object({ page: externalPageSchema, profileId: z.number().int().positive() }),
    output: z.object({ opened: z.boolean(), url: z.string() }),
  },
} as const;

/**
 * Every SQLite table whose change main announces: the renderer's query keys start with these
 * names, so a misspelt table fails the type check instead of silently never refreshing.
 */
export const dbTables = [
  'store_profiles',
  'upload_ledger',
  'upload_status_timeline',
  'upload_errors',
  'stock_snapshots',
  'stock_rows',
  'webhook_subscriptions',
  'webhook_deliveries',
  'import_mappings',
  'dict_state',
  'dict_quarantine',
  ...dictionaryNames.map((name) => `dict_${name}` as const),
] as const;
export const dbTableSchema = z.enum(dbTables);
export type DbTable = z.infer<typeof dbTableSchema>;

export const appEvents = {
  /** Main wrote these tables; the renderer invalidates the queries keyed on them. */
  'db:changed': z.object({ tables: z.array(dbTableSchema).min(1) }),
  /**
   * The router's link to the core host process: 'reconnecting' while a host that died is being
   * restarted (invokes wait), 'failed' when it gave up (reason says what to do), 'ready' again after.
   */
  'core:state': z.object({
    state: z.enum(['ready', 'reconnecting', 'failed']),
    restarts: z.number().int().min(0),
    reason: z.string().nullable(),
  }),
} as const;
