import type { ErrorReason, PackageCheck, PackageError } from '@shared/ipc/channels/uploads';
import type { ValidationErrorEntry } from '@shared/protocol/validation-errors';

/** How many errors a check sends with its first answer; the rest are paged. */
export const FIRST_ERRORS = 100;

/** A check with its full error list (kept in main; the renderer pages it). */
export interface StoredCheck {
  check: PackageCheck;
  errors: PackageError[];
}

/**
 * `stocks[12].supDate` → row 12, field supDate; `date` → no row, field date. The other
 * validation schemas' record arrays (`orders[3].qnt`) are read the same way.
 */
export function parseFieldPath(path: string): {
  rowIndex: number | null;
  field: string | null;
} {
  const row =
    /^(?:stocks|preorders|orders|transactions)\[(\d+)\](?:\.([A-Za-z_$][\w$]*)|\['((?:[^'\\]|\\.)*)'\])?/.exec(path);
  if (row) {
    const field = row[2] ?? (row[3] === undefined ? null : row[3].replace(/\\(.)/g, '$1'));
    return { rowIndex: Number(row[1]), field };
  }
  const top = /^([A-Za-z_$][\w$]*)$/.exec(path);
  return { rowIndex: null, field: top ? top[1]! : path === '' ? null : path };
}

const REASON_START = /^(must|is|repeats|does|has) /;
const LOCATION = /line (\d+),? position (\d+)/i;
const PART_START = /(?=Line \d+, position \d+:)/;

/** Where the parser stopped in an unreadable file: line, position and path from its message. */
export function parseSyntaxLocation(message: string): {
  line: number | null;
  position: number | null;
  path: string | null;
} {
  const at = LOCATION.exec(message);
  const path = /path '([^']*)'/.exec(message);
  return {
    line: at ? Number(at[1]) : null,
    position: at ? Number(at[2]) : null,
    path: path ? path[1]! : null,
  };
}

/** Reads a JSON value written at the start of `text` (as the validator renders it); returns it and the rest. */
function takeValue(text: string): { value: string; rest: string } | null {
  if (text.startsWith('"')) {
    for (let i = 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '"')
        return {
          value: text.slice(0, i + 1),
          rest: text.slice(i + 1).trimStart(),
        };
      // A value shortened past 60 characters ends in `...` (its closing quote cut off), then the reason.
      else if (text.startsWith('... ', i) && REASON_START.test(text.slice(i + 4))) {
        return { value: text.slice(0, i + 3), rest: text.slice(i + 4) };
      }
    }
    return null;
  }
  const space = text.search(/\s/);
  if (space < 0) return null;
  let value = text.slice(0, space);
  // An object or array rendering may contain spaces only when shortened; keep it simple: up to the reason.
  if (/^[[{]/.test(value)) {
    const reasonAt = text.search(/ (must|is|repeats|does|has) /);
    if (reasonAt > 0) value = text.slice(0, reasonAt);
  }
  return { value, rest: text.slice(value.length).trimStart() };
}

const expectedKinds: [RegExp, string][] = [
  [/^a string$/, 'string'],
  [/^an integer$/, 'integer'],
  [/^a number/, 'number'],
  [/^true or false$/, 'boolean'],
  [/^true, false or null$/, 'boolean-or-null'],
  [/^a date-time string or null$/, 'datetime-or-null'],
  [/^a JSON object$/, 'object'],
  [/^an array$/, 'array'],
];
const actualKinds: [RegExp, string][] = [
  [/^an integer$/, 'integer'],
  [/^a fractional number$/, 'fractional'],
  [/^a string$/, 'string'],
  [/^a boolean$/, 'boolean'],
  [/^null$/, 'null'],
  [/^an array$/, 'array'],
  [/^an object$/, 'object'],
];
const kindOf = (table: [RegExp, string][], text: string): string => table.find(([re]) => re.test(text))?.[1] ?? text;

/** The kind of a JSON value as the validator rendered it (`1`, `2.5`, `"x"`, `null`...). */
function jsonKind(value: string): string {
  if (value === 'null') return 'null';
  if (value === 'true' || value === 'false') return 'boolean';
  if (value.startsWith('"')) return 'string';
  if (value.startsWith('[')) return 'array';
  if (value.startsWith('{')) return 'object';
  if (/^-?\d+$/.test(value)) return 'integer';
  return /^-?[\d.eE+-]+$/.test(value) ? 'fractional' : 'other';
}

/** Type names of a .NET schema validator (Newtonsoft.Json.Schema) → the kinds the tables word. */
const dotnetExpected: Record<string, string> = {
  String: 'string',
  Integer: 'integer',
  Number: 'number',
  Boolean: 'boolean',
  'Boolean, Null': 'boolean-or-null',
  'String, Null': 'datetime-or-null',
  Object: 'object',
  Array: 'array',
};
const dotnetActual: Record<string, string> = {
  String: 'string',
  Integer: 'integer',
  Float: 'fractional',
  Number: 'fractional',
  Boolean: 'boolean',
  Null: 'null',
  Object: 'object',
  Array: 'array',
};

/**
 * A reason in a .NET schema validator's wording ("Invalid type. Expected String but got Integer.
 * Path 'stocks[0].prtId', line 5, position 20."), as the operator may send it; null otherwise.
 */
function classifyDotnet(reason: string): ErrorReason | null {
  const r = reason.replace(/\s*Path '[^']*'(, line \d+, position \d+)?\.?\s*$/, '').trim();
  let m: RegExpExecArray | null;
  if ((m = /^Invalid type\. Expected (.+?) but got (\w+)\.?$/.exec(r)))
    return {
      code: 'wrong-type',
      params: { expected: dotnetExpected[m[1]!] ?? 'other', actual: dotnetActual[m[2]!] ?? 'other' },
    };
  if (/^Required propert(y|ies) .*(missing|not found)/.test(r)) return { code: 'required', params: {} };
  if (/does not validate against format 'date-time'/.test(r)) return { code: 'date-time', params: {} };
  if ((m = /^String '(.*)' exceeds maximum length of (\d+)/.exec(r)))
    return { code: 'too-long', params: { length: m[1]!.length, max: Number(m[2]) } };
  return null;
}

/** Classifies one reason of the validator's wording (the sandbox and this PC use the same words; .NET's too). */
export function classifyReason(reason: string): ErrorReason {
  const dotnet = classifyDotnet(reason.trim());
  if (dotnet) return dotnet;
  const r = reason.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  if (/is required but missing/.test(r)) return { code: 'required', params: {} };
  if ((m = /is nested deeper than (\d+) levels/.exec(r))) return { code: 'too-deep', params: { max: Number(m[1]) } };
  if (/(is required|must be filled) for a price-regulated product/.test(r))
    return { code: 'gnvls-max-required', params: {} };
  if ((m = /is below the retail price prcRet \(([^)]*)\)/.exec(r)))
    return { code: 'gnvls-max-below-retail', params: { prcRet: m[1]! } };
  if ((m = /repeats the prtId of stocks\[(\d+)\]/.exec(r)))
    return { code: 'not-unique', params: { firstRow: Number(m[1]) } };
  if (/is not a field of this schema/.test(r)) return { code: 'unknown-field', params: {} };
  if (/is fractional/.test(r)) return { code: 'fractional', params: {} };
  if (/is not a valid date-time/.test(r)) return { code: 'date-time', params: {} };
  if (/must not be empty$/.test(r) && !/^must be/.test(r)) return { code: 'empty', params: {} };
  if ((m = /is too long: (\d+) characters, at most (\d+)/.exec(r)))
    return {
      code: 'too-long',
      params: { length: Number(m[1]), max: Number(m[2]) },
    };
  // "greater than 0" excludes 0 itself: worded apart, or 0 would read "at least 0" beside the value 0.
  if ((m = /must be at least (\S+)|must be greater than (\S+)/.exec(r)))
    return { code: 'too-small', params: m[1] !== undefined ? { min: m[1] } : { min: m[2]!, exclusive: 1 } };
  if ((m = /must be at most (\S+)|must be less than (\S+)/.exec(r)))
    return { code: 'too-big', params: m[1] !== undefined ? { max: m[1] } : { max: m[2]!, exclusive: 1 } };
  if ((m = /^must be (.+?), not (.+)$/.exec(r))) {
    return {
      code: 'wrong-type',
      params: {
        expected: kindOf(expectedKinds, m[1]!),
        actual: kindOf(actualKinds, m[2]!),
      },
    };
  }
  if ((m = /^must be (a number|true, false or null|a date-time string or null)/.exec(r))) {
    return {
      code: 'wrong-type',
      params: { expected: kindOf(expectedKinds, m[1]!) },
    };
  }
  if ((m = /^must be (.+)$/.exec(r))) return { code: 'not-allowed-value', params: { allowed: m[1]! } };
  return { code: 'other', params: { text: r } };
}

/** Splits a 2.9 message into line, position, value and the classified reasons. */
export function parseErrorMessage(message: string): Pick<PackageError, 'line' | 'position' | 'value' | 'reasons'> {
  const parts = message
    .split(PART_START)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const at = LOCATION.exec(message);
  let value: string | null = null;
  const reasons: ErrorReason[] = [];
  for (const part of parts) {
    let text = part.replace(/^Line \d+, position \d+:\s*/, '');
    const field = /^field "((?:[^"\\]|\\.)*)"\s*(?:\(value (.*?)\)\s+(?=is |must ))?/.exec(text);
    if (field) {
      if (field[2] !== undefined) value ??= field[2];
      text = text.slice(field[0].length);
    } else if (text.startsWith('value ')) {
      const taken = takeValue(text.slice('value '.length));
      if (taken) {
        value ??= taken.value;
        text = taken.rest;
      }
    }
    const reason = classifyReason(text);
    // "must be true, false or null" names no actual type: read it from the value.
    if (reason.code === 'wrong-type' && reason.params.actual === undefined && value !== null)
      reason.params.actual = jsonKind(value);
    reasons.push(reason);
  }
  if (reasons.length === 0) reasons.push({ code: 'other', params: { text: message } });
  return {
    line: at ? Number(at[1]) : null,
    position: at ? Number(at[2]) : null,
    value,
    reasons,
  };
}

/** Turns 2.9 entries into rows for the error table, with the prtId of each row when the file could be read. */
export function toPackageErrors(
  entries: readonly ValidationErrorEntry[],
  prtIdOf: (rowIndex: number) => string | null,
): PackageError[] {
  return entries.map((entry, seq) => {
    const { rowIndex, field } = parseFieldPath(entry.field);
    return {
      seq,
      fieldPath: entry.field,
      rowIndex,
      field,
      prtId: rowIndex === null ? null : prtIdOf(rowIndex),
      ...parseErrorMessage(entry.message),
      message: entry.message,
    };
  });
}

/** The key errors are grouped and filtered by: the field name, or the whole path for package-level entries. */
export const summaryKey = (error: Pick<PackageError, 'field' | 'fieldPath'>): string => error.field ?? error.fieldPath;

/** Errors per field, most first (ties by name). */
export function summarizeByField(errors: readonly PackageError[]): { field: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const e of errors) counts.set(summaryKey(e), (counts.get(summaryKey(e)) ?? 0) + 1);
  return [...counts]
    .map(([field, count]) => ({ field, count }))
    .sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
}
