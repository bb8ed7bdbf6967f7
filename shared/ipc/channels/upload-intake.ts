import { z } from 'zod';
import { filePreviewSchema } from './uploads';

/**
 * Getting a package file into core without its bytes crossing IPC: the shell (the preload's
 * `webUtils.getPathForFile`, or the web bridge's streamed upload) registers the file the user
 * chose with the router and gives the page only an opaque reference; core reads the file from
 * disk in the core host. See docs/architecture.md, "Files by reference".
 */

/** An opaque reference to a file the user chose (never its path: the page does not learn it). */
export const fileRefSchema = z.string().uuid();

/** What the page learns about a chosen file. */
export const fileRefInfoSchema = z.object({
  fileRef: fileRefSchema,
  fileName: z.string(),
  /** Size on disk when it was chosen. */
  bytes: z.number().int(),
});
export type FileRefInfo = z.infer<typeof fileRefInfoSchema>;

/** Chosen by the page so that it can cancel a check before the invoke answers. */
export const checkIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The preload's private IPC channel carrying a chosen File's path to main (Electron only). Not in
 * the contract, so `window.desk.invoke` can never name it; see electron/main/ipc/file-ref-channel.ts.
 */
export const FILE_REF_CHANNEL = 'desk:register-chosen-file';

/** Largest pasted text the upload screen sends as bytes (`uploads:preview-file`). */
export const MAX_PASTED_TEXT_BYTES = 16 * 1024 * 1024;

export const uploadIntakeInvoke = {
  /**
   * Reads a chosen file by its reference in the core host (streamed from disk), checks it on this
   * PC with `uploads:check-progress` events, and keeps it for uploading, exactly as
   * `uploads:preview-file`. Refused with `cancelled` when `uploads:cancel-check` stopped it.
   */
  'uploads:preview-ref': {
    input: z.object({ fileRef: fileRefSchema, checkId: checkIdSchema }),
    output: filePreviewSchema,
  },
  /** Stops a running check; nothing of it is kept. `cancelled: false` when it had already finished. */
  'uploads:cancel-check': {
    input: z.object({ checkId: checkIdSchema }),
    output: z.object({ cancelled: z.boolean() }),
  },
} as const;

/** What a check is doing: reading the file, parsing the JSON, checking rows, locating findings. */
export const checkPhaseSchema = z.enum(['reading', 'parsing', 'checking', 'locating']);
export type CheckPhase = z.infer<typeof checkPhaseSchema>;

export const uploadIntakeEvents = {
  /** Determinate progress of a running check (a few events a second at most). */
  'uploads:check-progress': z.object({
    checkId: checkIdSchema,
    phase: checkPhaseSchema,
    bytesRead: z.number().int(),
    bytesTotal: z.number().int(),
    rowsChecked: z.number().int(),
    /** Rows of `stocks` once the file is parsed; null before. */
    rowsTotal: z.number().int().nullable(),
  }),
} as const;
