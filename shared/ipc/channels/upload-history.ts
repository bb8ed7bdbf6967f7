import { z } from 'zod';
import { uploadKindSchema, uploadOutcomeSchema, uploadSummarySchema } from './uploads';

// The upload history screen: the ledger filtered, searched and sorted in SQL, and its chart.

const isoSchema = z.string();
const pageSchema = {
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
};

/** An attempt in the history: the ledger row and how long the operator took to process it. */
export const uploadHistoryItemSchema = uploadSummarySchema.extend({
  /** When this PC first saw status 2 (Processed); null when it never did. */
  processedAt: isoSchema.nullable(),
  /** Minutes from sending to Processed (this PC's clock at both ends); null when not processed. */
  minutesToProcessed: z.number().nullable(),
});
export type UploadHistoryItem = z.infer<typeof uploadHistoryItemSchema>;

/** Columns the history sorts by (in SQL). */
export const uploadHistorySortSchema = z.enum([
  'startedAt',
  'store',
  'kind',
  'fileName',
  'rows',
  'outcome',
  'minutesToProcessed',
]);
export type UploadHistorySort = z.infer<typeof uploadHistorySortSchema>;

/** The history's filters; every one optional, all of them together (AND). */
export const uploadHistoryFilterSchema = z.object({
  /** Stores to show; absent or empty: every store. */
  profileIds: z.array(z.number().int().positive()).max(1000).optional(),
  kinds: z.array(uploadKindSchema).max(3).optional(),
  outcomes: z.array(uploadOutcomeSchema).max(10).optional(),
  /** Started at or after this instant (ISO). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Started before this instant (ISO). */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Part of the file name (case-insensitive, ё = е) or of the operator's messageId. */
  search: z.string().max(200).optional(),
});
export type UploadHistoryFilter = z.infer<typeof uploadHistoryFilterSchema>;

/** One upload on the history chart. */
export const uploadChartPointSchema = z.object({
  id: z.number().int(),
  kind: uploadKindSchema,
  outcome: uploadOutcomeSchema,
  startedAt: isoSchema,
  rows: z.number().int().nullable(),
  minutesToProcessed: z.number().nullable(),
});
export type UploadChartPoint = z.infer<typeof uploadChartPointSchema>;

/** Most uploads the chart draws (the newest that match); one full a day and changes every 10 min fit years. */
export const MAX_CHART_POINTS = 5000;

/** Upload history: filters, search, sort and the chart, all in SQL. */
export const uploadHistoryInvoke = {
  /** The ledger filtered, searched and sorted in SQL, a page at a time (the history screen and its CSV export). */
  'uploads:history': {
    input: uploadHistoryFilterSchema.extend({
      sort: uploadHistorySortSchema.default('startedAt'),
      desc: z.boolean().default(true),
      ...pageSchema,
    }),
    output: z.object({
      total: z.number().int(),
      items: z.array(uploadHistoryItemSchema),
    }),
  },
  /** The filtered uploads over time for the chart, oldest first (at most MAX_CHART_POINTS, the newest). */
  'uploads:history-chart': {
    input: uploadHistoryFilterSchema,
    output: z.object({
      points: z.array(uploadChartPointSchema),
      /** All uploads that match (more than `points` when capped). */
      total: z.number().int(),
    }),
  },
} as const;
