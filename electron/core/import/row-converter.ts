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

// The conversion per target is named in shared/ so the mapping screen shows the same rule.
const byConversion: Record<ImportConversion, Converter> = {
  text: toText,
  integer: toInteger,
  number: toNumber,
  flag: toFlag,
  date: toMoscowDate,
  vat: toVatRate,
};
const converters = Object.fromEntries(importTargets.map((t) => [t, byConversion[importConversionOf[t]]])) as Record<
  ImportTargetName,
  Converter
>;

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

/** Converts one row; `barcode` is returned apart (not a package field). */
export function convertRow(
  cells: readonly CellValue[],
  columns: readonly MappedColumn[],
  at: { sheet: string | null; row: number },
  findings: FindingList,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of columns) {
    const raw = cells[col.index] ?? null;
    const where = { sheet: at.sheet, row: at.row, column: col.index + 1, header: col.header, field: col.target };
    const result = converters[col.target](raw);
    if (!result.ok) {
      findings.add({
        severity: 'error',
        code: result.reason,
        ...where,
        value: String(raw),
        message: `Row ${at.row}, column "${col.header}": "${String(raw)}" ${failureText[result.reason]}.`,
      });
      continue;
    }
    if (result.value === null) {
      if (required.has(col.target))
        findings.add({
          severity: 'error',
          code: 'missing-value',
          ...where,
          message: `Row ${at.row}, column "${col.header}": empty, but ${col.target} must be filled.`,
        });
      else if (col.target !== 'barcode') out[col.target] = null;
      continue;
    }
    if (typeof result.value === 'number' && result.value < 0 && nonNegative.has(col.target)) {
      findings.add({
        severity: 'error',
        code: 'negative-value',
        ...where,
        value: String(raw),
        message: `Row ${at.row}, column "${col.header}": ${result.value} is negative; ${col.target} must not be.`,
      });
    }
    out[col.target] = result.value;
  }
  return out;
}
