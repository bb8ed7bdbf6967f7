// What a sheet's cells need from the rest of an .xlsx: the sheets in workbook order with their
// parts, the date system (workbook.xml date1904), which cell styles are dates (styles.xml
// numFmts + cellXfs) and the shared strings. Values follow what exceljs made of them before
// (readers/xlsx-equality.test.ts): rich text runs joined, `_xHHHH_` escapes decoded.
import {
  XmlChunkScanner,
  attributes,
  decodeXml,
  isNamed,
  scanText,
  type XmlHandler,
  type XmlTagSink,
} from './xml-chunk-scanner';
import { partChunks, partText, type ZipArchive } from './zip-parts';

export interface WorkbookSheet {
  name: string;
  part: string;
}

export interface WorkbookInfo {
  sheets: WorkbookSheet[];
  date1904: boolean;
  /** Cell style indexes (the `s` attribute) whose number format shows a date or a time. */
  dateStyles: Set<number>;
}

/** Built-in number formats that exceljs counts as dates (its isDateFmt over its default table). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's rule: a format is a date when, quoted text and [..] sections removed, it has y m d h M s or b. */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

const onOpen = (open: XmlHandler['open']): XmlHandler => ({ open, close: () => {} });

export async function readWorkbookInfo(zip: ZipArchive): Promise<WorkbookInfo> {
  const workbook = await partText(zip, 'xl/workbook.xml');
  if (workbook === null) throw new Error('no workbook part');
  const declared: { name: string; rel: string }[] = [];
  let date1904 = false;
  scanText(
    workbook,
    onOpen((name, tag) => {
      if (name === 'workbookPr') date1904 = attributes(tag, ['date1904']).date1904 === '1';
      if (name === 'sheet') {
        const a = attributes(tag, ['name', 'r:id']);
        declared.push({ name: a.name ?? '', rel: a['r:id'] ?? '' });
      }
    }),
  );
  const targets = new Map<string, string>();
  scanText(
    (await partText(zip, 'xl/_rels/workbook.xml.rels')) ?? '',
    onOpen((name, tag) => {
      if (name !== 'Relationship') return;
      const a = attributes(tag, ['Id', 'Target']);
      if (a.Id !== undefined && a.Target !== undefined) targets.set(a.Id, a.Target);
    }),
  );
  const sheets = declared
    .map(({ name, rel }) => ({ name, part: `xl/${(targets.get(rel) ?? '').replace(/^(\s|\/xl\/)+/, '')}` }))
    .filter((s) => /^xl\/worksheets\/[^/]+\.xml$/.test(s.part) && zip.parts.has(s.part));
  return { sheets, date1904, dateStyles: await readDateStyles(zip) };
}

async function readDateStyles(zip: ZipArchive): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let xf = 0;
  scanText((await partText(zip, 'xl/styles.xml')) ?? '', {
    open(name, tag, selfClosing) {
      if (name === 'numFmt') {
        const a = attributes(tag, ['numFmtId', 'formatCode']);
        custom.set(Number(a.numFmtId), a.formatCode ?? '');
      } else if (name === 'cellXfs' && !selfClosing) inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes(tag, ['numFmtId']).numFmtId ?? 0);
        const code = custom.get(id);
        if (id !== 0 && (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id))) dateStyles.add(xf);
        xf++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dateStyles;
}

/** `_xHHHH_` escapes of shared strings (exceljs decodes upper-case hex only). */
const decodeEscapes = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

const PRESERVED = '<t xml:space="preserve">';

/** `<si><t>` or rich text runs `<si><r><t>` joined; phonetic runs (`<rPh>`) skipped. */
class SharedStringsScanner implements XmlTagSink {
  readonly strings: string[] = [];
  wantsText = false;
  ended = false;
  private plain: string | null = null;
  private runs: string[] = [];
  private collected = '';
  private phonetic = false;
  private inRun = false;

  open(s: string, lt: number, nameEnd: number, gt: number, selfClosing: boolean): number | undefined {
    const start = lt + 1;
    if (isNamed(s, start, nameEnd, 't')) {
      if (this.phonetic) return;
      this.collected = '';
      this.wantsText = true;
    } else if (isNamed(s, start, nameEnd, 'si')) {
      this.plain = null;
      this.runs = [];
      if (!selfClosing && !this.phonetic) return this.plainString(s, gt + 1);
    } else if (isNamed(s, start, nameEnd, 'r')) {
      if (!this.phonetic) this.inRun = true;
    } else if (isNamed(s, start, nameEnd, 'rPh')) this.phonetic = true;
  }

  /** `<si><t>text</t></si>` (most strings), read at once from after `<si>`; the scan goes on after `</si>`. */
  private plainString(s: string, at: number): number | undefined {
    let from = -1;
    if (s.startsWith('<t>', at)) from = at + 3;
    else if (s.startsWith(PRESERVED, at)) from = at + PRESERVED.length;
    if (from < 0) return undefined;
    const to = s.indexOf('<', from);
    if (to < 0 || !s.startsWith('</t></si>', to)) return undefined;
    this.strings.push(decodeEscapes(decodeXml(s.slice(from, to))));
    return to + 9;
  }

  close(s: string, start: number, end: number): void {
    if (isNamed(s, start, end, 't')) {
      if (!this.wantsText) return;
      this.wantsText = false;
      const value = decodeEscapes(decodeXml(this.collected));
      if (this.runs.length === 0 && this.plain === null && !this.inRun) this.plain = value;
      else this.runs.push(value);
    } else if (isNamed(s, start, end, 'si')) this.strings.push(this.plain ?? this.runs.join(''));
    else if (isNamed(s, start, end, 'r')) this.inRun = false;
    else if (isNamed(s, start, end, 'rPh')) this.phonetic = false;
    else if (isNamed(s, start, end, 'sst')) this.ended = true;
  }

  text(s: string, start: number, end: number): void {
    this.collected = this.collected === '' ? s.slice(start, end) : this.collected + s.slice(start, end);
  }
}

/** The shared strings, streamed, decoded once into an array that cells index. */
export async function readSharedStrings(zip: ZipArchive): Promise<string[]> {
  const part = zip.parts.get('xl/sharedStrings.xml');
  return part === undefined ? [] : sharedStringsOf(partChunks(zip, part));
}

/** The strings of a shared-strings part as it comes in chunks (cut anywhere). */
export async function sharedStringsOf(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<string[]> {
  const handler = new SharedStringsScanner();
  const scanner = new XmlChunkScanner(handler);
  for await (const chunk of chunks) scanner.feed(chunk);
  if (!scanner.end() || !handler.ended) throw new Error('shared strings cut');
  return handler.strings;
}
