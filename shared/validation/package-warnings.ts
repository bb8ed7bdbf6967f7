import { stockRowFields } from '../protocol/stocks';

/** The fields of an upload row and of the package, for "did you mean" suggestions. */
const stockFieldNames: readonly string[] = [...stockRowFields, 'date', 'stocks'];

/** Where the spec is silent: what this PC warns about (never blocks sending; the operator decides). */
export type WarningCode =
  | 'null-value'
  | 'unknown-field'
  | 'duplicate-key'
  | 'exponent-integer'
  | 'underflow'
  | 'precision-loss'
  | 'unsafe-integer';

/** One warning, before its position is known. */
export interface PendingWarning {
  path: (string | number)[];
  code: WarningCode;
  params: Record<string, string | number>;
  /** Where the value starts, when the scan that found it knew it. */
  offset?: number;
}

/** Fields whose numbers must be whole: an exponent there (`1E+2`) is a warning. */
export const integerFields: ReadonlySet<string> = new Set(['nnt', 'nds', 'tag', 'qnt']);

/** A user value shown in a message, cut at `max` characters with "…". */
export function clip(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Levenshtein distance, stopping early past `limit` (keys are short; a bound keeps hostile keys cheap). */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The field an unknown key was probably meant to be: same letters in another case, or at most 2 edits away. */
export function suggestField(key: string, fields: readonly string[] = stockFieldNames): string | null {
  if (key.length > 64) return null;
  const lower = key.toLowerCase();
  const sameCase = fields.find((f) => f.toLowerCase() === lower);
  if (sameCase) return sameCase;
  let best: string | null = null;
  let bestDistance = 3;
  for (const f of fields) {
    const d = editDistance(lower, f.toLowerCase(), 2);
    if (d < bestDistance) {
      best = f;
      bestDistance = d;
    }
  }
  return best;
}

/** Digits and exponent of a decimal literal or number: value = 0.DIGITS × 10^exponent (no leading or trailing zeros). */
function canonical(text: string): { digits: string; exponent: number } {
  const lower = text.toLowerCase().replace(/^[-+]/, '');
  const [mantissa = '', exp = '0'] = lower.split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let exponent = Number(exp) + whole.length;
  const leading = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(leading).replace(/0+$/, '');
  exponent -= leading;
  return digits === '' ? { digits: '', exponent: 0 } : { digits, exponent };
}

/**
 * What a number literal turns into when read as a double, if that is not what it says:
 * underflow to 0, an integer beyond 2^53, or lost digits. `inIntegerField` adds `1E+2`.
 */
export function numberLiteralWarning(literal: string, inIntegerField: boolean): Omit<PendingWarning, 'path'> | null {
  const value = Number(literal);
  if (!Number.isFinite(value)) return null; // Infinity fails the schema as an error
  const shown = clip(literal);
  const written = canonical(literal);
  if (value === 0) return written.digits === '' ? null : { code: 'underflow', params: { literal: shown } };
  const read = canonical(value.toExponential());
  const plain = !/[.eE]/.test(literal);
  if (written.digits !== read.digits || written.exponent !== read.exponent) {
    const code = plain && Math.abs(value) > Number.MAX_SAFE_INTEGER ? 'unsafe-integer' : 'precision-loss';
    return { code, params: { literal: shown, read: String(value) } };
  }
  if (inIntegerField && /[eE]/.test(literal)) {
    return {
      code: 'exponent-integer',
      params: { literal: shown, plain: Number.isSafeInteger(value) ? String(value) : shown },
    };
  }
  return null;
}

/** The English sentence of a warning (after "Line L, position P: "); the UI words it from code and params. */
export function warningText(w: PendingWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'null-value':
      return `value null in "${p.field}": the spec does not say whether null is allowed here; the operator may refuse it or read it as 0. Leave the field out instead.`;
    case 'unknown-field':
      return `field "${p.key}" is not a field of the stocks format; it is sent, but the operator will most likely ignore it.${p.suggestion ? ` Did you mean "${p.suggestion}"?` : ''}`;
    case 'duplicate-key':
      return `field "${p.key}" appears more than once in this object; only the last value counts (JSON.parse keeps it), another reader may keep the first.`;
    case 'exponent-integer':
      return `value ${p.literal} is written with an exponent in a whole-number field; the operator may refuse it. Write ${p.plain}.`;
    case 'underflow':
      return `value ${p.literal} is too small to be kept as a number and becomes 0.`;
    case 'precision-loss':
      return `value ${p.literal} has more digits than a number keeps; it is read as ${p.read}.`;
    case 'unsafe-integer':
      return `value ${p.literal} is a whole number beyond 2^53; it is read as ${p.read}.`;
  }
}
