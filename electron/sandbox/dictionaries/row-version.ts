/**
 * Row versions as the operator writes them: `rvInt` a long, `rv` the same value as 8 bytes,
 * big-endian, in base64 (an SQL Server rowversion). Encoding is done by hand because it runs
 * once per served record and a Buffer per record would dominate the chunk time.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const TWO_32 = 4294967296;

/** Base64 of the 8-byte big-endian form of a non-negative safe integer (12 characters, one `=`). */
export function rvIntToBase64(rvInt: number): string {
  const hi = Math.floor(rvInt / TWO_32) >>> 0;
  const lo = rvInt >>> 0;
  // 8 bytes = two groups of 3 bytes plus a 2-byte tail.
  const b0 = hi >>> 24,
    b1 = (hi >>> 16) & 255,
    b2 = (hi >>> 8) & 255,
    b3 = hi & 255;
  const b4 = lo >>> 24,
    b5 = (lo >>> 16) & 255,
    b6 = (lo >>> 8) & 255,
    b7 = lo & 255;
  return (
    ALPHABET[b0 >> 2] +
    ALPHABET[((b0 & 3) << 4) | (b1 >> 4)] +
    ALPHABET[((b1 & 15) << 2) | (b2 >> 6)] +
    ALPHABET[b2 & 63] +
    ALPHABET[b3 >> 2] +
    ALPHABET[((b3 & 3) << 4) | (b4 >> 4)] +
    ALPHABET[((b4 & 15) << 2) | (b5 >> 6)] +
    ALPHABET[b5 & 63] +
    ALPHABET[b6 >> 2] +
    ALPHABET[((b6 & 3) << 4) | (b7 >> 4)] +
    ALPHABET[(b7 & 15) << 2] +
    '='
  );
}

/**
 * Reads an `rv` query value: standard base64 of 1 to 8 bytes, big-endian. Returns the version as
 * a number (Infinity beyond 2^53, which no sandbox row reaches) or an error text for a 400.
 */
export function parseRvBase64(text: string): { rvInt: number } | { error: string } {
  if (/\s/.test(text)) {
    return {
      error: `rv '${text}' contains a space: a '+' of the base64 value was not URL-encoded; send it as %2B.`,
    };
  }
  if (/[-_]/.test(text)) {
    return { error: `rv '${text}' is base64url; send standard base64 (with '+' and '/', URL-encoded).` };
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) {
    return { error: `rv '${text}' is not valid base64; expected the 8-byte row version, e.g. 'AAAAASoF8gE='.` };
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.length > 8) {
    return { error: `rv '${text}' decodes to ${bytes.length} bytes; a row version is 8 bytes.` };
  }
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return { rvInt: value > Number.MAX_SAFE_INTEGER ? Infinity : value };
}
