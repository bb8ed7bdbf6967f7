import { regexes } from 'zod';
import type { StockRowRead } from '@shared/protocol/stocks';

// The read-back schema (stockRowsReadSchema) written out as straight-line code: zod takes
// several µs a row (seconds for a 100,000-row read-back), this a fraction of one. It decides
// only whether every row passes; when one does not, the caller asks the schema itself, so the
// error is the schema's own words. stock-row-read-check.test.ts proves both agree, and that every
// field of shared/protocol/stock-fields.ts is checked here.

// The same patterns the schemas use: guidSchema, z.base64(), and operatorDateTimeSchema (shape,
// then zod's calendar check of z.iso.datetime({ offset: true, local: true })).
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const BASE64 = regexes.base64;
const OPERATOR_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:[zZ]|[+-]\d{2}:\d{2})?$/;
const CALENDAR = regexes.datetime({ offset: true, local: true });
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:\d{2})$/;

const absent = (v: unknown) => v === undefined || v === null;
const int = (v: unknown) => absent(v) || (typeof v === 'number' && Number.isSafeInteger(v));
const num = (v: unknown) => absent(v) || (typeof v === 'number' && Number.isFinite(v));
const text = (v: unknown) => absent(v) || typeof v === 'string';
const bool = (v: unknown) => absent(v) || typeof v === 'boolean';
const guid = (v: unknown) => absent(v) || (typeof v === 'string' && GUID.test(v));
const base64 = (v: unknown) => absent(v) || (typeof v === 'string' && BASE64.test(v));
const date = (v: unknown) => absent(v) || (typeof v === 'string' && OPERATOR_DATE_TIME.test(v) && CALENDAR.test(v));

/** One row, as the schema checks it. */
function rowPasses(r: unknown): boolean {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return false;
  const o = r as Record<string, unknown>;
  return (
    int(o.realNetId) &&
    guid(o.storeId) &&
    text(o.prtId) &&
    int(o.nnt) &&
    text(o.sku) &&
    num(o.qnt) &&
    date(o.supDate) &&
    num(o.nds) &&
    bool(o.gnvls) &&
    text(o.man) &&
    text(o.series) &&
    date(o.exp) &&
    num(o.prcMan) &&
    num(o.prcOpt) &&
    num(o.prcOptNds) &&
    num(o.prcRet) &&
    num(o.prcReestr) &&
    num(o.prcGnvlsMax) &&
    num(o.mrGnvls) &&
    int(o.tag) &&
    text(o.doc) &&
    text(o.supInn) &&
    text(o.supId) &&
    bool(o.dp) &&
    num(o.sumOpt) &&
    num(o.sumOptNds) &&
    date(o.stkDate) &&
    date(o.loadDate) &&
    base64(o.rv)
  );
}

const DATE_FIELDS = ['supDate', 'exp', 'stkDate', 'loadDate'] as const;

/**
 * The rows of a GET stocks answer when every one passes the read-back schema, with the schema's
 * output (a date-time without an offset is read as UTC and gets `Z`); null when any fails.
 * The rows are JSON.parse's own objects and are changed in place: nothing else holds them.
 */
export function readStockRows(json: unknown): StockRowRead[] | null {
  if (!Array.isArray(json)) return null;
  for (let i = 0; i < json.length; i++) if (!rowPasses(json[i])) return null;
  for (const row of json as Record<string, unknown>[]) {
    for (const field of DATE_FIELDS) {
      const v = row[field];
      if (typeof v === 'string' && !HAS_OFFSET.test(v)) row[field] = `${v}Z`;
    }
  }
  return json as StockRowRead[];
}
