import { describe, expect, it } from 'vitest';
import { icuUtf8, MIN_ICU_BYTES, utf8BodyText, utf8Text } from './utf8-text';
import { seeded } from '@shared/validation/seeded-random';

// Code point ranges a dictionary text can hold, and the edges of UTF-8's byte lengths.
const ranges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0x00, 0x1f],
  [0x410, 0x44f],
  [0x401, 0x401],
  [0x451, 0x451],
  [0x80, 0x7ff],
  [0x800, 0xd7ff],
  [0xe000, 0xffff],
  [0x10000, 0x10ffff],
  [0xfeff, 0xfeff],
];

function text(random: () => number, length: number): string {
  let out = '';
  while (out.length < length) {
    // Mostly Cyrillic and ASCII, as the operator's records are; the rest from every byte length.
    const pick = random();
    const [lo, hi] = pick < 0.45 ? ranges[2]! : pick < 0.8 ? ranges[0]! : ranges[Math.floor(random() * ranges.length)]!;
    out += String.fromCodePoint(lo + Math.floor(random() * (hi - lo + 1)));
  }
  return out;
}

/** Breaks valid UTF-8 the ways a bad server or a cut can: stray, lost, truncated and overlong bytes. */
function mutate(random: () => number, bytes: Buffer): Buffer {
  const out = [...bytes];
  const edits = 1 + Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (out.length + 1));
    const kind = Math.floor(random() * 6);
    if (kind === 0) out.splice(at, 0, 0x80 + Math.floor(random() * 0x80));
    else if (kind === 1) out.splice(at, 1);
    else if (kind === 2) out[at] = Math.floor(random() * 256);
    else if (kind === 3) out.splice(at, 0, 0xc0, 0x80);
    else if (kind === 4) out.splice(at, 0, 0xed, 0xa0 + Math.floor(random() * 0x20), 0x80);
    else out.splice(at, 0, 0xf8 + Math.floor(random() * 8));
  }
  return Buffer.from(out);
}

describe('utf8Text', () => {
  it('uses ICU in this Node (else the cases below would only compare toString with itself)', () => {
    expect(icuUtf8).toBe(true);
  });

  it('decodes exactly as Buffer#toString on thousands of generated texts, whole and in slices', () => {
    const random = seeded(14_3);
    for (let i = 0; i < 3000; i++) {
      const bytes = Buffer.from(text(random, Math.floor(random() * 3 * MIN_ICU_BYTES)), 'utf8');
      const start = random() < 0.5 ? 0 : Math.floor(random() * bytes.length);
      const end = random() < 0.5 ? bytes.length : start + Math.floor(random() * (bytes.length - start + 1));
      expect(utf8Text(bytes, start, end)).toBe(bytes.toString('utf8', start, end));
    }
  });

  it('decodes malformed bytes exactly as Buffer#toString (the same U+FFFD replacements)', () => {
    const random = seeded(2026);
    for (let i = 0; i < 3000; i++) {
      const bytes = mutate(random, Buffer.from(text(random, MIN_ICU_BYTES + Math.floor(random() * 2000)), 'utf8'));
      expect(utf8Text(bytes, 0, bytes.length)).toBe(bytes.toString('utf8'));
    }
  });

  it('keeps a byte order mark, NULs, pure ASCII and slices cut inside a character as toString does', () => {
    const long = (s: string) => Buffer.from(s.repeat(Math.ceil((2 * MIN_ICU_BYTES) / s.length)), 'utf8');
    for (const bytes of [long('\uFEFFЁлка'), long('a\u0000б'), long('{"barcode":"4601234567890"},'), long('😀ж')]) {
      for (const [start, end] of [
        [0, bytes.length],
        [1, bytes.length - 1],
        [3, MIN_ICU_BYTES + 7],
      ] as const)
        expect(utf8Text(bytes, start, end)).toBe(bytes.toString('utf8', start, end));
    }
  });

  // Response#text() is the WHATWG "UTF-8 decode": TextDecoder's. (Node's own fetch drops every
  // leading byte order mark, one in undici and one in its TextDecoder; the spec and Chromium's
  // net.fetch drop one.)
  it('reads an HTTP body as Response#text() should: one leading byte order mark dropped, malformed bytes replaced', () => {
    const random = seeded(15_1);
    for (let i = 0; i < 500; i++) {
      let bytes: Buffer = Buffer.from(text(random, Math.floor(random() * 3 * MIN_ICU_BYTES)), 'utf8');
      if (random() < 0.3) bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
      if (random() < 0.3) bytes = mutate(random, bytes);
      expect(utf8BodyText(bytes)).toBe(new TextDecoder().decode(bytes));
    }
  });
});
