// One quick pass over the text before JSON.parse: it bounds the nesting depth (JSON.parse of
// 50 MB of `[` runs for minutes and takes gigabytes) and notes what JSON.parse hides.

/** What the pre-scan saw outside strings. */
export interface PreScan {
  /** Offset of the first bracket deeper than the limit, or -1. */
  tooDeepAt: number;
  /** Object members as written (one `:` each): more than JSON.parse keeps means a repeated key. */
  members: number;
  /** A number with an exponent or with 16 or more digits: it may have lost precision or be `1E+2` in an integer field. */
  suspiciousNumbers: boolean;
  /** Offsets of the objects opened at the third level (the rows, when `stocks` holds only objects), and how many. */
  rowStarts: Int32Array;
  rowCount: number;
  /** For each row start: its line (1-based) and where that line starts, so a position in a row needs no line index of the whole text. */
  rowLines: Int32Array;
  rowLineStarts: Int32Array;
}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Scans `text` from `start`: depth of brackets, object members, number shapes. Strings are
 * skipped with indexOf, so most of a package is passed at native speed. The scan does not
 * validate; malformed text is left to the parsers.
 */
export function prescanJson(text: string, start: number, maxDepth: number): PreScan {
  let depth = 0;
  let members = 0;
  let suspiciousNumbers = false;
  let rowStarts = new Int32Array(1024);
  let rowLines = new Int32Array(1024);
  let rowLineStarts = new Int32Array(1024);
  let rowCount = 0;
  // Line breaks are never inside valid JSON strings, so this pass sees every one.
  let line = 1;
  let lineStart = start;
  const length = text.length;
  const result = (tooDeepAt: number): PreScan => ({
    tooDeepAt,
    members,
    suspiciousNumbers,
    rowStarts,
    rowCount,
    rowLines,
    rowLineStarts,
  });
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let j = text.indexOf('"', i + 1);
      // A quote preceded by an odd number of backslashes is escaped: look further.
      while (j > 0 && text.charCodeAt(j - 1) === BACKSLASH && escapedAt(text, j)) j = text.indexOf('"', j + 1);
      if (j < 0) break;
      i = j;
    } else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return result(i);
      if (depth === 3 && c === 123) {
        if (rowCount === rowStarts.length) {
          rowStarts = grown(rowStarts);
          rowLines = grown(rowLines);
          rowLineStarts = grown(rowLineStarts);
        }
        rowLines[rowCount] = line;
        rowLineStarts[rowCount] = lineStart;
        rowStarts[rowCount++] = i;
      }
    } else if (c === 93 || c === 125) depth--;
    else if (c === 10) {
      line++;
      lineStart = i + 1;
    } else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      line++;
      lineStart = i + 1;
    } else if (c === 58) members++;
    else if ((c >= 48 && c <= 57) || c === 45) {
      let digits = 0;
      let k = i;
      for (; k < length; k++) {
        const d = text.charCodeAt(k);
        if (d >= 48 && d <= 57) digits++;
        else if (d === 101 || d === 69) suspiciousNumbers = true;
        else if (d !== 46 && d !== 43 && d !== 45) break;
      }
      if (digits >= 16) suspiciousNumbers = true;
      i = k - 1;
    }
  }
  return result(-1);
}

function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const out = new Int32Array(array.length * 2);
  out.set(array);
  return out;
}

/** Whether the quote at `quote` is escaped (an odd run of backslashes before it). */
export function escapedAt(text: string, quote: number): boolean {
  let n = 0;
  for (let k = quote - 1; text.charCodeAt(k) === BACKSLASH; k--) n++;
  return n % 2 === 1;
}

/**
 * Whether `text` holds at most `limit` opening brackets (in strings too), so nothing in it nests
 * deeper than that: what lets a package reach JSON.parse before any JavaScript pass over its text.
 * Native searches (indexOf) over one slice of the text at a time, `{` then `[`: the second search
 * reads the slice from the cache the first one brought it into, so the text is read from memory
 * once, not twice (two whole-text searches cost ~10 % of JSON.parse, this ~5 %).
 */
export function fewBrackets(text: string, limit: number): boolean {
  let count = 0;
  for (let from = 0; from < text.length; from += BRACKET_SLICE) {
    // A slice of 13 or more units is a view of the text (V8 SlicedString), not a copy.
    const slice = text.length <= BRACKET_SLICE ? text : text.slice(from, from + BRACKET_SLICE);
    for (let i = slice.indexOf('{'); i >= 0; i = slice.indexOf('{', i + 1)) count++;
    for (let i = slice.indexOf('['); i >= 0; i = slice.indexOf('[', i + 1)) count++;
    if (count > limit) return false;
  }
  return true;
}

/** UTF-16 units searched at a time by fewBrackets (16 KB of a two-byte string: in the core's first-level cache; 8 K-unit slices measured 10 % faster than 32 K and 128 K). */
const BRACKET_SLICE = 8192;
