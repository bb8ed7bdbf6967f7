import { z } from 'zod';
import { findingFactsSchema, findingSeveritySchema, preflightReportSchema } from './preflight';
import { productNameSchema } from './products';
import { errorReasonSchema } from './uploads';

/**
 * The package a workbench looks at: a previewed file (held in core's preview store) or the file
 * kept with an upload in the ledger (refused with `not-found`, reason `file-not-kept`, until the
 * ledger keeps files).
 */
export const workbenchSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('preview'), previewId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('upload'), uploadId: z.number().int().positive() }),
]);
export type WorkbenchSource = z.infer<typeof workbenchSourceSchema>;

/** One stock row as the file has it: each field's value as JSON text (long values shortened). */
export const workbenchRowSchema = z.object({
  /** 1-based, as a person counts records. */
  row: z.number().int(),
  prtId: z.string().nullable(),
  nnt: z.number().int().nullable(),
  /** 1-based line where the row's object starts (null when the rows could not be located). */
  line: z.number().int().nullable(),
  /** Field → value as JSON text (`"abc"`, `12.5`, `null`); a field the row lacks is absent. */
  cells: z.record(z.string(), z.string()),
  /** The product from the goods dictionary, when the nnt is known there. */
  product: productNameSchema.nullable(),
  /** The findings on this row (any source), so the grid marks their cells; `field` null: the whole row. */
  findings: z.array(
    z.object({ id: z.string(), field: z.string().nullable(), severity: findingSeveritySchema, code: z.string() }),
  ),
});
export type WorkbenchRow = z.infer<typeof workbenchRowSchema>;

/** A finding of any source, in one shape: the schema check's errors and warnings, preflight's findings. */
export const workbenchFindingSchema = z.object({
  /** Stable within a source's check: `s<seq>` for the schema check, `p<index>` for preflight. */
  id: z.string(),
  origin: z.enum(['schema', 'preflight']),
  severity: findingSeveritySchema,
  /** 1-based row; null for the package as a whole. */
  row: z.number().int().nullable(),
  prtId: z.string().nullable(),
  field: z.string().nullable(),
  /** The schema check's path (`stocks[4].qnt`) or null; screens show it 1-based through one helper. */
  fieldPath: z.string().nullable(),
  /** The reason code: the first schema reason's code or preflight's code (groups are field + code). */
  code: z.string(),
  /** Every schema reason (empty for preflight). */
  reasons: z.array(errorReasonSchema),
  /** Preflight's compared values (empty for the schema check). */
  facts: findingFactsSchema,
  value: z.string().nullable(),
  nnt: z.number().int().nullable(),
  product: productNameSchema.nullable(),
  /** English text (the CLI's words); screens word the code themselves. */
  message: z.string(),
  /** Where the offending token is: 1-based line, columns [column, endColumn) in UTF-16 units. */
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  endColumn: z.number().int().nullable(),
});
export type WorkbenchFinding = z.infer<typeof workbenchFindingSchema>;

/** A group of findings with the same field and reason. */
export const findingGroupSchema = z.object({
  field: z.string().nullable(),
  code: z.string(),
  origin: z.enum(['schema', 'preflight']),
  severity: findingSeveritySchema,
  count: z.number().int(),
});
export type FindingGroup = z.infer<typeof findingGroupSchema>;

const profileIdSchema = z.number().int().positive();
const severityCounts = z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int() });

/** The most rows or findings one window carries. */
export const MAX_WORKBENCH_WINDOW = 1000;
/** The most source lines one window carries, and the longest piece of a line. */
export const MAX_SOURCE_LINES = 400;
export const MAX_SOURCE_LINE_CHARS = 2000;

/** The troubleshooting workbench: a package's rows, its text and every finding, a window at a time. */
export const workbenchInvoke = {
  /** A window of the package's rows with product names; `columns` lists every field the file uses. */
  'workbench:rows': {
    input: z.object({
      profileId: profileIdSchema,
      source: workbenchSourceSchema,
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(MAX_WORKBENCH_WINDOW).default(200),
    }),
    output: z.object({
      /** Rows in `stocks` (0 when the file is not a readable package). */
      total: z.number().int(),
      /** The spec's fields in its order, then the file's own extra keys (as written). */
      columns: z.array(z.string()),
      rows: z.array(workbenchRowSchema),
    }),
  },
  /** The 1-based row of a batch code (its first occurrence), e.g. one an operator's status-3 message names. */
  'workbench:locate-row': {
    input: z.object({ source: workbenchSourceSchema, prtId: z.string().min(1).max(1000) }),
    output: z.object({ row: z.number().int().nullable() }),
  },
  /**
   * Lines `fromLine`..`toLine` of the file's text (never the whole file). Long lines are cut to
   * `maxLineChars` starting at `fromColumn` (the same cut for every line, as an editor scrolled
   * sideways); `startColumn` says where the piece begins.
   */
  'workbench:source': {
    input: z.object({
      source: workbenchSourceSchema,
      fromLine: z.number().int().min(1),
      toLine: z.number().int().min(1),
      fromColumn: z.number().int().min(1).default(1),
      maxLineChars: z.number().int().min(20).max(MAX_SOURCE_LINE_CHARS).default(400),
    }),
    output: z.object({
      totalLines: z.number().int(),
      lines: z.array(
        z.object({
          line: z.number().int(),
          text: z.string(),
          /** 1-based column of the piece's first character. */
          startColumn: z.number().int(),
          /** The line's full length in UTF-16 units. */
          length: z.number().int(),
        }),
      ),
    }),
  },
  /**
   * Findings of every source for a package (schema errors and warnings, preflight), in document
   * order, filtered by severity, field and code; groups (field + code) and counts are of all.
   */
  'workbench:findings': {
    input: z.object({
      profileId: profileIdSchema,
      source: workbenchSourceSchema,
      severity: findingSeveritySchema.optional(),
      /** `''` selects findings of the package as a whole (no field). */
      field: z.string().max(1000).optional(),
      code: z.string().max(100).optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(MAX_WORKBENCH_WINDOW).default(200),
    }),
    output: z.object({
      /** Findings matching the filter. */
      total: z.number().int(),
      /** Of all findings, unfiltered. */
      counts: severityCounts,
      groups: z.array(findingGroupSchema),
      items: z.array(workbenchFindingSchema),
      /** The verdict in one place: what the schema check and preflight say together. */
      verdict: z.object({
        /** Not sendable as it is: a schema error, or preflight predicts the operator's rejection. */
        blocked: z.boolean(),
        /** The file is not readable JSON (its one finding says where the parser stopped). */
        unreadable: z.boolean(),
        schemaErrors: z.number().int(),
        rejectionPredicted: z.boolean(),
        /** Preflight could not run (no readable rows, or no profile's dictionaries). */
        preflightRan: z.boolean(),
        skipped: preflightReportSchema.shape.skipped,
      }),
    }),
  },
} as const;

export const workbenchEvents = {} as const;
