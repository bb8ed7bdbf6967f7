// One worksheet part of an .xlsx, streamed row by row through the chunk scanner: only
// <row>, <c>, <f>, <v>, <is>, <r> and <t> matter. Cells take the values exceljs gave them when it
// read a workbook whole (readers/xlsx-equality.test.ts): shared and inline strings, rich text
// joined, booleans, numbers, dates by the cell's style, errors and formulas without a result as
// empty; rows missing between two rows come as empty rows; merged cells take their master's value.
import { checkRowWidth } from '../reader-limits';
import type { CellValue } from '../value-convert';
import { XmlChunkScanner, attribute, decodeXml, type XmlHandler } from './xml-chunk-scanner';
import { partChunks, type ZipArchive } from './zip-parts';
import type { WorkbookInfo } from './xlsx-workbook';

export interface MergeRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface SheetContext extends WorkbookInfo {
  strings: readonly string[];
  merges: readonly MergeRange[];
  sheet: string;
}

/** Gets each row (1-based number, cells from column A); returning false stops the read. */
export type SheetRowSink = (row: number, cells: CellValue[]) => boolean | void;

/** "AB12" → column 28 (0 when the reference has no letters). */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 0x41 || c > 0x5a) break;
    col = col * 26 + (c - 0x40);
  }
  return col;
}

/** "A1:C3" → its range; null when it is not one. */
export function mergeRange(ref: string): MergeRange | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref);
  if (m === null) return null;
  return { left: columnOf(m[1]!), top: Number(m[2]), right: columnOf(m[3]!), bottom: Number(m[4]) };
}

/** exceljs's excelToDate: the serial as a wall clock written as UTC. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** exceljs decodes a `str` value a second time, the five named entities only. */
const decodeAgain = (text: string) =>
  text.replace(
    /&([a-z]*);/g,
    (c) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' })[c] ?? c,
  );

class SheetRowScanner implements XmlHandler {
  wantsText = false;
  stopped = false;
  /** `</worksheet>` seen: a part cut after a whole tag still ends as damaged. */
  ended = false;
  private row = 0;
  private emitted = 0;
  private cells: CellValue[] = [];
  private col = 0;
  private type: string | undefined;
  private date = false;
  private formula = false;
  private inF = false;
  private value: string | undefined;
  private runs: string[] | null = null;
  private run = '';
  private inRun = false;
  private readonly masters = new Map<MergeRange, CellValue>();

  constructor(
    private readonly ctx: SheetContext,
    private readonly sink: SheetRowSink,
  ) {}

  open(name: string, tag: string): void {
    switch (name) {
      case 'row': {
        const r = Number(attribute(tag, 'r'));
        this.row = Number.isInteger(r) && r > 0 ? r : this.row + 1;
        this.cells = [];
        this.col = 0;
        return;
      }
      case 'c': {
        const ref = attribute(tag, 'r');
        const col = ref === undefined ? 0 : columnOf(ref);
        this.col = col > 0 ? col : this.col + 1;
        this.type = attribute(tag, 't');
        const style = this.ctx.dateStyles.size === 0 ? undefined : attribute(tag, 's');
        this.date = style !== undefined && this.ctx.dateStyles.has(Number(style));
        this.formula = false;
        this.value = undefined;
        this.runs = null;
        return;
      }
      case 'f':
        if (attribute(tag, 't') !== undefined) this.formula = true;
        this.inF = true;
        this.wantsText = true;
        return;
      case 'v':
        this.wantsText = true;
        return;
      case 'r':
        this.runs ??= [];
        this.inRun = true;
        this.run = '';
        return;
      case 't':
        this.wantsText = true;
        return;
    }
  }

  text(raw: string): void {
    if (this.inF) this.formula = true;
    else if (this.inRun) this.run += decodeXml(raw);
    else this.value = (this.value ?? '') + decodeXml(raw);
  }

  close(name: string): void {
    switch (name) {
      case 'f':
        this.inF = false;
        this.wantsText = false;
        return;
      case 'v':
      case 't':
        this.wantsText = false;
        return;
      case 'r':
        if (this.inRun) this.runs!.push(this.run);
        this.inRun = false;
        return;
      case 'c':
        this.closeCell();
        return;
      case 'row':
        this.emit(this.row, this.cells);
        return;
      case 'sheetData':
        this.finish();
        return;
      case 'worksheet':
        this.ended = true;
        return;
    }
  }

  /** The cell's value, or undefined when exceljs would have had no cell there. */
  private cellValue(): CellValue | undefined {
    const v = this.value;
    if (this.formula) {
      // exceljs keeps no falsy result of a formula (0, false, ""): such a cell read as empty.
      if (!v || this.type === 'e') return null;
      const result = this.type === 'str' ? decodeAgain(v) : this.type === 'b' ? parseInt(v, 10) !== 0 : this.number(v);
      return result || null;
    }
    if (v === undefined && this.runs === null) return undefined;
    switch (this.type) {
      case 's':
        return this.ctx.strings[parseInt(v ?? '', 10)] ?? null;
      case 'str':
        return decodeAgain(v ?? '');
      case 'inlineStr':
        return this.runs !== null ? this.runs.join('') : (v ?? '');
      case 'b':
        return parseInt(v ?? '', 10) !== 0;
      case 'e':
        return null;
      default:
        return this.number(v ?? '');
    }
  }

  private number(v: string): number | Date {
    const n = parseFloat(v);
    return this.date ? excelDate(n, this.ctx.date1904) : n;
  }

  private closeCell(): void {
    const value = this.cellValue();
    for (const m of this.ctx.merges) if (m.top === this.row && m.left === this.col) this.masters.set(m, value ?? null);
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
    for (const m of this.ctx.merges) {
      if (row < m.top || row > m.bottom) continue;
      const master = this.masters.get(m) ?? null;
      for (let c = m.left; c <= m.right; c++) if (row !== m.top || c !== m.left) this.put(c, master);
    }
    this.emitted = row;
    this.stopped = this.sink(row, this.cells) === false;
  }

  /** Rows that exist only as parts of a merged range below the last row. */
  finish(): void {
    const last = Math.max(0, ...this.ctx.merges.map((m) => m.bottom));
    for (let r = this.emitted + 1; r <= last && !this.stopped; r++) this.emit(r, []);
  }
}

/** Streams the sheet's rows into `sink`; false when the part ends cut. */
export async function scanSheetRows(
  zip: ZipArchive,
  part: string,
  ctx: SheetContext,
  sink: SheetRowSink,
): Promise<boolean> {
  const handler = new SheetRowScanner(ctx, sink);
  const scanner = new XmlChunkScanner(handler);
  const entry = zip.parts.get(part);
  if (entry === undefined) return false;
  for await (const chunk of partChunks(zip, entry)) {
    scanner.feed(chunk);
    if (handler.stopped) return true;
  }
  return scanner.end() && handler.ended;
}
