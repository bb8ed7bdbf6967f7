import { z } from 'zod';
import { dictionaryNames } from '../../protocol/dictionaries/catalog';

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
  /** Opens an allow-listed https page (e.g. the operator's dispersion page) in the system browser. */
  'app:open-external': {
    input: z.object({ url: z.string().max(2048) }),
    output: z.object({ opened: z.boolean() }),
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
  'dict_state',
  'dict_quarantine',
  ...dictionaryNames.map((name) => `dict_${name}` as const),
] as const;
export const dbTableSchema = z.enum(dbTables);
export type DbTable = z.infer<typeof dbTableSchema>;

export const appEvents = {
  /** Main wrote these tables; the renderer invalidates the queries keyed on them. */
  'db:changed': z.object({ tables: z.array(dbTableSchema).min(1) }),
} as const;
