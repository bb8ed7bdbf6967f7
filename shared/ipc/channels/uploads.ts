import { z } from 'zod';

/** Full (POST, replaces all stock), changes (PUT, upsert by prtId) or delete (DELETE all stock). */
export const uploadKindSchema = z.enum(['full', 'changes', 'delete']);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/**
 * Where an attempt stands in the ledger. `sending` is written before the request goes out;
 * `unknown` means the server may or may not have received it (lost answer, or the app stopped
 * mid-send); `held` waits for the 10-minute changes interval; `refused` is a 4xx answer;
 * `failed` certainly never reached the server.
 */
export const uploadOutcomeSchema = z.enum([
  'sending',
  'held',
  'accepted',
  'processed',
  'processing-error',
  'refused',
  'failed',
  'unknown',
  'deleted',
  'cancelled',
]);
export type UploadOutcome = z.infer<typeof uploadOutcomeSchema>;

/** Status polling of an accepted package: running, finished (2 or 3), no information (204), or stopped by an error. */
export const trackingStateSchema = z.enum(['none', 'active', 'done', 'no-info', 'stopped']);
export type TrackingState = z.infer<typeof trackingStateSchema>;

const isoSchema = z.string();

/** A guard rail that applies to an upload, with what the UI needs to explain it. */
export const guardFindingSchema = z.discriminatedUnion('rule', [
  /** A full upload was already sent today (Moscow day): the operator allows one a day. */
  z.object({
    rule: z.literal('second-full-today'),
    action: z.literal('confirm'),
    previousAt: isoSchema,
    nextDayAt: isoSchema,
  }),
  /** A full upload outside 05:15–08:45 Moscow time, the recommended window. */
  z.object({
    rule: z.literal('outside-window'),
    action: z.literal('confirm'),
    moscowTime: z.string(),
    windowStart: z.string(),
    windowEnd: z.string(),
    nextWindowAt: isoSchema,
  }),
  /** The full upload has 30% or more fewer rows than the last accepted one. */
  z.object({
    rule: z.literal('row-drop'),
    action: z.literal('confirm'),
    rows: z.number().int(),
    previousRows: z.number().int(),
    dropPercent: z.number(),
    previousAt: isoSchema,
  }),
  /** Changes were sent less than 10 minutes ago: held until `allowedAt`. */
  z.object({
    rule: z.literal('changes-too-soon'),
    action: z.literal('hold'),
    previousAt: isoSchema,
    allowedAt: isoSchema,
  }),
  /** All stock was deleted and no full upload followed: changes are refused. */
  z.object({
    rule: z.literal('changes-after-delete'),
    action: z.literal('refuse'),
    deletedAt: isoSchema,
  }),
  /** A full upload without rows: it would delete all of the store's stock. */
  z.object({ rule: z.literal('empty-full'), action: z.literal('confirm') }),
  /** Changes without rows: the protocol says nothing is sent when there are no changes. */
  z.object({ rule: z.literal('empty-changes'), action: z.literal('refuse') }),
  /** The file has errors found on this PC: the operator will most likely refuse it. */
  z.object({
    rule: z.literal('invalid-package'),
    action: z.literal('confirm'),
    errorCount: z.number().int(),
  }),
]);
export type GuardFinding = z.infer<typeof guardFindingSchema>;

/**
 * The details of `uploads:start`'s `guard-rail` refusal: every rule that applies now (`findings`)
 * and those the request left unanswered (`blocking`). The renderer's dialog and the CLI's
 * questions are built from it.
 */
export const guardRailRefusalSchema = z.object({
  blocking: z.array(guardFindingSchema),
  findings: z.array(guardFindingSchema),
});
export type GuardRailRefusal = z.infer<typeof guardRailRefusalSchema>;

/** The guard-rail refusal carried by an IPC error, or null when the error is something else. */
export function guardRailRefusalOf(error: { code: string; details?: unknown } | undefined): GuardRailRefusal | null {
  if (error?.code !== 'guard-rail') return null;
  const parsed = guardRailRefusalSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}
export type GuardRule = GuardFinding['rule'];

/** Rules the user may answer with "send anyway". */
export const acknowledgeableRuleSchema = z.enum([
  'second-full-today',
  'outside-window',
  'row-drop',
  'empty-full',
  'invalid-package',
]);
export type AcknowledgeableRule = z.infer<typeof acknowledgeableRuleSchema>;

/** Why a field is wrong, as a code the renderer words in plain language, plus the values it mentions. */
export const errorReasonSchema = z.object({
  code: z.enum([
    'required',
    'empty',
    'wrong-type',
    'too-long',
    'date-time',
    'fractional',
    'not-unique',
    'unknown-field',
    'gnvls-max-required',
    'gnvls-max-below-retail',
    'too-small',
    'too-big',
    'not-allowed-value',
    /** Bytes that are not valid UTF-8 (params: bytes, e.g. `C3 28`). */
    'invalid-utf8',
    /** Nesting deeper than the check reads (params: max). */
    'too-deep',
    // Warnings (the spec is silent; see docs/protocol-notes.md "Local check: errors and warnings"):
    /** `null` where the spec does not say it is allowed (params: field). */
    'null-value',
    /** A key written twice in one object (params: key). */
    'duplicate-key',
    /** `1E+2` in a whole-number field (params: literal, plain). */
    'exponent-integer',
    /** A non-zero number too small for a double, read as 0 (params: literal). */
    'underflow',
    /** More digits than a double keeps (params: literal, read). */
    'precision-loss',
    /** A whole number beyond 2^53 (params: literal, read). */
    'unsafe-integer',
    'other',
  ]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ErrorReason = z.infer<typeof errorReasonSchema>;

/** One offending field of a package, from this PC's check or from the operator's 400 answer (2.9). */
export const packageErrorSchema = z.object({
  /** Order in the list (document order; this PC's warnings after its errors). */
  seq: z.number().int(),
  /** A warning never blocks sending (the spec is silent there); absent means an error. */
  severity: z.enum(['error', 'warning']).optional(),
  /** The path as the operator writes it, e.g. `stocks[12].supDate`. */
  fieldPath: z.string(),
  /** 0-based index into `stocks`; null for package-level fields. */
  rowIndex: z.number().int().nullable(),
  /** The field name (`supDate`), or null for a whole row or the package. */
  field: z.string().nullable(),
  /** The row's batch code, when the file could be read. */
  prtId: z.string().nullable(),
  /** The row's nnt as the file has it (kept with an upload's errors), so lists can name the product. */
  nnt: z.number().int().nullable().optional(),
  line: z.number().int().nullable(),
  position: z.number().int().nullable(),
  /** The offending value as JSON text, when the message names it. */
  value: z.string().nullable(),
  reasons: z.array(errorReasonSchema),
  /** The original (English) message. */
  message: z.string(),
});
export type PackageError = z.infer<typeof packageErrorSchema>;

/** How many errors each field has, most first. */
export const fieldSummarySchema = z.array(z.object({ field: z.string(), count: z.number().int() }));

/** The result of checking a package (locally or on the server). */
export const packageCheckSchema = z.object({
  origin: z.enum(['local', 'server']),
  valid: z.boolean(),
  /** The general message (2.9 `exceptionMessage`); for an unreadable file the parser's message. */
  exceptionMessage: z.string().nullable(),
  /** Set when the file is not valid JSON at all (no field list then): where the parser stopped. */
  syntaxError: z
    .object({
      line: z.number().int().nullable(),
      position: z.number().int().nullable(),
      path: z.string().nullable(),
    })
    .nullable(),
  /** Offending fields found (the list may be shorter when the checker capped it). */
  errorCount: z.number().int(),
  /** Warnings found on this PC (0 for the server's check). */
  warningCount: z.number().int(),
  /** Errors and warnings in the list (the rest were only counted). */
  listedCount: z.number().int(),
  /** How many of the listed are warnings (absent: none). */
  listedWarningCount: z.number().int().optional(),
  summary: fieldSummarySchema,
  /** The first errors, for the first screen; the rest via uploads:list-errors. */
  firstErrors: z.array(packageErrorSchema),
  checkedAt: isoSchema,
});
export type PackageCheck = z.infer<typeof packageCheckSchema>;

/** The encodings a chosen file is read in (electron/core/files/text-encoding.ts). */
export const fileEncodingNameSchema = z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1251', 'ibm866']);

/** How the chosen file's bytes were read: shown as a notice when they were not plain UTF-8. */
export const fileEncodingSchema = z.object({
  name: fileEncodingNameSchema,
  /** `bom-removed`: a UTF-8 byte order mark was dropped; `converted`: the file was converted to UTF-8. */
  notice: z.enum(['bom-removed', 'converted']).nullable(),
  /** 1 when certain (BOM, clean UTF-8); for a guessed 8-bit encoding the share of Russian letters it gave. */
  confidence: z.number(),
  /** Size of the file as chosen; `bytes` of the preview is what is sent. */
  fileBytes: z.number().int(),
  /** False when the file holds invalid UTF-8 sequences: it cannot be sent without altering it. */
  sendable: z.boolean(),
});
export type FileEncoding = z.infer<typeof fileEncodingSchema>;

/** A file read and checked, kept in main until uploaded (so the text crosses IPC once). */
export const filePreviewSchema = z.object({
  previewId: z.string(),
  fileName: z.string(),
  /** Size and SHA-256 of the bytes that are sent (UTF-8, no byte order mark). */
  bytes: z.number().int(),
  sha256: z.string(),
  encoding: fileEncodingSchema,
  /** Stock rows in the file; null when it could not be read as a package. */
  rows: z.number().int().nullable(),
  /** The package's `date` (export time), when present. */
  packageDate: z.string().nullable(),
  check: packageCheckSchema,
});
export type FilePreview = z.infer<typeof filePreviewSchema>;

/** One attempt in the upload ledger. */
export const uploadSummarySchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  storeId: z.string(),
  kind: uploadKindSchema,
  fileName: z.string().nullable(),
  rows: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  packageDate: z.string().nullable(),
  startedAt: isoSchema,
  /** When the request actually went out (null: never sent). */
  requestStartedAt: isoSchema.nullable(),
  finishedAt: isoSchema.nullable(),
  httpStatus: z.number().int().nullable(),
  messageId: z.string().nullable(),
  location: z.string().nullable(),
  outcome: uploadOutcomeSchema,
  tracking: trackingStateSchema,
  statusId: z.number().int().nullable(),
  statusMessage: z.string().nullable(),
  statusDate: z.string().nullable(),
  /** Error code of the failure (an IPC error code, or `app-stopped`). */
  errorCode: z.string().nullable(),
  /** Core's English text (logs, support); people read the code worded with `errorParams`. */
  errorMessage: z.string().nullable(),
  /** The facts the error is worded from (fault, status, path…); null in attempts stored before they were kept. */
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** Field errors stored for this attempt (operator's 400 answer). */
  errorCount: z.number().int(),
  /** Held changes: when they will be sent. Refused by 429: when the operator allows the next one. */
  retryAt: isoSchema.nullable(),
  /** Guard rails the user chose to override. */
  overrides: z.array(acknowledgeableRuleSchema),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

/** What a timeline row records: a status answer, a 204 (no information) or an answer that could not be read. */
export const timelineKindSchema = z.enum(['status', 'no-info', 'unreadable']);
export type TimelineKind = z.infer<typeof timelineKindSchema>;

/** One observed status of a package. */
export const timelineEntrySchema = z.object({
  id: z.number().int(),
  kind: timelineKindSchema,
  /**
   * 0 Accepted, 1 Processing, 2 Processed, 3 Error, or another number the operator sent (shown as
   * "unknown status N"); null for `no-info` and `unreadable` (then `statusMessage` says what was wrong).
   */
  statusId: z.number().int().nullable(),
  statusMessage: z.string().nullable(),
  /** The operator's statusDate (offset zero). */
  statusDate: z.string().nullable(),
  /** When this PC first and last saw it. */
  observedAt: isoSchema,
  lastObservedAt: isoSchema,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const profileIdSchema = z.number().int().positive();
const pageSchema = {
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
};

/** The schemas of the operator's validation endpoint (4.4); only stocks is also checked on this PC. */
export const validationSchemaNameSchema = z.enum(['stocks', 'preorders', 'orders', 'transactions']);
export type ValidationSchemaName = z.infer<typeof validationSchemaNameSchema>;

/** Largest file the app reads (bytes as chosen). */
export const MAX_UPLOAD_FILE_BYTES = 200 * 1024 * 1024;

/** Uploads: check a file, guard rails, send, ledger, status tracking, delete all stock. */
export const uploadsInvoke = {
  /** Reads a chosen file's bytes (its encoding is judged in main), checks it on this PC and keeps it for uploading. */
  'uploads:preview-file': {
    // One byte over the cap still gets through, so that main refuses it with a clear message.
    input: z.object({
      fileName: z.string().min(1).max(260),
      bytes: z
        .custom<Uint8Array>((b) => b instanceof Uint8Array, { message: 'bytes must be a byte array (Uint8Array)' })
        .refine((b) => b.byteLength <= MAX_UPLOAD_FILE_BYTES + 1, {
          message: `The file is larger than ${MAX_UPLOAD_FILE_BYTES} bytes.`,
        }),
    }),
    output: filePreviewSchema,
  },
  /** Checks a previewed file on the operator's validation endpoint (4.4) too, against the chosen schema (default stocks). */
  'uploads:validate-on-server': {
    input: z.object({
      profileId: profileIdSchema,
      previewId: z.string(),
      schemaName: validationSchemaNameSchema.default('stocks'),
    }),
    output: packageCheckSchema,
  },
  /** A page of a check's field errors, optionally for one field. */
  'uploads:list-errors': {
    input: z.object({
      source: z.discriminatedUnion('type', [
        z.object({
          type: z.literal('preview'),
          previewId: z.string(),
          origin: z.enum(['local', 'server']).default('local'),
        }),
        z.object({ type: z.literal('upload'), uploadId: z.number().int() }),
      ]),
      field: z.string().max(1000).optional(),
      ...pageSchema,
    }),
    output: z.object({
      total: z.number().int(),
      items: z.array(packageErrorSchema),
    }),
  },
  /**
   * Sends a previewed file: the one round trip of sending. Refused with `guard-rail` and
   * `guardRailRefusalSchema` details (every finding, and those still unanswered) unless every
   * confirm rule is acknowledged; changes inside the 10-minute interval are held only with
   * `whenAllowed`. Screens and the CLI send first with no answers, ask about the refusal's
   * findings, and send again with the answers.
   */
  'uploads:start': {
    input: z.object({
      profileId: profileIdSchema,
      previewId: z.string(),
      kind: z.enum(['full', 'changes']),
      acknowledge: z.array(acknowledgeableRuleSchema).default([]),
      whenAllowed: z.boolean().default(false),
    }),
    output: uploadSummarySchema,
  },
  /** Deletes all of the store's stock on the operator (DELETE); `confirmed` must be true. */
  'uploads:delete-stock': {
    input: z.object({ profileId: profileIdSchema, confirmed: z.literal(true) }),
    output: uploadSummarySchema,
  },
  /** The ledger of one store, newest first. */
  'uploads:list': {
    input: z.object({ profileId: profileIdSchema, ...pageSchema }),
    output: z.object({
      total: z.number().int(),
      items: z.array(uploadSummarySchema),
    }),
  },
  /** One attempt with its status timeline and the operator's error answer. */
  'uploads:get': {
    input: z.object({ uploadId: z.number().int() }),
    output: z.object({
      upload: uploadSummarySchema,
      timeline: z.array(timelineEntrySchema),
      /** The operator's error answer as received (JSON text, capped). */
      errorBody: z.string().nullable(),
      /** The operator's own words in that answer, whatever its shape (2.9, RFC 7807, OAuth, plain text); null when none. */
      operatorReason: z.string().nullable(),
      summary: fieldSummarySchema,
    }),
  },
  /** Asks the operator for the package's status now, and resumes tracking if it is not final. */
  'uploads:refresh-status': {
    input: z.object({ uploadId: z.number().int() }),
    output: uploadSummarySchema,
  },
  /** Cancels held changes before they are sent. */
  'uploads:cancel-held': {
    input: z.object({ uploadId: z.number().int() }),
    output: uploadSummarySchema,
  },
} as const;

export const uploadsEvents = {
  /** An attempt changed: sent, answered, a new status observed, tracking ended. */
  'uploads:status': z.object({
    profileId: z.number().int(),
    uploadId: z.number().int(),
    outcome: uploadOutcomeSchema,
    tracking: trackingStateSchema,
    statusId: z.number().int().nullable(),
    statusMessage: z.string().nullable(),
    observedAt: isoSchema,
  }),
} as const;
