// Cell values of pharmacy exports → protocol values. Rules: docs/protocol-notes.md, "Import".
import { isVatRate } from '@shared/protocol/vat-rates';
import { MOSCOW_OFFSET_MINUTES, formatMoscowIso as formatMoscow } from '@shared/time/moscow-time';

/** A cell as a reader gives it: text (CSV, XLSX strings), a number, a date (XLSX date cells, wall clock as UTC), a flag or empty. */
export type CellValue = string | number | boolean | Date | null;

/** Why a cell could not be converted (a finding code's last word). */
export type ConvertFailure = 'not-a-number' | 'not-a-whole-number' | 'not-a-flag' | 'not-a-date' | 'not-a-vat-rate';
export type Converted<T> = { ok: true; value: T | null } | { ok: false; reason: ConvertFailure };

const isBlank = (v: CellValue) => v === null || (typeof v === 'string' && v.trim() === '');

/** A decimal number: `1 234,50`, `1 234.5` (space or no-break space thousands), a number cell. */
export function toNumber(v: CellValue): Converted<number> {
  if (isBlank(v)) return { ok: true, value: null };
  if (typeof v === 'number') return Number.isFinite(v) ? { ok: true, value: v } : { ok: false, reason: 'not-a-number' };
  if (typeof v !== 'string') return { ok: false, reason: 'not-a-number' };
  const text = v
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, reason: 'not-a-number' };
  return { ok: true, value: Number(text) };
}

/** A whole number (quantities, VAT, tags). */
export function toInteger(v: CellValue): Converted<number> {
  const n = toNumber(v);
  if (!n.ok || n.value === null) return n;
  return Number.isInteger(n.value) ? n : { ok: false, reason: 'not-a-whole-number' };
}

const truthy = new Set(['да', 'д', 'yes', 'y', 'true', '1', '+', 'истина']);
const falsy = new Set(['нет', 'н', 'no', 'n', 'false', '0', '-', 'ложь']);

/** A flag: да/нет, +/-, 0/1, true/false. */
export function toFlag(v: CellValue): Converted<boolean> {
  if (isBlank(v)) return { ok: true, value: null };
  if (typeof v === 'boolean') return { ok: true, value: v };
  const text = String(v).trim().toLowerCase();
  if (truthy.has(text)) return { ok: true, value: true };
  if (falsy.has(text)) return { ok: true, value: false };
  return { ok: false, reason: 'not-a-flag' };
}

/** VAT rate: one of 0, 5, 7, 10, 20 (older batches), 22; `10%`; "без НДС" → 0. */
export function toVatRate(v: CellValue): Converted<number> {
  let n: Converted<number>;
  if (typeof v === 'string') {
    const text = v.trim().toLowerCase().replaceAll('ё', 'е');
    if (/^без\s*ндс$|^без$|^no vat$/.test(text)) return { ok: true, value: 0 };
    n = toInteger(text.replace(/\s*%$/, ''));
  } else n = toInteger(v);
  return n.ok && (n.value === null || isVatRate(n.value)) ? n : { ok: false, reason: 'not-a-vat-rate' };
}

/** 1899-12-30, the day Excel's serial 0 stands for (with its 1900 leap-year bug, for serials > 60). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const OFFSET_MS = MOSCOW_OFFSET_MINUTES * 60_000;

/** Wall-clock parts read as Moscow time → the instant; null when the parts are no real date. */
function moscowInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (wall.getUTCFullYear() !== y || wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== d || h > 23 || mi > 59)
    return null;
  return new Date(wall.getTime() - OFFSET_MS);
}

/**
 * A date: `dd.mm.yyyy[ hh:mm[:ss]]`, `yyyyMMdd`, `yyyy-mm-dd`, an Excel serial number or an
 * XLSX date cell, read as Moscow time and written `…+03:00`. 01.01.1900 (and serials ≤ 1) is
 * the exports' "no date" placeholder → empty.
 */
export function toMoscowDate(v: CellValue): Converted<string> {
  if (isBlank(v)) return { ok: true, value: null };
  let at: Date | null = null;
  if (v instanceof Date) {
    // exceljs gives the wall clock as if it were UTC.
    at = Number.isNaN(v.getTime()) ? null : new Date(v.getTime() - OFFSET_MS);
  } else if (typeof v === 'number' || (typeof v === 'string' && /^\d{1,5}([.,]\d+)?$/.test(v.trim()))) {
    const serial = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (serial <= 1) return { ok: true, value: null };
    at = serial < 2_958_466 ? new Date(Math.round(EXCEL_EPOCH_MS + serial * DAY_MS) - OFFSET_MS) : null;
  } else if (typeof v === 'string') {
    const text = v.trim();
    const ru = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    if (ru) at = moscowInstant(+ru[3]!, +ru[2]!, +ru[1]!, +(ru[4] ?? 0), +(ru[5] ?? 0), +(ru[6] ?? 0));
    else if (compact) at = moscowInstant(+compact[1]!, +compact[2]!, +compact[3]!);
    else if (iso) at = moscowInstant(+iso[1]!, +iso[2]!, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0));
    else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)))
      return { ok: true, value: text };
  }
  if (at === null || Number.isNaN(at.getTime())) return { ok: false, reason: 'not-a-date' };
  const formatted = formatMoscow(at);
  return formatted.startsWith('1900-01-01') || formatted.startsWith('1899-')
    ? { ok: true, value: null }
    : { ok: true, value: formatted };
}

/** Text as sent: trimmed; a number cell as its decimal text (codes read as numbers by Excel). */
export function toText(v: CellValue): Converted<string> {
  if (isBlank(v)) return { ok: true, value: null };
  // A DBF date field of no date (dbffile's and the DBF reader's Invalid Date) has no text to give.
  if (v instanceof Date)
    return Number.isNaN(v.getTime())
      ? { ok: false, reason: 'not-a-date' }
      : { ok: true, value: v.toISOString().slice(0, 10) };
  return { ok: true, value: String(v).trim() };
}
