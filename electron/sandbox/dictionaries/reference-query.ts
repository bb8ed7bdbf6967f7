import type { DictionaryName } from '@shared/protocol/dictionaries';
import { parseRvBase64 } from './row-version';

/** A parsed dictionary query, or the reason it is refused (a 400). */
export type ReferenceQuery =
  { ok: true; afterRvInt: number; count: number; actualOnly: boolean; names: boolean } | { ok: false; message: string };

export interface ReferenceQueryLimits {
  /** Largest `count` accepted (10000 by the spec); larger gets a 400. */
  maxCount: number;
  /** `count` when the request has none (not shown by the spec). */
  defaultCount: number;
}

/** Which query parameters each path takes (4.6); any other parameter is ignored, as ASP.NET does. */
function takes(name: DictionaryName): { count: boolean; rv: boolean; rvInt: boolean; actual: boolean; names: boolean } {
  if (name === 'goods_links') return { count: false, rv: false, rvInt: false, actual: false, names: true };
  if (name === 'barcodes') return { count: true, rv: false, rvInt: true, actual: true, names: false };
  return { count: true, rv: true, rvInt: true, actual: false, names: false };
}

function single(query: Record<string, unknown>, key: string): string | undefined | { repeated: true } {
  const value = query[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return { repeated: true };
  return String(value);
}

function parseBool(key: string, text: string): boolean | string {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return `${key} '${text}' is not a boolean; send ${key}=true or ${key}=false.`;
}

/**
 * Reads count / rvInt / rv / actual / names for one dictionary path. Versions are exclusive: the
 * answer starts after the given version. `rv` and `rvInt` may both be sent only if they agree.
 */
export function parseReferenceQuery(
  name: DictionaryName,
  query: Record<string, unknown>,
  limits: ReferenceQueryLimits,
): ReferenceQuery {
  const accepts = takes(name);
  const fail = (message: string): ReferenceQuery => ({ ok: false, message: `${message} (GET /v5/references/${name})` });
  const values: Record<string, string | undefined> = {};
  for (const key of ['count', 'rvInt', 'rv', 'actual', 'names'] as const) {
    const v = single(query, key);
    if (typeof v === 'object') return fail(`Query parameter '${key}' is given more than once; send it once.`);
    values[key] = v;
  }

  if (name === 'barcodes' && values.rv !== undefined) {
    return fail("barcodes have no 'rv' version; resume with rvInt=<the highest rvInt held>.");
  }

  let count = limits.defaultCount;
  if (accepts.count && values.count !== undefined) {
    if (!/^\d+$/.test(values.count))
      return fail(`count '${values.count}' is not a whole number; send 1 to ${limits.maxCount}.`);
    count = Number(values.count);
    if (count < 1) return fail(`count must be at least 1, got ${values.count}.`);
    if (count > limits.maxCount)
      return fail(
        `count ${values.count} exceeds the limit of ${limits.maxCount} records per call; request chunks of at most ${limits.maxCount}.`,
      );
  }

  let afterRvInt: number | undefined;
  if (accepts.rvInt && values.rvInt !== undefined) {
    if (!/^\d{1,19}$/.test(values.rvInt))
      return fail(
        `rvInt '${values.rvInt}' is not a non-negative whole number; send the highest rvInt held, or 0 to start.`,
      );
    const big = BigInt(values.rvInt);
    if (big > 0x7fffffffffffffffn) return fail(`rvInt '${values.rvInt}' is larger than a long.`);
    afterRvInt = big > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(big);
  }
  if (accepts.rv && values.rv !== undefined) {
    const parsed = parseRvBase64(values.rv);
    if ('error' in parsed) return fail(parsed.error);
    if (afterRvInt !== undefined && afterRvInt !== parsed.rvInt) {
      return fail(`rv '${values.rv}' (= ${parsed.rvInt}) and rvInt ${values.rvInt} disagree; send one of them.`);
    }
    afterRvInt = parsed.rvInt;
  }

  let actualOnly = false;
  if (accepts.actual && values.actual !== undefined) {
    const parsed = parseBool('actual', values.actual);
    if (typeof parsed === 'string') return fail(parsed);
    actualOnly = parsed;
  }
  let names = false;
  if (accepts.names && values.names !== undefined) {
    const parsed = parseBool('names', values.names);
    if (typeof parsed === 'string') return fail(parsed);
    names = parsed;
  }
  return { ok: true, afterRvInt: afterRvInt ?? 0, count, actualOnly, names };
}
