import type { z } from 'zod';
import type { ValidationErrorEntry } from '../protocol/validation-errors';
import { formatJsonPath } from './json-path';
import type { JsonDocument, SourcePosition } from './json-with-positions';

/** The reason given for a date-time that does not parse. */
export const dateTimeReason =
  'is not a valid date-time (expected ISO 8601 with offset, e.g. 2019-12-03T15:07:49+03:00)';

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'an array',
  null: 'null',
};

/** What a JSON value is, for "must be a string, not an integer". */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a fractional number';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function bound(value: number | bigint, inclusive: boolean | undefined, atMost: boolean): string {
  if (inclusive === false) return `must be ${atMost ? 'less' : 'greater'} than ${value}`;
  return `must be at ${atMost ? 'most' : 'least'} ${value}`;
}

/**
 * The reason of a zod issue, phrased to follow "value X" (e.g. "must be a string, not an
 * integer"). Pass it as the per-parse `error` map; a schema's own messages take precedence.
 */
export const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required but missing';
      if (issue.expected === 'int' && Number.isInteger(issue.input)) {
        return 'must be an integer of at most 15 digits (a larger one loses precision)';
      }
      return `must be ${typeNames[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'too_big':
      if (issue.origin === 'string') {
        const length = typeof issue.input === 'string' ? issue.input.length : '?';
        return `is too long: ${length} characters, at most ${issue.maximum} allowed`;
      }
      if (issue.origin === 'array') return `has too many items: at most ${issue.maximum} allowed`;
      return bound(issue.maximum, issue.inclusive, true);
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? 'must not be empty'
          : `is too short: at least ${issue.minimum} characters required`;
      }
      if (issue.origin === 'array') return `has too few items: at least ${issue.minimum} required`;
      return bound(issue.minimum, issue.inclusive, false);
    case 'invalid_format':
      if (issue.format === 'datetime') return dateTimeReason;
      if (issue.format === 'base64') return 'is not valid base64';
      if (issue.format === 'url') return 'is not a valid URL';
      return `is not in the expected format (${issue.format})`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return 'is not a field of this schema (check the spelling)';
    case 'invalid_union':
      return 'does not match any of the allowed forms';
    default:
      return 'is not valid';
  }
};

/**
 * A JSON value shown in a message: JSON text, shortened past 60 characters. Written with a
 * budget rather than JSON.stringify of the whole value: 6,000 nested arrays overflow the stack
 * there, and a 26-million-item array would be serialised only to be cut.
 */
export function renderValue(value: unknown, max = 60): string {
  let out = '';
  const walk = (v: unknown): boolean => {
    if (out.length > max) return false;
    if (Array.isArray(v)) {
      out += '[';
      for (let i = 0; i < v.length; i++) {
        if (i > 0) out += ',';
        if (!walk(v[i])) return false;
      }
      out += ']';
    } else if (typeof v === 'object' && v !== null) {
      out += '{';
      let first = true;
      for (const key of Object.keys(v)) {
        if (!first) out += ',';
        first = false;
        out += `${JSON.stringify(key.slice(0, max + 1))}:`;
        if (!walk((v as Record<string, unknown>)[key])) return false;
      }
      out += '}';
    } else {
      out += typeof v === 'string' ? JSON.stringify(v.slice(0, max + 1)) : (JSON.stringify(v) ?? String(v));
    }
    return out.length <= max;
  };
  walk(value);
  return out.length <= max ? out : `${out.slice(0, max - 3)}...`;
}

/**
 * The one wording of a field message: `Line 40, position 23: value "" <reason>.` For a field
 * that is absent the subject is the field name and the position that of the enclosing object.
 */
export function formatFieldMessage(position: SourcePosition, subject: string, reason: string): string {
  return `Line ${position.line}, position ${position.column}: ${subject} ${reason.replace(/\.$/, '')}.`;
}

interface Pending {
  field: string;
  offset: number;
  messages: (() => string)[];
}

/**
 * Maps zod issues on a parsed document to 2.9 entries: one per offending field (several
 * reasons are joined), in document order. Messages are built only for the first `limit`.
 * The issues should come from a parse with `{ error: describeIssue }`, so that each issue's
 * message is a reason that reads after "value X".
 */
export function issuesToValidationErrors(
  issues: readonly z.core.$ZodIssue[],
  document: Pick<JsonDocument, 'locate'>,
  limit = Number.POSITIVE_INFINITY,
): { entries: ValidationErrorEntry[]; total: number } {
  const byField = new Map<string, Pending>();
  const add = (path: readonly PropertyKey[], describe: () => string, offset: number) => {
    const field = formatJsonPath(path);
    let pending = byField.get(field);
    if (pending === undefined) {
      pending = { field, offset, messages: [] };
      byField.set(field, pending);
    }
    pending.messages.push(describe);
  };

  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const at = document.locate(path);
        const subject = () => `field "${key}" (value ${renderValue(at.value)})`;
        add(path, () => formatFieldMessage(at.position, subject(), issue.message), at.position.offset);
      }
      continue;
    }
    const at = document.locate(issue.path);
    const key = issue.path[issue.path.length - 1];
    const subject = () => (at.found ? `value ${renderValue(at.value)}` : `field "${String(key ?? '')}"`);
    add(issue.path, () => formatFieldMessage(at.position, subject(), issue.message), at.position.offset);
  }

  // Stable sort: document order, then the order zod reported them.
  const all = [...byField.values()].sort((a, b) => a.offset - b.offset);
  const entries = all.slice(0, limit).map((p) => ({ field: p.field, message: p.messages.map((m) => m()).join(' ') }));
  return { entries, total: all.length };
}
