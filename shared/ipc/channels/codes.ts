import { z } from 'zod';
import { codeCountsSchema, codeSourceSchema } from '@shared/import/code-counts';
import { importMappingSchema } from '@shared/import/import-mapping';
import { exportFormatSchema } from './exports';
import { convertedView } from './import';
import { fileSourceFields, oneFileSource } from './file-source';
import { acknowledgeableRuleSchema, uploadSummarySchema } from './uploads';

const profileIdSchema = z.number().int().positive();
const pageSchema = {
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
};
/** The pharmacy's own product code as the protocol bounds it (sku, max 50 characters). */
const skuSchema = z.string().trim().min(1).max(50);

export { codeCountsSchema, codeSourceSchema, type CodeCounts, type CodeSource } from '@shared/import/code-counts';

/** A product of the operator's goods dictionary as the codes screen names it. */
export const codeProductSchema = z.object({
  nnt: z.number().int(),
  /** The dictionary's name; null when the code is not in the local goods dictionary. */
  name: z.string().nullable(),
  manufacturer: z.string().nullable(),
  /** The product's average retail price in this store's last stock read from the operator; null when none. */
  knownPrice: z.number().nullable(),
});
export type CodeProduct = z.infer<typeof codeProductSchema>;

/** The store link and the barcode name different products: both named, the store link wins unless the manager chose otherwise. */
export const codeConflictSchema = z.object({
  storeLink: codeProductSchema,
  barcode: codeProductSchema,
  /** The row's retail price (prcRet, else prcOptNds), to judge which product it fits. */
  rowPrice: z.number().nullable(),
  /** Which of the two the row carries now. */
  chosen: z.enum(['store-link', 'barcode']),
});
export type CodeConflict = z.infer<typeof codeConflictSchema>;

/**
 * Something the manager should know about a row's code: a confirmation the operator's newer store
 * link overrides; a barcode naming several products (never guessed); a code found only through a
 * retired barcode; a pharmacy code the store links to several products.
 */
export const codeNoticeSchema = z.enum([
  'confirmation-overridden',
  'barcode-ambiguous',
  'retired-barcode',
  'sku-linked-twice',
  'product-not-in-dictionary',
]);
export type CodeNotice = z.infer<typeof codeNoticeSchema>;

/** One imported row and how its code was found. */
export const resolvedRowSchema = z.object({
  /** The package row (0-based). */
  index: z.number().int(),
  /** The source row (1-based). */
  sourceRow: z.number().int(),
  prtId: z.string().nullable(),
  sku: z.string().nullable(),
  /** The barcode cell as read (several codes possible). */
  barcode: z.string().nullable(),
  /** The export's name of the product (never sent). */
  name: z.string().nullable(),
  nnt: z.number().int().nullable(),
  source: codeSourceSchema,
  /** The product `nnt` names; null when not found. */
  product: codeProductSchema.nullable(),
  conflict: codeConflictSchema.nullable(),
  /** A barcode naming several products: all of them (none is chosen). */
  candidates: z.array(codeProductSchema),
  notices: z.array(codeNoticeSchema),
  /** The confirmation a newer store link overrode (confirmation-overridden): its code. */
  overriddenNnt: z.number().int().nullable(),
});
export type ResolvedRow = z.infer<typeof resolvedRowSchema>;

/** Which rows a window shows. */
export const codeRowFilterSchema = z.enum(['all', 'attention', 'not-found', 'conflict', ...codeSourceSchema.options]);

/** A product proposed for a row still without a code, with a plain confidence and why. */
export const codeSuggestionSchema = z.object({
  product: codeProductSchema,
  confidence: z.enum(['high', 'medium', 'low']),
  /** 0..1: the share of the row's words (name, dosage, pack, manufacturer) the product matches, less 0.02 per extra word of its name. */
  score: z.number(),
  /** The row's words found in the product. */
  matchedWords: z.array(z.string()),
  /** The row's words not found in it. */
  missedWords: z.array(z.string()),
  manufacturerMatched: z.boolean(),
  dosageMatched: z.boolean(),
  packMatched: z.boolean(),
  /**
   * What tells products of one name apart (an operator's dictionary repeats names: re-registered
   * codes, other packagings): the full name, whether the code is current, and the ЖНВЛП mark.
   */
  nameFull: z.string().nullable(),
  actual: z.boolean(),
  gnvls: z.boolean(),
});
export type CodeSuggestion = z.infer<typeof codeSuggestionSchema>;

/** Why the manager chose a code for a pharmacy code. */
export const confirmationReasonSchema = z.enum(['suggestion', 'conflict', 'ambiguous-barcode', 'manual']);

/** A pharmacy code → operator code the manager confirmed for a store. */
export const codeConfirmationSchema = z.object({
  sku: z.string(),
  nnt: z.number().int(),
  /** The dictionary's name of the chosen product. */
  productName: z.string().nullable(),
  /** The pharmacy's own name and barcode of the product, as the export had them. */
  name: z.string().nullable(),
  barcode: z.string().nullable(),
  reason: confirmationReasonSchema,
  /** The store link the manager chose against (reason conflict); while the operator keeps it, the confirmation wins. */
  againstLinkNnt: z.number().int().nullable(),
  confirmedBy: z.string(),
  confirmedAt: z.string(),
  /** The operator's store link for this sku now, if any. */
  storeLinkNnt: z.number().int().nullable(),
  /** A newer store link of the operator overrides this confirmation. */
  overridden: z.boolean(),
});
export type CodeConfirmation = z.infer<typeof codeConfirmationSchema>;

/** A package row sent without its code: what the ledger keeps of a batch a full upload left out. */
export const leftOutRowSchema = z.object({
  sourceRow: z.number().int(),
  prtId: z.string().nullable(),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  barcode: z.string().nullable(),
});
export type LeftOutRow = z.infer<typeof leftOutRowSchema>;

/** Rows of a resolution sent with its first answer; the rest through `codes:rows`. */
export const FIRST_RESOLVED_ROWS = 200;

/** Operator codes of imported rows: found, explained, suggested, confirmed, exported, and the ready rows sent. */
export const codesInvoke = {
  /**
   * Converts a stock list for a store and finds each row's operator code (file, store link,
   * barcode, confirmation), with conflicts; the resolution is held in core for the calls below.
   */
  'codes:resolve': {
    input: z
      .object({
        profileId: profileIdSchema,
        ...fileSourceFields,
        mapping: importMappingSchema.optional(),
        packageDate: z.iso.datetime({ offset: true }).optional(),
        /** Also return the package as it stands (the CLI writes or sends it; the screen sends through codes:send-ready). */
        withPackage: z.boolean().default(false),
      })
      .refine(...oneFileSource),
    output: z.object({
      ...convertedView,
      /** With `withPackage`: every row, those without a code too (the local check names them). */
      package: z.object({ fileName: z.string(), bytes: z.instanceof(Uint8Array), rows: z.number().int() }).nullable(),
      resolutionId: z.string(),
      counts: codeCountsSchema,
      /** The first rows needing attention (not found, conflicts, notices), then the others. */
      rows: z.array(resolvedRowSchema),
      /** Package rows in all. */
      total: z.number().int(),
    }),
  },
  /** A window of a held resolution's rows, filtered. */
  'codes:rows': {
    input: z.object({ resolutionId: z.string(), filter: codeRowFilterSchema.default('all'), ...pageSchema }),
    output: z.object({ total: z.number().int(), rows: z.array(resolvedRowSchema) }),
  },
  /** Up to three products per row still without a code, by its name, manufacturer, dosage and pack. */
  'codes:suggest': {
    input: z.object({ resolutionId: z.string(), indexes: z.array(z.number().int().min(0)).min(1).max(100) }),
    output: z.object({
      items: z.array(z.object({ index: z.number().int(), suggestions: z.array(codeSuggestionSchema).max(3) })),
    }),
  },
  /**
   * The manager's choice for a row (a suggestion, the barcode's product against the store link,
   * one of an ambiguous barcode's products): applied to the held resolution and, when the row has
   * a pharmacy code, kept for the store (used by the next import).
   */
  'codes:choose': {
    input: z.object({
      profileId: profileIdSchema,
      resolutionId: z.string(),
      index: z.number().int().min(0),
      nnt: z.number().int().positive(),
      reason: confirmationReasonSchema,
    }),
    output: z.object({
      row: resolvedRowSchema,
      counts: codeCountsSchema,
      /** Null when the row has no pharmacy code to keep the choice under. */
      confirmation: codeConfirmationSchema.nullable(),
      /** Other rows of the resolution with the same pharmacy code, given the same code. */
      alsoApplied: z.number().int(),
    }),
  },
  /** The store's confirmations, newest first. */
  'codes:confirmations': {
    input: z.object({ profileId: profileIdSchema, ...pageSchema }),
    output: z.object({ total: z.number().int(), items: z.array(codeConfirmationSchema) }),
  },
  /** Revokes a confirmation: the next import finds that sku's code without it. */
  'codes:revoke': {
    input: z.object({ profileId: profileIdSchema, sku: skuSchema }),
    output: z.object({ revoked: z.boolean() }),
  },
  /**
   * The links the operator lacks (rows whose code came from a barcode or a confirmation, or was not
   * found), as CSV or XLSX for the operator's linking portal: sku, name, barcode, chosen nnt, its product, why.
   */
  'codes:export-missing': {
    input: z.object({ resolutionId: z.string(), format: exportFormatSchema, language: z.enum(['ru', 'en']) }),
    output: z.object({
      fileName: z.string(),
      mimeType: z.string(),
      bytes: z.instanceof(Uint8Array),
      rows: z.number().int(),
    }),
  },
  /**
   * Sends the rows that have a code as a full upload. A full upload replaces the operator's whole
   * stock: without `leftOutAcknowledged` it is refused with `guard-rail`, details
   * `{ reason: 'rows-left-out', leftOut, rows (first 500), replacesWholeStock: true }`. The ledger keeps the list.
   */
  'codes:send-ready': {
    input: z.object({
      profileId: profileIdSchema,
      resolutionId: z.string(),
      leftOutAcknowledged: z.boolean().default(false),
      acknowledge: z.array(acknowledgeableRuleSchema).default([]),
    }),
    output: z.object({ upload: uploadSummarySchema, sent: z.number().int(), leftOut: z.number().int() }),
  },
  /** The batches an upload left out for want of a code (from the ledger). */
  'codes:left-out': {
    input: z.object({ uploadId: z.number().int(), ...pageSchema }),
    output: z.object({ total: z.number().int(), items: z.array(leftOutRowSchema) }),
  },
} as const;

export const codesEvents = {} as const;
