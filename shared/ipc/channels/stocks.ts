import { z } from 'zod';
import { dateTimeSchema } from '@shared/protocol/common';

const profileIdSchema = z.number().int().positive();
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Columns of the server-snapshot table the renderer may sort by (the stock row's field names, 2.3 and 2.4). */
export const stockSortColumns = [
  'prtId',
  'nnt',
  'sku',
  'qnt',
  'supDate',
  'nds',
  'gnvls',
  'man',
  'series',
  'exp',
  'prcOptNds',
  'prcRet',
  'prcGnvlsMax',
  'tag',
  'loadDate',
] as const;
export type StockSortColumn = (typeof stockSortColumns)[number];

/** One row of the server snapshot as the table shows it; absent fields are null. */
export const stockSnapshotRowSchema = z.object({
  rowNo: z.number().int(),
  prtId: z.string().nullable(),
  nnt: z.number().nullable(),
  sku: z.string().nullable(),
  qnt: z.number().nullable(),
  supDate: z.string().nullable(),
  nds: z.number().nullable(),
  gnvls: z.boolean().nullable(),
  man: z.string().nullable(),
  series: z.string().nullable(),
  exp: z.string().nullable(),
  prcMan: z.number().nullable(),
  prcOpt: z.number().nullable(),
  prcOptNds: z.number().nullable(),
  prcRet: z.number().nullable(),
  prcReestr: z.number().nullable(),
  prcGnvlsMax: z.number().nullable(),
  mrGnvls: z.number().nullable(),
  tag: z.number().nullable(),
  doc: z.string().nullable(),
  supInn: z.string().nullable(),
  supId: z.string().nullable(),
  dp: z.boolean().nullable(),
  sumOpt: z.number().nullable(),
  sumOptNds: z.number().nullable(),
  realNetId: z.number().nullable(),
  storeId: z.string().nullable(),
  stkDate: z.string().nullable(),
  loadDate: z.string().nullable(),
});
export type StockSnapshotRow = z.infer<typeof stockSnapshotRowSchema>;

/** Filters of the table; all optional, combined with AND. */
export const stockFilterSchema = z.object({
  /** Case-insensitive substring of prtId, sku, manufacturer, series or nnt. */
  text: z.string().max(200).optional(),
  nnt: z.number().int().optional(),
  prtId: z.string().max(50).optional(),
  tag: z.number().int().min(0).max(3).optional(),
  gnvls: z.boolean().optional(),
});
export type StockFilter = z.infer<typeof stockFilterSchema>;

/** When the snapshot was taken, and what it holds. */
export const stockSnapshotSummarySchema = z.object({
  pulledAt: z.string(),
  since: z.string(),
  rowCount: z.number().int(),
  /** Rows the server sent without a batch code (prtId): they cannot be matched by it. */
  withoutPrtId: z.number().int(),
  gnvlsCount: z.number().int(),
  zeroQntCount: z.number().int(),
  byTag: z.array(z.object({ tag: z.number().int().nullable(), count: z.number().int() })),
});
export type StockSnapshotSummary = z.infer<typeof stockSnapshotSummarySchema>;

const diffFieldSchema = z.object({ field: z.string(), ours: cell, theirs: cell });
const rowRefSchema = z.object({
  prtId: z.string().nullable(),
  nnt: z.number().nullable(),
  sku: z.string().nullable(),
  qnt: z.number().nullable(),
});
const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), rows: z.array(item) });

/** The result of comparing a package with the server's read-back. */
export const reconciliationSchema = z.object({
  fileName: z.string(),
  kind: z.enum(['full', 'changes']),
  packageDate: z.string().nullable(),
  ourRows: z.number().int(),
  serverRows: z.number().int(),
  matched: z.number().int(),
  /** How rows were paired: by prtId, or (when the server omitted prtId) by nnt + sku + series. */
  matchedBy: z.enum(['prtId', 'nnt+sku+series']),
  snapshotPulledAt: z.string(),
  /** Rows of the file without a usable key, and repeated keys (the second and later were skipped). */
  ourWithoutKey: z.number().int(),
  ourDuplicates: z.number().int(),
  missingOnServer: listOf(rowRefSchema),
  /** Only for full packages: a changes package says nothing about the other rows. */
  onlyOnServer: listOf(rowRefSchema),
  differing: listOf(rowRefSchema.extend({ fields: z.array(diffFieldSchema) })),
  /** Lists are cut at this many rows; totals count them all. */
  listLimit: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** Stock read-back: the server's copy of the store's stock, kept as a local snapshot. */
export const stocksInvoke = {
  /** GET stocks `since` a date-time and replace the store's snapshot with the answer. */
  'stocks:pull': {
    input: z.object({
      profileId: profileIdSchema,
      /** Default: 2000-01-01T00:00:00+03:00, i.e. everything the server holds. */
      since: dateTimeSchema.optional(),
    }),
    output: z.object({
      rowCount: z.number().int(),
      pulledAt: z.string(),
      since: z.string(),
      withoutPrtId: z.number().int(),
    }),
  },
  /** The snapshot's time and counts; null before the first pull. */
  'stocks:summary': {
    input: z.object({ profileId: profileIdSchema }),
    output: stockSnapshotSummarySchema.nullable(),
  },
  /** A window of the snapshot, filtered and sorted in SQL, with the filtered total. */
  'stocks:query': {
    input: z.object({
      profileId: profileIdSchema,
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(1000),
      sort: z.object({ column: z.enum(stockSortColumns), dir: z.enum(['asc', 'desc']) }).optional(),
      filter: stockFilterSchema.optional(),
    }),
    output: z.object({ total: z.number().int(), offset: z.number().int(), rows: z.array(stockSnapshotRowSchema) }),
  },
  /** Compares a stock package (its text) with the snapshot by prtId: missing, extra and differing rows. */
  'stocks:reconcile': {
    input: z.object({
      profileId: profileIdSchema,
      fileName: z.string().max(500),
      text: z.string().max(200_000_000),
      /** A changes package (PUT) is not expected to hold every row. Default full. */
      kind: z.enum(['full', 'changes']).optional(),
    }),
    output: reconciliationSchema,
  },
  /**
   * The Sandbox's dispersion page (rows with abnormally low prices) read into the app: the
   * embedded sandbox is plain http on this PC, which the system browser is not sent to.
   */
  'stocks:sandbox-dispersion': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({
      summary: z.string(),
      headers: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    }),
  },
} as const;

export const stocksEvents = {} as const;
