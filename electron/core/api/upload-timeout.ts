/**
 * The ceiling of an upload: a base plus a share per mebibyte, so a 150 MB package is not cut off
 * at 2 minutes. Generous on purpose (a stalled answer ends sooner by the idle limit).
 */
export interface UploadTimeoutSettings {
  /** Time allowed for any upload, however small. Default: 4 × the request timeout (120 s). */
  baseMs: number;
  /** Added per MiB of body. Default 30 s (a MiB every 30 s is a 35 KB/s uplink). */
  perMebibyteMs?: number;
}

const MEBIBYTE = 1024 * 1024;
const DEFAULT_PER_MEBIBYTE_MS = 30_000;

/** The timeout of one upload request for this body. */
export function uploadTimeoutMs(body: string | Uint8Array, settings: UploadTimeoutSettings): number {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.byteLength;
  const perMebibyte = settings.perMebibyteMs ?? DEFAULT_PER_MEBIBYTE_MS;
  return Math.round(settings.baseMs + (bytes / MEBIBYTE) * perMebibyte);
}
