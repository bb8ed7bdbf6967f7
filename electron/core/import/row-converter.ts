// One source row → one package row, field by field, with a located finding for each cell that
// cannot be converted (the row is kept without that field, so nothing is silently lost).
import {
  importConversionOf,
  importTargets,
  unsentImportTargets,
  type ImportConversion,
  type ImportTargetName,
} from '@shared/import/import-mapping';
import { requiredStockFields, stockFields, type StockFieldSpec } from '@shared/protocol/stock-fields';
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
 * text cells and date cells (a workbook's, by their instant): an export repeats the same expiry
 * dates thousands of times, and each conversion costs a regex or a Date and a formatted string.
 * Cleared when full, so memory stays bounded.
 */
function cached(convert: Converter, limit = 4096): Converter {
  const memo = new Map<string | number, Converted<string | number | boolean>>();
  return (v) => {
    const key = typeof v === 'string' ? v : v instanceof Date ? v.getTime() : null;
    if (key === null) return convert(v);
    let hit = memo.get(key);
    if (hit === undefined) {
      if (memo.size >= limit) memo.clear();
      hit = convert(v);
      memo.set(key, hit);
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

/** Fields the package must not carry as null (2.3); an empty cell there is a finding. */
const required = new Set<ImportTargetName>(requiredStockFields);
/** Quantities and prices the spec bounds at 0 (shared/protocol/stock-fields.ts): a negative one is a finding. */
const nonNegative = new Set<ImportTargetName>(
  stockFields.filter((f) => f.type !== 'int' && (f.rule as StockFieldSpec['rule']).min === 0).map((f) => f.name),
);

const failureText: Record<ConvertFailure, string> = {
  'not-a-number': 'is not a number (expected e.g. 1 234,50)',
  'not-a-whole-number': 'is not a whole number',
  'not-a-flag': 'is not a yes/no value (expected да/нет, 1/0, +, true/false)',
  'not-a-date': 'is not a date (expected dd.mm.yyyy, yyyyMMdd or an Excel date)',
  'not-a-vat-rate': 'is not a VAT rate (expected 0, 5, 7, 10 or 22 — 20 for older batches — or "без НДС")',
};

/** A mapped column: the target, its 0-based index in the row and its header. */
export interface MappedColumn {
  target: ImportTargetName;
  index: number;
  header: string;
}

/** How a column's text cells are read in the row loop: plain text, a decimal, or through its cached converter. */
const TEXT = 0;
const NUMBER = 1;
const INTEGER = 2;
const CACHED = 3;

/** A mapped column with what the row loop needs of it, looked up once per table rather than per cell. */
interface ColumnPlan {
  col: MappedColumn;
  target: ImportTargetName;
  index: number;
  kind: number;
  convert: Converter;
  required: boolean;
  nonNegative: boolean;
  /** Its place among the row's values; -1 for a column never sent (read and checked). */
  slot: number;
}

/** Converts the rows of one table: `convert` turns a row's cells into a package row. */
export interface RowConverter {
  convert(
    cells: readonly CellValue[],
    at: { sheet: string | null; row: number },
    findings: FindingList,
  ): Record<string, unknown>;
}

/**
 * A function that builds a package row from its values as one object literal of the fields
 * present, in the mapping's order. Generated (as record-validator.ts does; core only, the names
 * are members of the targets enum, quoted by JSON.stringify) because a literal allocates each row
 * once with its final shape, where growing it field by field — or deleting empty fields after —
 * cost as much as converting the cells (docs/performance.md, "bench/import"). One factory per set
 * of present fields (`mask`): an export has few such sets, so each is built once.
 */
function rowFactory(
  targets: readonly ImportTargetName[],
  mask: number,
): (values: readonly unknown[]) => Record<string, unknown> {
  const fields = targets.flatMap((t, i) => (mask & (1 << i) ? [`${JSON.stringify(t)}: v[${i}]`] : []));
  return new Function('v', `return { ${fields.join(', ')} };`) as (
    values: readonly unknown[],
  ) => Record<string, unknown>;
}

/** Columns read and never sent (barcode, name): converted and checked, kept out of the row. */
const unsent = new Set<ImportTargetName>(unsentImportTargets);

/** How a table's rows are converted beyond the mapping itself. */
export interface RowConverterOptions {
  /** Required fields that may be empty because core fills them later (nnt, when codes are resolved). */
  filledLater?: ReadonlySet<ImportTargetName>;
}

/**
 * The converter of a mapping's columns. The usual text cells (plain text, decimals, the few
 * distinct dates, flags and VAT rates, empty optional cells) are settled in the loop; anything
 * else — findings included — takes the general path of `convertCell`. An empty cell (or a
 * placeholder date) leaves its field out of the row: `null` would be refused for several fields
 * and, in a changes package, would erase what the operator holds (docs/protocol-notes.md).
 */
export function createRowConverter(columns: readonly MappedColumn[], options: RowConverterOptions = {}): RowConverter {
  const later = options.filledLater ?? new Set<ImportTargetName>();
  const targets = columns.filter((c) => !unsent.has(c.target)).map((c) => c.target);
  const factories = new Map<number, (values: readonly unknown[]) => Record<string, unknown>>();
  const values: unknown[] = targets.map(() => undefined);
  const plan: ColumnPlan[] = columns.map((col) => {
    const conversion = importConversionOf[col.target];
    return {
      col,
      target: col.target,
      index: col.index,
      kind:
        conversion === 'text' ? TEXT : conversion === 'number' ? NUMBER : conversion === 'integer' ? INTEGER : CACHED,
      convert: converters[col.target],
      required: required.has(col.target) && !later.has(col.target),
      nonNegative: nonNegative.has(col.target),
      slot: targets.indexOf(col.target),
    };
  });
  // The general path writes into a field holder; its value goes to the row's slot.
  const held: Record<string, unknown> = {};
  return {
    convert(cells, at, findings) {
      let mask = 0;
      for (let j = 0; j < plan.length; j++) {
        const p = plan[j]!;
        const raw = cells[p.index] ?? null;
        if (typeof raw === 'string') {
          let value: string | number | boolean | null | typeof FAST = FAST;
          if (raw === '') value = p.required ? FAST : null;
          else if (p.kind === TEXT) {
            const text = raw.trim();
            if (text !== '') value = text;
          } else if (p.kind === CACHED) {
            const result = p.convert(raw);
            if (result.ok && result.value !== null) value = result.value;
          } else {
            const n = plainNumber(raw);
            if (n !== FAST && (p.kind === NUMBER || Number.isInteger(n))) value = n;
          }
          if (value !== FAST && !(typeof value === 'number' && value < 0 && p.nonNegative)) {
            if (p.slot >= 0 && value !== null) {
              values[p.slot] = value;
              mask |= 1 << p.slot;
            }
            continue;
          }
        }
        delete held[p.target];
        convertCell(held, raw, p.col, at, findings, p.required);
        if (p.slot < 0) continue;
        const kept = held[p.target];
        if (kept !== undefined && kept !== null) {
          values[p.slot] = kept;
          mask |= 1 << p.slot;
        }
      }
      let make = factories.get(mask);
      if (make === undefined) factories.set(mask, (make = rowFactory(targets, mask)));
      return make(values);
    },
  };
}

/** Converts one row into a package row (one converter per table is cheaper: `createRowConverter`). */
export function convertRow(
  cells: readonly CellValue[],
  columns: readonly MappedColumn[],
  at: { sheet: string | null; row: number },
  findings: FindingList,
): Record<string, unknown> {
  return createRowConverter(columns).convert(cells, at, findings);
}

/** A cell's location for a finding; built only when there is one (most cells need none). */
function whereOf(at: { sheet: string | null; row: number }, col: MappedColumn) {
  return { sheet: at.sheet, row: at.row, column: col.index + 1, header: col.header, field: col.target };
}

/**
 * The general path of one cell: any cell kind, empty values, failures and negatives become
 * findings. The converted value goes to `out[target]`; nothing is written when the cell is empty
 * or could not be converted (the row goes without the field).
 */
function convertCell(
  out: Record<string, unknown>,
  raw: CellValue,
  col: MappedColumn,
  at: { sheet: string | null; row: number },
  findings: FindingList,
  isRequired: boolean,
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
    if (isRequired) {
      findings.add({
        severity: 'error',
        code: 'missing-value',
        ...whereOf(at, col),
        message: `Row ${at.row}, column "${col.header}": empty, but ${col.target} must be filled.`,
      });
    }
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
  out[col.target] = result.value;
}
