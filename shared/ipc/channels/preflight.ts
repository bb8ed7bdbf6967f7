import { z } from 'zod';
import { productNameSchema } from './products';

/** How much a finding matters; the same words as the schema check's severities. */
export const findingSeveritySchema = z.enum(['error', 'warning', 'info']);
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/** What preflight found, as a code the CLI and the renderer word in Russian and English. */
export const preflightCodeSchema = z.enum([
  /** The nnt is not in the operator's goods dictionary (warning per row). */
  'unknown-nnt',
  /** More rows with unknown nnt than the operator allows: it will reject the package (error, no row). */
  'unknown-share-exceeded',
  /** The product is no longer current in the dictionary (warning). */
  'nnt-not-actual',
  /** A price-regulated product sent without `gnvls: true` (error). */
  'gnvls-missing',
  /** Flagged regulated while the dictionary says it is not (warning). */
  'gnvls-not-regulated',
  /** A regulated product without `prcGnvlsMax` (error). */
  'gnvls-max-missing',
  /** A regulated product priced above its maximum (error). */
  'retail-above-gnvls-max',
  /** `prcGnvlsMax` on a product that is not regulated (info). */
  'gnvls-max-not-regulated',
  /** `nds` differs from the dictionary's VAT rate (warning). */
  'nds-differs',
  /** Retail price 0 (warning: the dispersion page). */
  'retail-zero',
  /** Retail price below the purchase price with VAT (warning). */
  'retail-below-purchase',
  /** Retail price below half the purchase price with VAT (warning: the dispersion page). */
  'retail-below-half-purchase',
  /** This store links the row's sku to another nnt (warning). */
  'sku-linked-elsewhere',
  /** This store has no link to the row's nnt (info). */
  'nnt-not-linked',
  /** Expiry date passed, mark 0 (warning). */
  'expired',
  /** Expires within the near-expiry window, mark 0 (info). */
  'near-expiry',
]);
export type PreflightCode = z.infer<typeof preflightCodeSchema>;

/** The values a finding compared, for wording it (e.g. `{ dictionaryVat: 10, sentNds: 20 }`). */
export const findingFactsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type FindingFacts = z.infer<typeof findingFactsSchema>;

/** One problem of one row and field, found against the local dictionaries. */
export const preflightFindingSchema = z.object({
  /** 1-based row of `stocks`; null for the whole package. */
  row: z.number().int().nullable(),
  prtId: z.string().nullable(),
  field: z.string().nullable(),
  nnt: z.number().int().nullable(),
  severity: findingSeveritySchema,
  code: preflightCodeSchema,
  /** English text naming the row, batch and product; screens word `code` + `facts` themselves. */
  message: z.string(),
  facts: findingFactsSchema,
  /** The product from the dictionary, when the nnt is known there. */
  product: productNameSchema.nullable(),
});
export type PreflightFinding = z.infer<typeof preflightFindingSchema>;

/** Why a group of checks did not run. */
export const skippedChecksSchema = z.object({
  dictionary: z.enum(['goods', 'goods_links']),
  reason: z.enum(['never-synced', 'incomplete', 'stale']),
  checks: z.array(preflightCodeSchema),
  /** When the dictionary last finished a sync (null: never). */
  lastSyncedAt: z.string().nullable(),
  /** Whole days since then (stale only). */
  ageDays: z.number().int().nullable(),
  staleAfterDays: z.number().int().nullable(),
  /** Whether a sync may start now without breaking the operator's once-a-day request. */
  syncAllowedNow: z.boolean(),
  /** When it may (Moscow midnight), when not now. */
  nextSyncAt: z.string().nullable(),
});
export type SkippedChecks = z.infer<typeof skippedChecksSchema>;

/** A preflight run over a previewed package, with a page of its findings. */
export const preflightReportSchema = z.object({
  previewId: z.string(),
  /** Rows checked (0 when the file has no readable `stocks` array). */
  rows: z.number().int(),
  counts: z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int() }),
  byCode: z.array(z.object({ code: preflightCodeSchema, severity: findingSeveritySchema, count: z.number().int() })),
  /** The operator's processing will most likely end in status 3 (any error finding). */
  rejectionPredicted: z.boolean(),
  unknownNnt: z.object({ rows: z.number().int(), share: z.number(), allowedShare: z.number().nullable() }),
  skipped: z.array(skippedChecksSchema),
  /** Findings matching the filter, and the requested page of them (errors first, then by row). */
  total: z.number().int(),
  findings: z.array(preflightFindingSchema),
  checkedAt: z.string(),
});
export type PreflightReport = z.infer<typeof preflightReportSchema>;

/** Preflight: what the operator would reject after processing, predicted from the local dictionaries. */
export const preflightInvoke = {
  /** Checks a previewed file against this store's local dictionaries; repeated calls page the same run. */
  'preflight:check': {
    input: z.object({
      profileId: z.number().int().positive(),
      previewId: z.string(),
      severity: findingSeveritySchema.optional(),
      code: preflightCodeSchema.optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
    }),
    output: preflightReportSchema,
  },
} as const;

export const preflightEvents = {} as const;
