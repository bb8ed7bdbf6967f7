import { z } from 'zod';
import { codeCountsSchema } from '@shared/import/code-counts';
import { csvDelimiterSchema, importMappingSchema, textEncodingSchema } from '@shared/import/import-mapping';
import { fileSourceFields as fileInput, oneFileSource } from './file-source';
import { errorReasonSchema } from './uploads';

const profileIdSchema = z.number().int().positive();

/** A finding of the import, located in the source file (1-based row and column). */
export const importFindingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  sheet: z.string().nullable(),
  row: z.number().int().nullable(),
  column: z.number().int().nullable(),
  header: z.string().nullable(),
  field: z.string().nullable(),
  value: z.string().nullable(),
  /** English, for logs and JSON; people read `code` (and `reasons`) in their language. */
  message: z.string(),
  /** A `package-check` finding: the local check's reasons, worded like the package error table's. */
  reasons: z.array(errorReasonSchema).optional(),
  /** The facts a code finding is worded with (shared/i18n/code-finding-wording.ts): codes, names, prices. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportFindingView = z.infer<typeof importFindingSchema>;

/** How the file was read (detected or as told in the mapping). */
export const importSourceInfoSchema = z.object({
  /** `json`: a protocol package taken as it is (changes generator only). */
  format: z.enum(['csv', 'xlsx', 'xls', 'dbf', 'json']),
  encoding: textEncodingSchema.nullable(),
  encodingGuessed: z.boolean(),
  delimiter: csvDelimiterSchema.nullable(),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  headerRow: z.number().int().nullable(),
  headers: z.array(z.string()),
  dataRows: z.number().int(),
  droppedTotals: z.number().int(),
});

export const convertedView = {
  info: importSourceInfoSchema,
  /** The mapping used: the given one, or the one suggested by the headers, with the detected settings. */
  mapping: importMappingSchema,
  /** The first rows as they will be sent. */
  preview: z.array(z.record(z.string(), z.unknown())),
  /** The source row (1-based) of each preview row. */
  previewSourceRows: z.array(z.number().int()),
  findings: z.array(importFindingSchema),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
};

/** One row of a changes package: what it is, the fields that differ (changed rows), the row as sent. */
export const changeRowSchema = z.object({
  kind: z.enum(['added', 'changed', 'run-out']),
  fields: z.array(z.string()),
  row: z.record(z.string(), z.unknown()),
});
export type ChangeRowView = z.infer<typeof changeRowSchema>;

export const changeCountsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  runOut: z.number().int(),
  unchanged: z.number().int(),
});

/** Import of CSV and Excel stock lists, mappings per store, changes packages. */
export const importInvoke = {
  /** Reads a file: detected format, encoding, delimiter, sheets, header row, headers, suggested mapping, first rows. */
  'import:read-file': {
    input: z.object({ ...fileInput, mapping: importMappingSchema.optional() }).refine(...oneFileSource),
    output: z.object(convertedView),
  },
  /** Converts a file with a mapping into a stock package (JSON bytes, UTF-8), with findings located in the source. */
  'import:convert': {
    input: z
      .object({
        ...fileInput,
        mapping: importMappingSchema.optional(),
        packageDate: z.iso.datetime({ offset: true }).optional(),
      })
      .refine(...oneFileSource),
    output: z.object({
      ...convertedView,
      packageFileName: z.string(),
      packageBytes: z.instanceof(Uint8Array),
      rows: z.number().int(),
    }),
  },
  /** The store's saved mapping; null when none was saved. */
  'import:load-mapping': {
    input: z.object({ profileId: profileIdSchema }),
    output: importMappingSchema.nullable(),
  },
  /** Saves the store's mapping (replacing the previous one). */
  'import:save-mapping': {
    input: z.object({ profileId: profileIdSchema, mapping: importMappingSchema }),
    output: z.object({ savedAt: z.string() }),
  },
  /** A changes package from a new full list (JSON, CSV or XLSX) against a base: counts, first rows, the package. */
  'import:changes-preview': {
    input: z
      .object({
        ...fileInput,
        /** The package date of a CSV/XLSX list (a JSON package keeps its own); default now. */
        packageDate: z.iso.datetime({ offset: true }).optional(),
        profileId: profileIdSchema,
        mapping: importMappingSchema.optional(),
        against: z.enum(['snapshot', 'last-full']).default('snapshot'),
      })
      .refine(...oneFileSource),
    output: z.object({
      ...convertedView,
      counts: changeCountsSchema,
      /** How the rows' operator codes were found (a CSV/XLSX list; null for a JSON package). */
      codes: codeCountsSchema.nullable(),
      /** The first rows of the package (a window); the rest through `import:changes-rows`. */
      rows: z.array(changeRowSchema),
      /** Where core keeps the whole preview for paging (the last few are kept). */
      changesId: z.string(),
      baseTakenAt: z.string(),
      /** An upload accepted after the snapshot was read back: the base may be stale. */
      newerUpload: z.object({ id: z.number().int(), kind: z.string(), startedAt: z.string() }).nullable(),
      packageFileName: z.string(),
      packageBytes: z.instanceof(Uint8Array),
    }),
  },
  /** A window of a changes preview's rows, for the virtualized table. */
  'import:changes-rows': {
    input: z.object({
      changesId: z.string(),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(1000),
    }),
    output: z.object({ total: z.number().int(), rows: z.array(changeRowSchema) }),
  },
} as const;

export const importEvents = {} as const;
