import { z } from 'zod';
import { dictionaryNames } from '@shared/protocol/dictionaries/catalog';
import { connectionCheckSchema } from './profiles';
import { uploadKindSchema, uploadOutcomeSchema } from './uploads';

/** The window's colour theme: as the OS says, or pinned light or dark (the renderer remembers it). */
export const themeChoiceSchema = z.enum(['system', 'light', 'dark']);
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

/** The operator pages the app opens in the system browser (spec 1.8: the dispersion page). */
export const externalPageSchema = z.enum(['dispersion']);
export type ExternalPage = z.infer<typeof externalPageSchema>;

const isoSchema = z.string();

/**
 * The app's screens (the renderer's sections, in its navigation's order). Core holds some memory for
 * a screen (a checked file, sorted orders) and gives it back a while after that screen was left.
 */
export const appScreens = ['stores', 'uploads', 'import', 'stocks', 'webhooks', 'dictionaries', 'guide'] as const;
export const appScreenSchema = z.enum(appScreens);
export type AppScreen = z.infer<typeof appScreenSchema>;

/** Where the current store's access token stands (never the token itself). */
export const tokenStateSchema = z.object({
  /** `none`: not requested since the app started; `valid` until `expiresAt`; `expired`; `failed` (`errorCode`). */
  state: z.enum(['none', 'valid', 'expired', 'failed']),
  expiresAt: isoSchema.nullable(),
  errorCode: z.string().nullable(),
});

/** What the status bar shows at a glance for one store, all computed by core at core's clock. */
export const statusSummarySchema = z.object({
  /** Core's "now" (its clock may be fake in dev/test): the renderer's clock ticks from it. */
  now: isoSchema,
  /** When this summary changes by the clock alone (window opens or closes, changes allowed, a new Moscow day). */
  validUntil: isoSchema,
  /** The recommended full-upload window in Moscow time (spec part 8). */
  fullWindow: z.object({
    open: z.boolean(),
    /** Moscow wall-clock bounds, `05:15` and `08:45`. */
    start: z.string(),
    end: z.string(),
    /** The next opening and closing after `now`. */
    opensAt: isoSchema,
    closesAt: isoSchema,
  }),
  /** Today's (Moscow day) full upload that may have reached the operator; null when none. */
  todayFull: z
    .object({
      uploadId: z.number().int(),
      outcome: uploadOutcomeSchema,
      startedAt: isoSchema,
      statusId: z.number().int().nullable(),
    })
    .nullable(),
  /**
   * Today's (Moscow day) latest full upload the operator refused (a 4xx answer), when no full
   * upload of today reached it: sent, and yet another may be sent. Null otherwise.
   */
  todayRefusedFull: z.object({ uploadId: z.number().int(), startedAt: isoSchema }).nullable(),
  /** The last attempt of any kind, for "last upload: refused 10:02". */
  lastUpload: z
    .object({ uploadId: z.number().int(), kind: uploadKindSchema, outcome: uploadOutcomeSchema, startedAt: isoSchema })
    .nullable(),
  changes: z.object({
    /** When the next changes upload is allowed (the 10-minute interval); null: now. */
    allowedAt: isoSchema.nullable(),
    /** All stock was deleted at this instant and no full upload followed: changes are refused until one. */
    blockedSinceDelete: isoSchema.nullable(),
  }),
  token: tokenStateSchema,
  /** The last "Test connection" of the store. */
  lastCheck: connectionCheckSchema.nullable(),
  dictionaries: z.object({
    total: z.number().int(),
    /** Dictionaries with a finished first load. */
    loaded: z.number().int(),
    /** Whose last sync failed (the next sync resumes them). */
    failed: z.number().int(),
    /** The oldest successful sync among the loaded ones: how fresh the whole copy is. */
    oldestSyncAt: isoSchema.nullable(),
    running: z.boolean(),
    /** Goods and goods links were synced today (Moscow day): syncing them again waits until `goodsNextAllowedAt`. */
    goodsSyncedToday: z.boolean(),
    goodsNextAllowedAt: isoSchema.nullable(),
  }),
});
export type StatusSummary = z.infer<typeof statusSummarySchema>;

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
  /**
   * Help → Copy diagnostics: versions, OS, folders, stores (addresses only, never a secret), each
   * store's dictionary state and the last 200 log lines, all redacted (core/app/diagnostics.ts).
   */
  'app:diagnostics': {
    input: z.void(),
    output: z.object({ text: z.string() }),
  },
  /** The window's language changed (or the window started): the native menu and dialogs follow it. */
  'app:set-language': {
    input: z.object({ language: z.enum(['ru', 'en']) }),
    output: z.object({ language: z.enum(['ru', 'en']) }),
  },
  /** The window's theme changed (or the window started): the View menu's theme radio follows it. */
  'app:set-theme': {
    input: z.object({ theme: themeChoiceSchema }),
    output: z.object({ theme: themeChoiceSchema }),
  },
  /** The store the window works with (at start and on each switch): File → Open Recent lists its files. */
  'app:set-current-store': {
    input: z.object({ profileId: z.number().int().positive() }),
    output: z.object({ profileId: z.number().int().positive() }),
  },
  /**
   * The screen the window shows (at start and on each navigation): core releases what it holds for
   * a screen left a while ago (docs/architecture.md, "Memory: who holds what, and for how long").
   */
  'app:set-current-screen': {
    input: z.object({ screen: appScreenSchema }),
    output: z.object({ screen: appScreenSchema }),
  },
  /** Help → Save a support bundle: a ZIP of the diagnostics and the log files, redacted the same way. */
  'app:support-bundle': {
    input: z.void(),
    output: z.object({ fileName: z.string(), mimeType: z.literal('application/zip'), bytes: z.instanceof(Uint8Array) }),
  },
  'app:open-page': {
    input: z.object({ page: externalPageSchema, profileId: z.number().int().positive() }),
    output: z.object({ opened: z.boolean(), url: z.string() }),
  },
  /**
   * The status bar of one store: Moscow time, the full-upload window, today's full upload, when
   * changes are allowed, the token's state and the dictionaries' freshness. The renderer refetches
   * it on `db:changed`, `uploads:status` and when `validUntil` passes; no polling.
   */
  'app:status-summary': {
    input: z.object({ profileId: z.number().int().positive() }),
    output: statusSummarySchema,
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
  'code_confirmations',
  'recent_files',
  'upload_left_out',
  'dict_state',
  'dict_quarantine',
  ...dictionaryNames.map((name) => `dict_${name}` as const),
] as const;
export const dbTableSchema = z.enum(dbTables);
export type DbTable = z.infer<typeof dbTableSchema>;

export const appEvents = {
  /** The in-app language, for the shell's menu, tray and dialogs (main listens; the window ignores it). */
  'app:language': z.object({ language: z.enum(['ru', 'en']) }),
  /** The in-app theme, for the shell's View menu (main listens; the window ignores it). */
  'app:theme': z.object({ theme: themeChoiceSchema }),
  /** The window's current store, for the shell's File → Open Recent (main listens; the window ignores it). */
  'app:current-store': z.object({ profileId: z.number().int().positive() }),
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
