import { z } from 'zod';
import { dictionaryNames } from '@shared/protocol/dictionaries';

const profileIdSchema = z.number().int().positive();
export const dictionaryNameSchema = z.enum(dictionaryNames);
const nullableText = z.string().nullable();
/** A row version (`rvInt`) as its exact decimal digits: it may pass 2^53, where a JSON number rounds. */
const rvIntText = z.string().regex(/^\d{1,19}$/);

/** The politeness rule of part 8 for one dictionary (goods and goods links: once per Moscow day). */
export const politenessSchema = z.object({
  limited: z.boolean(),
  syncedToday: z.boolean(),
  /** When a sync is polite again (the next Moscow midnight, ISO); null when it already is. */
  nextAllowedAt: nullableText,
});

/** One dictionary's local copy: size, cursor, last sync and politeness. */
export const dictionarySummarySchema = z.object({
  name: dictionaryNameSchema,
  rows: z.number().int(),
  /** The highest `rvInt` held ("0" for goods_links, which has no versions), as exact decimal digits. */
  cursor: rvIntText,
  loaded: z.boolean(),
  mode: z.enum(['incremental', 'actual']),
  lastStartedAt: nullableText,
  lastCompletedAt: nullableText,
  lastStatus: z.enum(['running', 'ok', 'failed', 'cancelled']).nullable(),
  lastError: nullableText,
  quarantined: z.number().int(),
  polite: politenessSchema,
});
export type DictionarySummary = z.infer<typeof dictionarySummarySchema>;

/** A sync run's state, pushed as it goes. */
export const syncProgressSchema = z.object({
  profileId: z.number().int(),
  runId: z.string(),
  state: z.enum(['running', 'indexing', 'done', 'failed', 'cancelled']),
  dictionary: dictionaryNameSchema.nullable(),
  completed: z.number().int(),
  total: z.number().int(),
  records: z.number().int(),
  rows: z.number().int(),
  quarantined: z.number().int(),
  chunks: z.number().int(),
  elapsedMs: z.number(),
  recordsPerSecond: z.number(),
  /** Null until the sizes are known (a first load cannot say how much is left). */
  etaSeconds: z.number().nullable(),
  /** `details` only for a guard-rail stop (goods links: `reason: 'links-drop'`, `held`, `received`, `vanishing`). */
  error: z
    .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
    .nullable(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

const syncPlanSchema = z.object({
  /** Null when nothing was started (everything asked for was skipped). */
  runId: z.string().nullable(),
  started: z.array(dictionaryNameSchema),
  /** Left out by the politeness rule; sync them with `force` when strictly necessary. */
  skipped: z.array(z.object({ name: dictionaryNameSchema, nextAllowedAt: nullableText })),
});
export type SyncPlan = z.infer<typeof syncPlanSchema>;

/** A column of a dictionary table; `bool` cells are 0/1. */
export const dictionaryColumnSchema = z.object({
  name: z.string(),
  kind: z.enum(['int', 'real', 'text', 'bool', 'base64', 'datetime']),
});

/** A product in search results. */
export const goodsHitSchema = z.object({
  nnt: z.number().int(),
  name: z.string(),
  nameFull: nullableText,
  manufacturer: nullableText,
  country: nullableText,
  mnnRus: nullableText,
  trademark: nullableText,
  actual: z.boolean(),
  gnvls: z.boolean(),
  /** What found it: the product code, a barcode, or the text (names, МНН, trademark, manufacturer). */
  matchedBy: z.enum(['nnt', 'barcode', 'text']),
});
export type GoodsHit = z.infer<typeof goodsHitSchema>;

/** Everything the product card shows: the goods row with every id resolved, and related rows. */
export const productCardSchema = z.object({
  nnt: z.number().int(),
  name: z.string(),
  nameFull: nullableText,
  actual: z.boolean(),
  gnvls: z.boolean(),
  vat: z.number().nullable(),
  pack: z.number().nullable(),
  doseVal: z.number().nullable(),
  ex: z.boolean(),
  stm: z.boolean(),
  ustm: z.boolean(),
  exch: z.boolean(),
  rvInt: rvIntText,
  names: z.object({
    trademark: nullableText,
    dosage: nullableText,
    releaseForm: nullableText,
    primaryPackaging: nullableText,
    secondaryPackaging: nullableText,
    tertiaryPackaging: nullableText,
    country: nullableText,
    manufacturer: nullableText,
    goodsGroup: nullableText,
    applicationArea: nullableText,
    mnnRus: nullableText,
    mnnLat: nullableText,
    mnnEng: nullableText,
    analog: nullableText,
    spe: nullableText,
    category: nullableText,
    direction: nullableText,
    megacategory: nullableText,
  }),
  marketing: z.object({ brand: nullableText, cluster: nullableText, manufacturer: nullableText }),
  barcodes: z.array(z.object({ barcode: z.string(), actual: z.boolean() })),
  analogs: z.array(
    z.object({ nnt: z.number().int(), name: z.string(), manufacturer: nullableText, actual: z.boolean() }),
  ),
  storeSkus: z.array(z.object({ sku: z.string(), name: nullableText })),
  /** This store's stock of the product in the last snapshot read from the operator; null: never read. */
  storeStock: z
    .object({
      pulledAt: z.string(),
      batchCount: z.number().int(),
      quantity: z.number(),
      /** Up to 50 batches, largest first. */
      batches: z.array(
        z.object({
          prtId: nullableText,
          qnt: z.number().nullable(),
          prcRet: z.number().nullable(),
          series: nullableText,
          exp: nullableText,
        }),
      ),
    })
    .nullable(),
});
export type ProductStoreStock = NonNullable<z.infer<typeof productCardSchema>['storeStock']>;
export type ProductCard = z.infer<typeof productCardSchema>;

/** Reference dictionaries: sync, browse, search. */
export const dictionariesInvoke = {
  /** The 24 dictionaries of the store's operator: counts, cursors, last sync, politeness; and the run under way. */
  'dictionaries:list': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({
      dictionaries: z.array(dictionarySummarySchema),
      running: syncProgressSchema.nullable(),
      /** The goods search index is built. */
      searchReady: z.boolean(),
    }),
  },
  /** Starts a sync (all dictionaries, or `names`) in the background; progress comes as `dictionaries:progress`. */
  'dictionaries:sync': {
    input: z.object({
      profileId: profileIdSchema,
      names: z.array(dictionaryNameSchema).min(1).optional(),
      /** Sync goods / goods links even when already synced today (part 8 asks not to). */
      force: z.boolean().default(false),
      /** barcodes with actual=true: only current barcodes, the local table cleared first. */
      barcodesActual: z.boolean().default(false),
      /** The manager saw how many goods links a sync would delete (more than half) and confirmed it. */
      confirmLinksDrop: z.boolean().default(false),
    }),
    output: syncPlanSchema,
  },
  /** Cancels the store's running sync; what was loaded stays. */
  'dictionaries:cancel-sync': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({ cancelled: z.boolean() }),
  },
  /** Re-sync from scratch: clears the dictionaries (all, or `names`) and loads them again. */
  'dictionaries:reset': {
    input: z.object({
      profileId: profileIdSchema,
      names: z.array(dictionaryNameSchema).min(1).optional(),
      force: z.boolean().default(false),
    }),
    output: syncPlanSchema,
  },
  /** A window of rows of one dictionary, sorted and filtered in SQL. */
  'dictionaries:page': {
    input: z.object({
      profileId: profileIdSchema,
      name: dictionaryNameSchema,
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(500),
      sort: z.string().max(40).optional(),
      desc: z.boolean().default(false),
      /** Words in the names (case-insensitive, ё = е), or a number matching a code column. */
      filter: z.string().max(200).optional(),
    }),
    output: z.object({
      columns: z.array(dictionaryColumnSchema),
      rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
      /** Rows matching the filter, counted with the first window (offset 0) only; -1 for the others. */
      total: z.number().int(),
    }),
  },
  /** Goods by text (name, МНН, trademark, manufacturer; word prefixes), product code (nnt) or barcode, ranked. */
  'dictionaries:search-goods': {
    input: z.object({
      profileId: profileIdSchema,
      text: z.string().max(200),
      limit: z.number().int().min(1).max(100).default(50),
    }),
    output: z.object({ items: z.array(goodsHitSchema), more: z.boolean(), tookMs: z.number() }),
  },
  /** One product with its names, barcodes, analogs, marketing brand and this store's codes. */
  'dictionaries:product-card': {
    input: z.object({ profileId: profileIdSchema, nnt: z.number().int() }),
    output: productCardSchema,
  },
  /** Records that failed their schema and were set aside, with the reason. */
  'dictionaries:quarantine': {
    input: z.object({
      profileId: profileIdSchema,
      name: dictionaryNameSchema.optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: z.object({
      items: z.array(
        z.object({
          name: dictionaryNameSchema,
          recordKey: nullableText,
          rvInt: rvIntText.nullable(),
          reason: z.string(),
          raw: z.string(),
          at: z.string(),
        }),
      ),
      total: z.number().int(),
    }),
  },
} as const;

export const dictionariesEvents = {
  /** A sync run moved on (throttled to a few per second) or ended. */
  'dictionaries:progress': syncProgressSchema,
} as const;
