// A small XML tag scanner fed in chunks, for the parts of an .xlsx. Why not a general SAX parser:
// it emits an event (and an object) per attribute and text node, while the grid needs only
// row/c/v/is/t and the r/t/s attributes. This one jumps from `<` to `<` with indexOf and hands
// over positions in the chunk's text, not slices: a sheet's handler compares a tag's name and
// reads its few attributes in place (readers/xml-attributes.ts), so a cell costs no string but
// its value's. A tag or text cut between two chunks is carried to the next.
import { StringDecoder } from 'node:string_decoder';
import { ReaderLimitError, readerLimits } from '../reader-limits';

/** What a scanner reports, as positions in `s` (the current chunk's text with the carry before it). */
export interface XmlTagSink {
  /**
   * `<name attributes>` ending at `gt` (`>`): the name is s[lt + 1, nameEnd), the attributes
   * s[nameEnd, gt), or s[nameEnd, gt - 1) when self-closing. A handler that read on past the tag
   * (a whole cell at once) returns where the scan goes on.
   */
  open(s: string, lt: number, nameEnd: number, gt: number, selfClosing: boolean): number | undefined;
  /** `</name>`, or right after `open` for `<name/>`: the name is s[start, end). */
  close(s: string, start: number, end: number): void;
  /** Raw (entity-encoded) text s[start, end) between two tags; only called while `wantsText` is true. */
  text(s: string, start: number, end: number): void;
  wantsText: boolean;
}

/** XML white space. */
export const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
/** Whether a character ends a tag's name (white space, `/`, `>`). */
export const isNameEnd = (c: number) => isSpace(c) || c === 0x2f || c === 0x3e;

/**
 * A tag, or text a handler wants, is carried whole until its end arrives. A cell holds at most
 * 32,767 characters; even written as character references that is under 1 M characters, and a
 * tag of a sheet is a few dozen: a longer run is refused here, before the carry grows with the part.
 */
const MAX_CARRIED = readerLimits.cellChars * 32;

const tooLong = (tag: boolean) =>
  tag
    ? new ReaderLimitError(
        'not-a-workbook',
        `The workbook (.xlsx) is damaged: one of its XML tags runs over ${MAX_CARRIED} characters. Save it again in Excel.`,
      )
    : new ReaderLimitError(
        'cell-too-long',
        `A text of the workbook runs over ${MAX_CARRIED} characters; a cell may hold at most ${readerLimits.cellChars}. The file is damaged or not a stock list: check its longest cells.`,
        { value: String(MAX_CARRIED) },
      );

const PIECE = 64 * 1024;

export class XmlChunkScanner {
  private carry = '';
  private readonly decoder: StringDecoder | null;

  /**
   * `bytewise`: the part is read a byte per character (latin1, a copy) instead of decoded as
   * UTF-8, for a sheet whose tags, numbers and indexes are ASCII: its handler takes text out
   * with `textOfBytes`, which decodes the few values that hold other characters.
   */
  constructor(
    private readonly sink: XmlTagSink,
    bytewise = false,
  ) {
    this.decoder = bytewise ? null : new StringDecoder('utf8');
  }

  /** A chunk, scanned in pieces of 64 KB: their strings die young (a 256 KB string is a large object, freed only by a full collection). */
  feed(chunk: Buffer): void {
    for (let at = 0; at < chunk.length; at += PIECE) {
      const end = Math.min(chunk.length, at + PIECE);
      const text =
        this.decoder === null ? chunk.toString('latin1', at, end) : this.decoder.write(chunk.subarray(at, end));
      this.scan(this.carry === '' ? text : this.carry + text);
    }
  }

  /** Call after the last chunk; false when the part ends inside a tag (the file is cut). */
  end(): boolean {
    this.scan(this.carry + (this.decoder?.end() ?? ''));
    return this.carry.trim() === '';
  }

  private scan(s: string): void {
    const h = this.sink;
    let pos = 0;
    for (;;) {
      const lt = s.indexOf('<', pos);
      if (lt < 0) {
        // Text outside a wanted element is dropped; wanted text waits for its end.
        if (!h.wantsText) pos = s.length;
        break;
      }
      if (lt > pos && h.wantsText) h.text(s, pos, lt);
      const next = s.charCodeAt(lt + 1);
      if (next === 0x21 /* ! */) {
        // A comment or CDATA section may hold `>`: find its own end.
        const cdata = s.startsWith('<![CDATA[', lt);
        const close = cdata ? ']]>' : s.startsWith('<!--', lt) ? '-->' : '>';
        const end = s.indexOf(close, lt + 2);
        if (end < 0) {
          pos = lt;
          break;
        }
        if (cdata && h.wantsText) {
          const raw = s
            .slice(lt + 9, end)
            .replaceAll('&', '&amp;')
            .replaceAll('<', '&lt;');
          h.text(raw, 0, raw.length);
        }
        pos = end + close.length;
        continue;
      }
      const gt = s.indexOf('>', lt + 1);
      if (gt < 0) {
        pos = lt;
        break;
      }
      pos = gt + 1;
      if (next === 0x3f /* ? */) continue;
      if (next === 0x2f /* / */) {
        let end = gt;
        while (end > lt + 2 && isSpace(s.charCodeAt(end - 1))) end--;
        h.close(s, lt + 2, end);
        continue;
      }
      let n = lt + 1;
      while (n < gt && !isNameEnd(s.charCodeAt(n))) n++;
      const selfClosing = s.charCodeAt(gt - 1) === 0x2f;
      const resume = h.open(s, lt, n, gt, selfClosing);
      if (selfClosing) h.close(s, lt + 1, n);
      else if (resume !== undefined) pos = resume;
    }
    if (s.length - pos > MAX_CARRIED) throw tooLong(s.charCodeAt(pos) === 0x3c);
    this.carry = pos === s.length ? '' : s.slice(pos);
  }
}

/** Whether the name (or value) s[start, end) is `name`. */
export function isNamed(s: string, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let k = 0; k < name.length; k++) if (s.charCodeAt(start + k) !== name.charCodeAt(k)) return false;
  return true;
}

/** The handler of a small part (workbook, relations, styles): names and raw tags as strings. */
export interface XmlHandler {
  /** `tag` is the raw text between `<` and `>` (name and attributes). */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
}

/** Scans a whole small part with a string handler. */
export function scanText(text: string, handler: XmlHandler): void {
  const scanner = new XmlChunkScanner({
    wantsText: false,
    open(s, lt, nameEnd, gt, selfClosing) {
      handler.open(s.slice(lt + 1, nameEnd), s.slice(lt + 1, selfClosing ? gt - 1 : gt), selfClosing);
      return undefined;
    },
    close: (s, start, end) => handler.close(s.slice(start, end)),
    text: () => {},
  });
  scanner.feed(Buffer.from(text, 'utf8'));
  scanner.end();
}

const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The attributes named in `want` of a raw tag, entity-decoded. */
export function attributes<K extends string>(tag: string, want: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(tag); m !== null; m = ATTR.exec(tag)) {
    const name = m[1] as K;
    if (want.includes(name)) out[name] = decodeXml(m[2] ?? m[3] ?? '');
  }
  return out;
}

const NOT_ASCII = /[\x80-\xff]/;

/** Text s[start, end) of a part read bytewise: its UTF-8 sequences decoded, then its entities. */
export function textOfBytes(s: string, start: number, end: number): string {
  const raw = s.slice(start, end);
  return decodeXml(NOT_ASCII.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw);
}

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML entities and character references → text. */
export function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(parseInt(e.slice(1), 10))
        : NAMED[e]!,
  );
}
