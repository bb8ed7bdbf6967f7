// A small XML tag scanner fed in chunks, for the parts of an .xlsx. Why not a general SAX parser:
// it emits an event (and an object) per attribute and text node, while the grid needs only
// row/c/v/is/t and the r/t/s attributes — this one hands over a tag's raw text and reads
// attributes only where asked. A tag or text cut between two chunks is carried to the next.
import { StringDecoder } from 'node:string_decoder';

export interface XmlHandler {
  /** `tag` is the raw text between `<` and `>` (name and attributes). */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw (entity-encoded) text between two tags; only called while `wantsText` is true. */
  text(raw: string): void;
  wantsText: boolean;
}

const isNameEnd = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x2f || c === 0x3e;

export class XmlChunkScanner {
  private carry = '';
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly handler: XmlHandler) {}

  feed(chunk: Buffer): void {
    this.scan(this.carry + this.decoder.write(chunk));
  }

  /** Call after the last chunk; false when the part ends inside a tag (the file is cut). */
  end(): boolean {
    this.scan(this.carry + this.decoder.end());
    return this.carry.trim() === '';
  }

  private scan(s: string): void {
    const h = this.handler;
    let pos = 0;
    for (;;) {
      const lt = s.indexOf('<', pos);
      if (lt < 0) break;
      if (lt > pos && h.wantsText) h.text(s.slice(pos, lt));
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
        if (cdata && h.wantsText)
          h.text(
            s
              .slice(lt + 9, end)
              .replaceAll('&', '&amp;')
              .replaceAll('<', '&lt;'),
          );
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
        h.close(s.slice(lt + 2, gt).trimEnd());
        continue;
      }
      let n = lt + 1;
      while (n < gt && !isNameEnd(s.charCodeAt(n))) n++;
      const selfClosing = s.charCodeAt(gt - 1) === 0x2f;
      h.open(s.slice(lt + 1, n), s.slice(lt + 1, selfClosing ? gt - 1 : gt), selfClosing);
      if (selfClosing) h.close(s.slice(lt + 1, n));
    }
    this.carry = s.slice(pos);
  }
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

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * One attribute of a raw tag, entity-decoded: found by `name="` (the form every writer uses) with
 * a fallback to the full rule for spaces around `=`. Per cell this is most of the scan's work.
 */
export function attribute(tag: string, name: string): string | undefined {
  const key = `${name}=`;
  let i = tag.indexOf(key);
  while (i > 0 && !isSpace(tag.charCodeAt(i - 1))) i = tag.indexOf(key, i + 1);
  if (i > 0) {
    const quote = tag[i + key.length];
    const start = i + key.length + 1;
    const end = quote === '"' || quote === "'" ? tag.indexOf(quote, start) : -1;
    if (end >= 0) return decodeXml(tag.slice(start, end));
  }
  return tag.includes('=') && /\s=|=\s/.test(tag) ? attributes(tag, [name])[name] : undefined;
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
