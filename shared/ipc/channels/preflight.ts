import { z } from 'zod';
import { productNameSchema } from './products';

/** How much a finding matters; the same words as the schema check's severities. */
export const findingSeveritySchema = z.enum(['error', 'warning', 'info']);
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/** What a check needs of the local dictionaries: the goods dictionary, this store's links, or neither. */
export type PreflightNeeds = 'goods' | 'links' | null;

/**
 * Every preflight code with its severity (fixed: the renderer and CLI sort and count by it) and
 * the dictionary its check needs. The code enum, the severities and the readiness lists derive from it.
 */
const preflightCodeTable = {
  /** The nnt is not in the operator's goods dictionary. */
  'unknown-nnt': { severity: 'warning', needs: 'goods' },
  /** More rows with unknown nnt than the operator allows: it will reject the package. */
  'unknown-share-exceeded': { severity: 'error', needs: 'goods' },
  /** The product is no longer current in the dictionary. */
  'nnt-not-actual': { severity: 'warning', needs: 'goods' },
  /** A price-regulated product sent without `gnvls: true`. */
  'gnvls-missing': { severity: 'error', needs: 'goods' },
  /** Flagged regulated while the dictionary says it is not. */
  'gnvls-not-regulated': { severity: 'warning', needs: 'goods' },
  /** A regulated product without `prcGnvlsMax`. */
  'gnvls-max-missing': { severity: 'error', needs: 'goods' },
  /** A regulated product priced above its maximum. */
  'retail-above-gnvls-max': { severity: 'error', needs: 'goods' },
  /** `prcGnvlsMax` on a product that is not regulated. */
  'gnvls-max-not-regulated': { severity: 'info', needs: 'goods' },
  /** `nds` differs from the dictionary's VAT rate. */
  'nds-differs': { severity: 'warning', needs: 'goods' },
  /** Retail price 0 (warning: the dispersion page). */
  'retail-zero': { severity: 'warning', needs: null },
  /** Retail price below the purchase price with VAT. */
  'retail-below-purchase': { severity: 'warning', needs: null },
  /** Retail price below half the purchase price with VAT (warning: the dispersion page). */
  'retail-below-half-purchase': { severity: 'warning', needs: null },
  /** This store links the row's sku to another nnt. */
  'sku-linked-elsewhere': { severity: 'warning', needs: 'links' },
  /** This store has no link to the row's nnt. */
  'nnt-not-linked': { severity: 'info', needs: 'links' },
  /** Expiry date passed, mark 0. */
  expired: { severity: 'warning', needs: null },
  /** Expires within the near-expiry window, mark 0. */
  'near-expiry': { severity: 'info', needs: null },
} as const satisfies Record<string, { severity: FindingSeverity; needs: PreflightNeeds }>;

/** What preflight found, as a code the CLI and the renderer word in Russian and English. */
export type PreflightCode = keyof typeof preflightCodeTable;
export const preflightCodes = Object.keys(preflightCodeTable) as [PreflightCode, ...PreflightCode[]];
export const preflightCodeSchema = z.enum(preflightCodes);

/** The severity of each code. */
export const preflightSeverityOf = Object.fromEntries(
  preflightCodes.map((code) => [code, preflightCodeTable[code].severity]),
) as Record<PreflightCode, FindingSeverity>;

/** The codes whose checks need a dictionary (`goods` or this store's `links`): skipped while it is missing. */
export const preflightChecksNeeding = (needs: Exclude<PreflightNeeds, null>): PreflightCode[] =>
  preflightCodes.filter((code) => preflightCodeTable[code].needs === needs);

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
