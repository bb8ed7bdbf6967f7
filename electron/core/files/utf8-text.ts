import * as buffer from 'node:buffer';

/**
 * UTF-8 bytes to text, exactly as `Buffer#toString('utf8')` decodes them, but several times
 * faster on Cyrillic. V8's decoder takes ~3 ns a byte on non-ASCII text here (1.8 s of a large
 * sync's CPU); ICU's converter (`buffer.transcode` to UTF-16, then a plain copy into the string)
 * does the same 24 KB windows ~6× faster. On pure ASCII V8 has its own fast path and stays (3×
 * faster than ICU there), and short texts stay too (the call into ICU costs more than it saves).
 * ICU refuses malformed input (a broken, truncated or overlong sequence, an encoded surrogate)
 * where toString puts U+FFFD: such bytes take toString's path, so the text is the same for every
 * input (utf8-text.test.ts compares the two on thousands of generated and mutated byte strings).
 * A Node built without ICU has no `transcode` (Electron's is expected to have it, with Chromium's
 * ICU; not checked here, no Electron binary); toString then does it all, at the old speed.
 */

type Transcode = (source: Uint8Array, from: string, to: string) => Buffer;

// Read off the namespace, not imported by name: a Node built without ICU has no transcode export.
const transcode = (buffer as { transcode?: Transcode }).transcode;
const isAscii = (buffer as { isAscii?: (input: Uint8Array) => boolean }).isAscii;

/** True when the ICU path is there (Node and Electron builds with ICU). */
export const icuUtf8 = typeof transcode === 'function';

/** From this many bytes on, ICU is faster (measured: 1 KB of Cyrillic 3.5×, 256 bytes about even). */
export const MIN_ICU_BYTES = 1024;

/** The text of `bytes[start, end)`, exactly `bytes.toString('utf8', start, end)`. */
export function utf8Text(bytes: Buffer, start: number, end: number): string {
  if (transcode !== undefined && end - start >= MIN_ICU_BYTES) {
    const part = bytes.subarray(start, end);
    if (isAscii === undefined || !isAscii(part)) {
      let utf16: Buffer | undefined;
      try {
        utf16 = transcode(part, 'utf8', 'utf16le');
      } catch {
        // Malformed UTF-8: toString's replacement characters below.
      }
      if (utf16 !== undefined) return utf16.toString('utf16le');
    }
  }
  return bytes.toString('utf8', start, end);
}

/**
 * The text of an HTTP body, exactly as fetch's `Response#text()` gives it (UTF-8, a leading byte
 * order mark dropped, malformed bytes as U+FFFD), through `utf8Text`: the API client's answers
 * (a stock read-back of tens of megabytes, the dictionaries' chunks) are mostly Cyrillic.
 */
export function utf8BodyText(bytes: Buffer): string {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return utf8Text(bytes, bom ? 3 : 0, bytes.length);
}
