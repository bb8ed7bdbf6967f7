import { regexes } from 'zod';
import { isStockRowField, nullWarnedFields } from '@shared/protocol/stock-fields';

// The local stocks schema (createStockRowUploadSchema(localCheckSchemaOptions)), written out as
// straight-line code: zod takes several µs a row, this a fraction of one. It only counts; the
// messages of a failing row come from the schema itself. stock-package-check.test.ts proves both agree;
// stock-row-check.test.ts that checkRow looks at exactly the fields of shared/protocol/stock-fields.ts.

const DATETIME = regexes.datetime({ offset: true, local: false });

/** Fields where the spec is silent about `null`: accepted with a warning (from the field table). */
export { nullWarnedFields };

/** What the last checkRow saw besides errors (kept in module scope: no allocation per row). */
export const lastRow = { keys: 0, warnings: 0 };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const optText = (v: unknown, max: number) => v == null || (typeof v === 'string' && v.length <= max);
const optPrice = (v: unknown) => v == null || (isNum(v) && v >= 0);
/** Whether a value is an upload date-time (z.iso.datetime({ offset: true, local: false }), as the schemas). */
export const isDate = (v: unknown): boolean => typeof v === 'string' && DATETIME.test(v);

// A package's dates repeat (one supply date for many rows, a few expiry dates): each date field
// remembers the last value that passed, so an equal string is a comparison instead of a run of the
// long pattern. One memo per field: with one shared memo, supDate and exp evicted each other and
// the pattern ran on every row.
// Undefined until a date passes: never equal to a value the checks compare (an empty string would be).
let lastSupDate: string | undefined;
let lastExp: string | undefined;

/**
 * Whether Object.prototype has enumerable properties: then a for-in over a row would count them
 * too, and keys are counted with Object.keys instead. Asked once per package (setRowPrototypeClean).
 */
let countWithForIn = true;

/** Checks that a for-in over a parsed row sees only the row's own keys (nothing enumerable on Object.prototype). */
export function setRowPrototypeClean(): void {
  countWithForIn = true;
  for (const _ in {}) countWithForIn = false;
}

/**
 * How many fields of one row the local schema reports (0: the row passes): one per offending
 * field, as the validator lists them. `repeated` says the row's prtId repeats an earlier one.
 */
export function checkRow(r: unknown, checkRetail: boolean, repeated: boolean): number {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) {
    lastRow.keys = 0;
    lastRow.warnings = 0;
    return 1;
  }
  const o = r as Record<string, unknown>;
  let bad = 0;
  let known = 0;
  let nulls = 0;
  let v: unknown;

  v = o.prtId;
  if (v !== undefined) known++;
  if (!(typeof v === 'string' && v.length >= 1 && v.length <= 50) || repeated) bad++;
  v = o.nnt;
  if (v !== undefined) known++;
  if (!isInt(v)) bad++;
  v = o.sku;
  if (v !== undefined) known++;
  if (!optText(v, 50)) bad++;
  v = o.qnt;
  if (v !== undefined) known++;
  if (!(isInt(v) && (v as number) >= 0)) bad++;
  v = o.supDate;
  if (v !== undefined) {
    known++;
    if (v !== lastSupDate) {
      if (isDate(v)) lastSupDate = v as string;
      else bad++;
    }
  }
  v = o.nds;
  if (v !== undefined) {
    known++;
    if (v === null) nulls++;
    else if (!isInt(v)) bad++;
  }
  v = o.gnvls;
  const gnvls = v;
  if (v !== undefined) known++;
  if (!(v == null || typeof v === 'boolean')) bad++;
  v = o.man;
  if (v !== undefined) known++;
  if (!optText(v, 255)) bad++;
  v = o.series;
  if (v !== undefined) known++;
  if (!optText(v, 50)) bad++;
  v = o.exp;
  if (v !== undefined) known++;
  if (v != null && v !== lastExp) {
    if (isDate(v)) lastExp = v as string;
    else bad++;
  }
  v = o.prcMan;
  if (v !== undefined) known++;
  if (v === null) nulls++;
  else if (!optPrice(v)) bad++;
  v = o.prcOpt;
  if (v !== undefined) known++;
  if (v === null) nulls++;
  else if (!optPrice(v)) bad++;
  v = o.prcOptNds;
  if (v !== undefined) known++;
  if (!(isNum(v) && v >= 0)) bad++;
  v = o.prcRet;
  const prcRet = v;
  if (v !== undefined) known++;
  if (v === null) nulls++;
  else if (!optPrice(v)) bad++;
  v = o.prcReestr;
  if (v !== undefined) known++;
  if (!optPrice(v)) bad++;
  v = o.prcGnvlsMax;
  if (v !== undefined) known++;
  let maxBad = !optPrice(v);
  // The row rule: a regulated product needs prcGnvlsMax, not below prcRet (one entry with the field's own).
  if (gnvls === true) {
    if (v == null) maxBad = true;
    else if (checkRetail && typeof v === 'number' && typeof prcRet === 'number' && v < prcRet) maxBad = true;
  }
  if (maxBad) bad++;
  v = o.mrGnvls;
  if (v !== undefined) known++;
  if (!(v == null || isNum(v))) bad++;
  v = o.tag;
  if (v !== undefined) {
    known++;
    if (v === null) nulls++;
    else if (!(isInt(v) && (v as number) >= 0 && (v as number) <= 3)) bad++;
  }
  v = o.doc;
  if (v !== undefined) known++;
  if (!(v == null || typeof v === 'string')) bad++;
  v = o.supInn;
  if (v !== undefined) known++;
  if (!(v == null || typeof v === 'string')) bad++;
  v = o.supId;
  if (v !== undefined) known++;
  if (!(v == null || typeof v === 'string')) bad++;
  v = o.dp;
  if (v !== undefined) known++;
  if (!(v == null || typeof v === 'boolean')) bad++;
  v = o.sumOpt;
  if (v !== undefined) {
    known++;
    if (v === null) nulls++;
    else if (!isNum(v)) bad++;
  }
  v = o.sumOptNds;
  if (v !== undefined) {
    known++;
    if (v === null) nulls++;
    else if (!isNum(v)) bad++;
  }
  // A for-in over a parsed row walks V8's cached key list of the row's shape without allocating;
  // Object.keys copied that list for every row (24 MB of garbage and one more young-generation
  // collection per 100,000 rows). With enumerable properties on Object.prototype, Object.keys.
  let keys = 0;
  if (countWithForIn) for (const _ in o) keys++;
  else keys = Object.keys(o).length;
  lastRow.keys = keys;
  // More keys than known fields present: unknown fields, each a warning.
  lastRow.warnings = nulls + keys - known;
  return bad;
}

/** Whether a key is a field of an upload row. */
export const isRowField: (key: string) => boolean = isStockRowField;
