import { z } from 'zod';
import { fileRefSchema } from './upload-intake';
import { MAX_UPLOAD_FILE_BYTES } from './uploads';

const fileBytesSchema = z
  .custom<Uint8Array>((b) => b instanceof Uint8Array, { message: 'bytes must be a byte array (Uint8Array)' })
  .refine((b) => b.byteLength <= MAX_UPLOAD_FILE_BYTES, {
    message: `The file is larger than ${MAX_UPLOAD_FILE_BYTES} bytes.`,
  });

/**
 * A table the import reads: its bytes (a file the page read itself), or the reference of a file the
 * shell registered and vetted (opened from the OS, "Open with", File → Open, a recent file), read
 * from disk in the core host as uploads read theirs. Exactly one of the two (`oneFileSource`).
 */
export const fileSourceFields = {
  fileName: z.string().min(1).max(260),
  bytes: fileBytesSchema.optional(),
  fileRef: fileRefSchema.optional(),
};

/** The refinement every input with `fileSourceFields` carries: bytes or a reference, never both or neither. */
export const oneFileSource = [
  (input: { bytes?: Uint8Array; fileRef?: string }) => (input.bytes === undefined) !== (input.fileRef === undefined),
  { message: 'Give the file either as bytes or as a file reference (fileRef), not both and not neither.' },
] as const;
