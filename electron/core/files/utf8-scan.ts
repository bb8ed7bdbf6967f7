/** One invalid UTF-8 sequence: where it starts in the bytes and in the decoded text (UTF-16 units). */
export interface InvalidUtf8 {
  byteOffset: number;
  byteLength: number;
  unitOffset: number;
}

/** What a UTF-8 scan found. */
export interface Utf8Scan {
  /** Complete multi-byte sequences: evidence that the file really is UTF-8. */
  multiByteCount: number;
  invalidCount: number;
  /** The first `maxInvalid` invalid sequences. */
  invalid: InvalidUtf8[];
}

/**
 * Walks bytes as the WHATWG UTF-8 decoder (TextDecoder) does, so each invalid sequence found here
 * is exactly one U+FFFD in the decoded text, at `unitOffset`. TextDecoder itself does not say where.
 */
export function scanUtf8(bytes: Uint8Array, maxInvalid: number): Utf8Scan {
  const invalid: InvalidUtf8[] = [];
  let invalidCount = 0;
  let multiByteCount = 0;
  let units = 0;
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let start = 0;
  const fail = (byteOffset: number, byteLength: number) => {
    if (invalidCount++ < maxInvalid) invalid.push({ byteOffset, byteLength, unitOffset: units });
    units++;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (needed === 0) {
      if (b <= 0x7f) units++;
      else if (b >= 0xc2 && b <= 0xdf) needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        else if (b === 0xed) upper = 0x9f;
        needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        else if (b === 0xf4) upper = 0x8f;
        needed = 3;
      } else fail(i, 1);
      start = i;
      continue;
    }
    if (b < lower || b > upper) {
      // The sequence so far is one error; this byte is read again as a new start.
      fail(start, seen + 1);
      needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
      i--;
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    if (++seen === needed) {
      units += needed === 3 ? 2 : 1;
      multiByteCount++;
      needed = seen = 0;
    }
  }
  if (needed !== 0) fail(start, seen + 1);
  return { multiByteCount, invalidCount, invalid };
}
