import { z } from 'zod';
import { dateTimeSchema } from '@shared/protocol/common';
import {
  stockFields,
  stockServerFields,
  stockSortColumns,
  type StockFieldEntry,
  type StockServerFieldEntry,
  type StockSortColumn,
} from '@shared/protocol/stock-fields';

const profileIdSchema = z.number().int().positive();
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Columns of the server-snapshot table the renderer may sort by (shared/protocol/stock-fields.ts). */
export { stockSortColumns, type StockSortColumn };

type ShownEntry = StockFieldEntry | Extract<StockServerFieldEntry, { shown: true }>;
type CellOf<T extends string> = T extends 'int' | 'float' | 'decimal' | 'number'
  ? z.ZodNullable<z.ZodNumber>
  : T extends 'bool'
    ? z.ZodNullable<z.ZodBoolean>
    : z.ZodNullable<z.ZodString>;
type SnapshotShape = { rowNo: z.ZodNumber } & { [F in ShownEntry as F['name']]: CellOf<F['type']> };

/** The snapshot row's shape from the field table: upload fields, then the server's shown ones. */
function snapshotShape(): SnapshotShape {
  const shape: Record<string, z.ZodType> = { rowNo: z.number().int() };
  const cellOf = (type: string) =>
    type === 'bool' ? z.boolean() : ['int', 'float', 'decimal', 'number'].includes(type) ? z.number() : z.string();
  for (const f of [...stockFields, ...stockServerFields])
    if (!('shown' in f) || f.shown) shape[f.name] = cellOf(f.type).nullable();
  return shape as SnapshotShape;
}

/** One row of the server snapshot as the table shows it; absent fields are null. */
export const stockSnapshotRowSchema = z.object(snapshotShape());
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
