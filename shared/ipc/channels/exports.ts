import { z } from 'zod';

/**
 * One finding as exported for the pharmacy software's vendor, whatever found it: this PC's
 * schema check, the operator's validation endpoint, or preflight against the dictionaries.
 * The small interface every findings source maps onto (the workbench's list plugs in here too).
 */
export const exportFindingRowSchema = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  /** 1-based record of the package; null for the whole package. */
  row: z.number().int().positive().nullable(),
  prtId: z.string().max(1000).nullable(),
  field: z.string().max(1000).nullable(),
  /** The product's name from the dictionary, where known. */
  product: z.string().max(2000).nullable(),
  /** The reason in the user's language (as the screen words it). */
  message: z.string().max(10_000),
  /** The offending value as JSON text. */
  value: z.string().max(10_000).nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  source: z.enum(['local', 'server', 'preflight']),
});
export type ExportFindingRow = z.infer<typeof exportFindingRowSchema>;

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Most rows one export takes: 10,000 errors + 10,000 warnings listed locally, plus preflight's per-row findings. */
export const MAX_EXPORT_ROWS = 250_000;

/** Exports: files made in core from a list of findings rows. */
export const exportsInvoke = {
  /**
   * Writes findings as CSV (UTF-8 with BOM, `;`, CRLF: Russian Excel opens it) or XLSX (frozen
   * header, widths, autofilter). The bytes come back as a byte array: Electron's IPC clones a
   * Uint8Array, and the web bridge's JSON carries one too (shared/ipc/bridge-json.ts); the renderer
   * saves them as a download (Electron shows its save dialog for it).
   */
  'exports:findings': {
    input: z.object({
      format: exportFormatSchema,
      language: z.enum(['ru', 'en']),
      /** The file's name without extension, e.g. the checked file's name. */
      baseName: z.string().min(1).max(200),
      rows: z.array(exportFindingRowSchema).max(MAX_EXPORT_ROWS),
    }),
    output: z.object({
      fileName: z.string(),
      mimeType: z.string(),
      bytes: z.instanceof(Uint8Array),
      rows: z.number().int(),
    }),
  },
} as const;

export const exportsEvents = {} as const;
