// One source row → one package row, field by field, with a located finding for each cell that
// cannot be converted (the row is kept without that field, so nothing is silently lost).
import {
  importConversionOf,
  importTargets,
  type ImportConversion,
  type ImportTargetName,
} from '../../../shared/import/import-mapping';
import { type FindingList } from './import-findings';
import {
  toFlag,
  toInteger,
  toMoscowDate,
  toNumber,
  toText,
  toVatRate,
  type CellValue,
  type ConvertFailure,
  type Converted,
} from './value-convert';

type Converter = (v: CellValue) => Converted<string | number | boolean>;

/**
 * Wraps a converter of few distinct values (dates, flags, VAT rates) with a bounded cache of its
 * text cells: an export repeats the same expiry dates thousands of times, and each conversion
 * costs a regex, a Date and a formatted string. Cleared when full, so memory stays bounded.
 */
function cached(convert: Converter, limit = 4096): Converter {
  const memo = new Map<string, Converted<string | number | boolean>>();
  return (v) => {
    if (typeof v !== 'string') return convert(v);
    let hit = memo.get(v);
    if (hit === undefined) {
      if (memo.size >= limit) memo.clear();
      hit = convert(v);
      memo.set(v, hit);
    }
    return hit;
  };
}

// The conversion per target is named in shared/ so the mapping screen shows the same rule.
const byConversion: Record<ImportConversion, Converter> = {
  text: toText,
  integer: toInteger,
  number: toNumber,
  flag: cached(toFlag),
  date: cached(toMoscowDate),
  vat: cached(toVatRate),
};
const converters = Object.fromEntries(importTargets.map((t) => [t, byConversion[importConversionOf[t]]])) as Record<
  ImportTargetName,
  Converter
>;

const FAST = Symbol('no fast path');
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A decimal number as pharmacy exports write it (`1 234,50`, `-5`, `12.38`), read without
 * allocating: digits as an integer divided by a power of ten, which IEEE division rounds
 * exactly as `Number("1234.50")` does while both stay exact (≤ 15 digits). Anything else → FAST.
 */
function plainNumber(text: string): number | typeof FAST {
  let i = 0;
  let end = text.length;
  while (i < end && text.charCodeAt(i) === 32) i++;
  while (end > i && text.charCodeAt(end - 1) === 32) end--;
  let negative = false;
  const sign = text.charCodeAt(i);
  if (sign === 45 || sign === 43) {
    negative = sign === 45;
    i++;
  }
  let digits = 0;
  let value = 0;
  let fraction = -1;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      if (fraction >= 0) fraction++;
    } else if ((c === 44 || c === 46) && fraction < 0) fraction = 0;
    else if ((c === 160 || c === 32 || c === 0x202f) && fraction < 0 && digits > 0) continue;
    else return FAST;
  }
  if (digits === 0 || digits > 15) return FAST;
  const n = fraction > 0 ? value / POW10[fraction]! : value;
  return negative ? -n : n;
}

/** The usual cells without a result object: plain text, and decimal numbers. */
function fast(conversion: ImportConversion, raw: CellValue): string | number | typeof FAST {
  if (typeof raw !== 'string') return FAST;
  if (conversion === 'text') {
    const text = raw.trim();
    return text === '' ? FAST : text;
  }
  if (conversion === 'number' || conversion === 'integer') {
    const n = plainNumber(raw);
    return conversion === 'integer' && n !== FAST && !Number.isInteger(n) ? FAST : n;
  }
  return FAST;
}

/** Fields the package must not carry as null (2.3); an empty cell there is a finding. */
const required = new Set<ImportTargetName>(['prtId', 'nnt', 'qnt', 'prcOptNds']);
const nonNegative = new Set<ImportTargetName>([
  'qnt',
  'prcMan',
  'prcOpt',
  'prcOptNds',
  'prcRet',
  'prcReestr',
  'prcGnvlsMax',
]);

const failureText: Record<ConvertFailure, string> = {
  'not-a-number': 'is not a number (expected e.g. 1 234,50)',
  'not-a-whole-number': 'is not a whole number',
  'not-a-flag': 'is not a yes/no value (expected да/нет, 1/0, +, true/false)',
  'not-a-date': 'is not a date (expected dd.mm.yyyy, yyyyMMdd or an Excel date)',
  'not-a-vat-rate': 'is not a VAT rate (expected 0, 10, 20 or "без НДС")',
};

/** A mapped column: the target, its 0-based index in the row and its header. */
export interface MappedColumn {
  target: ImportTargetName;
  index: number;
  header: string;
}

/** Converts one row into a package row; a `barcode` column is read and checked, never sent. */
export function convertRow(
  cells: readonly CellValue[],
  columns: readonly MappedColumn[],
  at: { sheet: string | null; row: number },
  findings: FindingList,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of columns) {
    const raw = cells[col.index] ?? null;
    const quick = fast(importConversionOf[col.target], raw);
    if (quick !== FAST) {
      if (col.target === 'barcode') continue;
      if (typeof quick === 'number' && quick < 0 && nonNegative.has(col.target)) {
        convertCell(out, raw, col, at, findings);
        continue;
      }
      out[col.target] = quick;
      continue;
    }
    convertCell(out, raw, col, at, findings);
  }
  return out;
}

/** A cell's location for a finding; built only when there is one (most cells need none). */
function whereOf(at: { sheet: string | null; row: number }, col: MappedColumn) {
  return { sheet: at.sheet, row: at.row, column: col.index + 1, header: col.header, field: col.target };
}

/** The general path of one cell: any cell kind, empty values, failures and negatives become findings. */
function convertCell(
  out: Record<string, unknown>,
  raw: CellValue,
  col: MappedColumn,
  at: { sheet: string | null; row: number },
  findings: FindingList,
): void {
  const result = converters[col.target](raw);
  if (!result.ok) {
    findings.add({
      severity: 'error',
      code: result.reason,
      ...whereOf(at, col),
      value: String(raw),
      message: `Row ${at.row}, column "${col.header}": "${String(raw)}" ${failureText[result.reason]}.`,
    });
    return;
  }
  if (result.value === null) {
    if (required.has(col.target))
      findings.add({
        severity: 'error',
        code: 'missing-value',
        ...whereOf(at, col),
        message: `Row ${at.row}, column "${col.header}": empty, but ${col.target} must be filled.`,
      });
    else if (col.target !== 'barcode') out[col.target] = null;
    return;
  }
  if (typeof result.value === 'number' && result.value < 0 && nonNegative.has(col.target)) {
    findings.add({
      severity: 'error',
      code: 'negative-value',
      ...whereOf(at, col),
      value: String(raw),
      message: `Row ${at.row}, column "${col.header}": ${result.value} is negative; ${col.target} must not be.`,
    });
  }
  if (col.target !== 'barcode') out[col.target] = result.value;
}
