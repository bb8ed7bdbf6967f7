/** How long an upload may take: a base plus a share per mebibyte, so a 150 MB package is not cut off at 2 minutes. */
export interface UploadTimeoutSettings {
  /** Time allowed for any upload, however small. Default: 4 × the request timeout (120 s). */
  baseMs: number;
  /** Added per MiB of body. Default 10 s (a 1 Mbit/s uplink moves a MiB in ~8.4 s). */
  perMebibyteMs?: number;
}

const MEBIBYTE = 1024 * 1024;
const DEFAULT_PER_MEBIBYTE_MS = 10_000;

/** The timeout of one upload request for this body. */
export function uploadTimeoutMs(body: string | Uint8Array, settings: UploadTimeoutSettings): number {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.byteLength;
  const perMebibyte = settings.perMebibyteMs ?? DEFAULT_PER_MEBIBYTE_MS;
  return Math.round(settings.baseMs + (bytes / MEBIBYTE) * perMebibyte);
}
