// One worksheet part of an .xlsx, streamed row by row through the chunk scanner: only
// <row>, <c>, <f>, <v>, <is>, <r> and <t> matter. Cells take the values exceljs gave them when it
// read a workbook whole (readers/xlsx-equality.test.ts): shared and inline strings, rich text
// joined, booleans, numbers, dates by the cell's style, errors and formulas without a result as
// empty; rows missing between two rows come as empty rows; merged cells take their master's value.
import { checkRowWidth } from '../reader-limits';
import type { CellValue } from '../value-convert';
import { AttributeCursor, decimalIn, digitsIn } from './xml-attributes';
import { MergeIndex, type MergeRange } from './xlsx-merges';
import { XmlChunkScanner, isNameEnd, isNamed, textOfBytes, type XmlTagSink } from './xml-chunk-scanner';
import { partChunks, type ZipArchive } from './zip-parts';
import type { WorkbookInfo } from './xlsx-workbook';

export interface SheetContext extends WorkbookInfo {
  strings: readonly string[];
  merges: readonly MergeRange[];
  sheet: string;
}

/** Gets each row (1-based number, cells from column A); returning false stops the read. */
export type SheetRowSink = (row: number, cells: CellValue[]) => boolean | void;

/** exceljs's excelToDate: the serial as a wall clock written as UTC. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** exceljs decodes a `str` value a second time, the five named entities only. */
const decodeAgain = (text: string) =>
  text.replace(
    /&([a-z]*);/g,
    (c) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' })[c] ?? c,
  );

/** The `t` of a cell: the kinds read apart; anything else (`n`, none) is a number. */
const enum Kind {
  Number,
  Shared,
  Str,
  Inline,
  Bool,
  Error,
}
/** The `t` values read apart, in the order of Kind (from Shared on). */
const KIND_NAMES = ['s', 'str', 'inlineStr', 'b', 'e'];

class SheetRowScanner implements XmlTagSink {
  wantsText = false;
  stopped = false;
  /** `</worksheet>` seen: a part cut after a whole tag still ends as damaged. */
  ended = false;
  private row = 0;
  private emitted = 0;
  private cells: CellValue[] = [];
  private col = 0;
  private kind = Kind.Number;
  private date = false;
  private formula = false;
  private inF = false;
  private value: string | undefined;
  private runs: string[] | null = null;
  private run = '';
  private inRun = false;
  private readonly attrs = new AttributeCursor();
  private readonly merges: MergeIndex;
  /** The merged ranges whose top row is this row (their masters are among its cells). */
  private masters: readonly MergeRange[] | undefined;

  constructor(
    private readonly ctx: SheetContext,
    private readonly sink: SheetRowSink,
  ) {
    this.merges = new MergeIndex(ctx.merges);
  }

  open(s: string, lt: number, nameEnd: number, gt: number, selfClosing: boolean): number | undefined {
    const length = nameEnd - lt - 1;
    const c = s.charCodeAt(lt + 1);
    const end = selfClosing ? gt - 1 : gt;
    if (length === 1) {
      if (c === 0x63 /* c */) return this.openCells(s, nameEnd, gt, selfClosing);
      if (c === 0x76 /* v */ || c === 0x74 /* t */) this.wantsText = true;
      else if (c === 0x66 /* f */) {
        const a = this.attrs.reset(s, nameEnd, end);
        while (a.next()) if (a.is('t')) this.formula = true;
        this.inF = true;
        this.wantsText = true;
      } else if (c === 0x72 /* r */) {
        this.runs ??= [];
        this.inRun = true;
        this.run = '';
      }
    } else if (length === 3 && isNamed(s, lt + 1, nameEnd, 'row')) {
      let r = NaN;
      const a = this.attrs.reset(s, nameEnd, end);
      while (a.next())
        if (a.is('r')) {
          const d = a.digits();
          r = d >= 0 ? d : Number(a.value());
          break;
        }
      this.row = Number.isInteger(r) && r > 0 ? r : this.row + 1;
      this.cells = [];
      this.col = 0;
      this.masters = this.merges.startingAt(this.row);
    }
    return undefined;
  }

  /**
   * A `<c>` and the plain cells right after it, read here without going back to the scanner
   * (a row is mostly such cells); the scan goes on after the last one read whole, or after the
   * `<c …>` tag of the first cell that is not plain (a formula, an inline string, a cut chunk).
   */
  private openCells(s: string, start: number, gt: number, selfClosing: boolean): number | undefined {
    let at = this.openCell(s, start, gt, selfClosing);
    while (
      at !== undefined &&
      s.charCodeAt(at) === 0x3c &&
      s.charCodeAt(at + 1) === 0x63 &&
      isNameEnd(s.charCodeAt(at + 2))
    ) {
      const end = s.indexOf('>', at + 2);
      if (end < 0) return at;
      const closing = s.charCodeAt(end - 1) === 0x2f;
      const next = this.openCell(s, at + 2, end, closing);
      if (next === undefined) {
        if (closing) this.closeCell();
        return end + 1;
      }
      at = next;
    }
    return at;
  }

  /**
   * `<c r=… t=… s=…>`; the common cell, `<c …><v>value</v></c>` whole in this chunk, is read at
   * once (no tag of it seen twice) and its end returned.
   */
  private openCell(s: string, start: number, gt: number, selfClosing: boolean): number | undefined {
    let col = 0;
    let kind = Kind.Number;
    let date = false;
    let seen = 0;
    const a = this.attrs.reset(s, start, selfClosing ? gt - 1 : gt);
    while (seen !== 7 && a.next()) {
      if ((seen & 1) === 0 && a.is('r')) {
        col = a.column();
        seen |= 1;
      } else if ((seen & 2) === 0 && a.is('t')) {
        kind = (a.oneOf(KIND_NAMES) + 1) as Kind;
        seen |= 2;
      } else if ((seen & 4) === 0 && a.is('s')) {
        if (this.ctx.dateStyles.size > 0) {
          const d = a.digits();
          date = this.ctx.dateStyles.has(d >= 0 ? d : Number(a.value()));
        }
        seen |= 4;
      }
    }
    this.col = col > 0 ? col : this.col + 1;
    this.kind = kind;
    this.date = date;
    this.formula = false;
    this.value = undefined;
    this.runs = null;
    if (selfClosing || !s.startsWith('<v>', gt + 1)) return undefined;
    const from = gt + 4;
    const to = s.indexOf('<', from);
    if (to < 0 || !s.startsWith('</v></c>', to)) return undefined;
    const value = to > from ? this.plainValue(s, from, to) : undefined;
    if (this.masters !== undefined) this.merges.cellRead(this.masters, this.col, value ?? null);
    if (value !== undefined) this.put(this.col, value);
    return to + 8;
  }

  /** A cell's `<v>` without a formula: a shared string's index and a plain decimal read in place. */
  private plainValue(s: string, from: number, to: number): CellValue | undefined {
    if (this.kind === Kind.Shared) {
      const index = digitsIn(s, from, to);
      if (index >= 0) return this.ctx.strings[index] ?? null;
    } else if (this.kind === Kind.Number) {
      const n = decimalIn(s, from, to);
      if (!Number.isNaN(n)) return this.date ? excelDate(n, this.ctx.date1904) : n;
    }
    this.value = textOfBytes(s, from, to);
    return this.cellValue();
  }

  text(s: string, start: number, end: number): void {
    if (this.inF) this.formula = true;
    else if (this.inRun) this.run += textOfBytes(s, start, end);
    else {
      const raw = textOfBytes(s, start, end);
      this.value = this.value === undefined ? raw : this.value + raw;
    }
  }

  close(s: string, start: number, end: number): void {
    const length = end - start;
    const c = s.charCodeAt(start);
    if (length === 1) {
      if (c === 0x63 /* c */) this.closeCell();
      else if (c === 0x76 /* v */ || c === 0x74 /* t */) this.wantsText = false;
      else if (c === 0x66 /* f */) {
        this.inF = false;
        this.wantsText = false;
      } else if (c === 0x72 /* r */) {
        if (this.inRun) this.runs!.push(this.run);
        this.inRun = false;
      }
    } else if (length === 3 && isNamed(s, start, end, 'row')) this.emit(this.row, this.cells);
    else if (length === 9 && isNamed(s, start, end, 'sheetData')) this.finish();
    else if (length === 9 && isNamed(s, start, end, 'worksheet')) this.ended = true;
  }

  /** The cell's value, or undefined when exceljs would have had no cell there. */
  private cellValue(): CellValue | undefined {
    const v = this.value;
    if (this.formula) {
      // exceljs keeps no falsy result of a formula (0, false, ""): such a cell read as empty.
      if (!v || this.kind === Kind.Error) return null;
      const result =
        this.kind === Kind.Str ? decodeAgain(v) : this.kind === Kind.Bool ? parseInt(v, 10) !== 0 : this.number(v);
      return result || null;
    }
    if (v === undefined && this.runs === null) return undefined;
    switch (this.kind) {
      case Kind.Shared:
        return this.ctx.strings[parseInt(v ?? '', 10)] ?? null;
      case Kind.Str:
        return decodeAgain(v ?? '');
      case Kind.Inline:
        return this.runs !== null ? this.runs.join('') : (v ?? '');
      case Kind.Bool:
        return parseInt(v ?? '', 10) !== 0;
      case Kind.Error:
        return null;
      default:
        return this.number(v ?? '');
    }
  }

  /** A number, or a date by the cell's style; a date cell that holds no number keeps its text (no Invalid Date). */
  private number(v: string): number | Date | string {
    const n = parseFloat(v);
    if (!this.date) return n;
    return Number.isNaN(n) ? v : excelDate(n, this.ctx.date1904);
  }

  private closeCell(): void {
    const value = this.cellValue();
    if (this.masters !== undefined) this.merges.cellRead(this.masters, this.col, value ?? null);
    if (value !== undefined) this.put(this.col, value);
  }

  /** Sets a cell, its row's width checked first (a stray cell in column XFD is one finding, not 16,384 cells). */
  private put(col: number, value: CellValue): void {
    checkRowWidth(col, this.row, this.ctx.sheet);
    while (this.cells.length < col - 1) this.cells.push(null);
    this.cells[col - 1] = value;
  }

  private emit(row: number, cells: CellValue[]): void {
    if (this.stopped || row <= this.emitted) return;
    // Rows missing from the part are empty rows of the sheet.
    while (this.emitted < row - 1 && !this.stopped) this.deliver(this.emitted + 1, []);
    if (!this.stopped) this.deliver(row, cells);
  }

  private deliver(row: number, cells: CellValue[]): void {
    this.row = row;
    this.cells = cells;
    for (const m of this.merges.covering(row)) {
      const master = this.merges.master(m);
      for (let c = m.left; c <= m.right; c++) if (row !== m.top || c !== m.left) this.put(c, master);
    }
    this.emitted = row;
    this.stopped = this.sink(row, this.cells) === false;
  }

  /** Rows that exist only as parts of a merged range below the last row. */
  finish(): void {
    for (let r = this.emitted + 1; r <= this.merges.lastRow && !this.stopped; r++) this.emit(r, []);
  }
}

/** Streams the sheet's rows into `sink`; false when the part ends cut. */
export async function scanSheetRows(
  zip: ZipArchive,
  part: string,
  ctx: SheetContext,
  sink: SheetRowSink,
): Promise<boolean> {
  const entry = zip.parts.get(part);
  if (entry === undefined) return false;
  return scanSheetChunks(partChunks(zip, entry), ctx, sink);
}

/** The rows of a worksheet's XML as it comes in chunks (cut anywhere); false when it ends cut. */
export async function scanSheetChunks(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  ctx: SheetContext,
  sink: SheetRowSink,
): Promise<boolean> {
  const handler = new SheetRowScanner(ctx, sink);
  const scanner = new XmlChunkScanner(handler, true);
  for await (const chunk of chunks) {
    scanner.feed(chunk);
    if (handler.stopped) return true;
  }
  return scanner.end() && handler.ended;
}
