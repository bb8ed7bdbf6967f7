import type { ValidationErrorEntry, ValidationErrorResponse } from '@shared/protocol/validation-errors';
import { redactText } from '../logging/redact';

/**
 * What an operator's error answer says, whatever its shape: the 2.9 envelope (in any letter
 * case, `validationErrors` null/absent/empty), RFC 7807 problem details (`title`, `detail`,
 * `errors`), an OAuth error (`error`, `error_description`) or plain text (a .NET rate limiter).
 */
export interface OperatorErrorBody {
  shape: 'validation' | 'problem' | 'oauth' | 'json' | 'text' | 'empty';
  /** The operator's own words for the user, one line (redacted, at most ~500 characters); null when it said nothing. */
  reason: string | null;
  /** Field errors it listed (2.9 `validationErrors` or RFC 7807 `errors`), the path read from the message when `field` is missing. */
  fieldErrors: ValidationErrorEntry[];
  /** Whether the body carries the 2.9 markers (`exceptionMessage` or `validationErrors`). */
  validationShaped: boolean;
}

const MAX_REASON = 500;
/** .NET JSON validators put the path inside the message: "… Path 'stocks[0].prtId', line 5, position 20." */
const PATH_IN_MESSAGE = /\bPath '([^']*)'/i;
/** A parser's location in a message: then an empty field list means "could not be parsed". */
const PARSER_LOCATION = /line \d+,? position \d+/i;

/** Reads any error body the operator may send; never throws. */
export function readOperatorErrorBody(text: string): OperatorErrorBody {
  const trimmed = text.trim();
  if (trimmed === '') return { shape: 'empty', reason: null, fieldErrors: [], validationShaped: false };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return { shape: 'text', reason: oneLine(stripHtml(trimmed)), fieldErrors: [], validationShaped: false };
  }
  if (typeof json === 'string')
    return { shape: 'text', reason: oneLine(json), fieldErrors: [], validationShaped: false };
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { shape: 'json', reason: null, fieldErrors: [], validationShaped: false };

  const get = caseInsensitive(json as Record<string, unknown>);
  const str = (key: string) => {
    const value = get(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const fieldErrors = [...entriesOf(get('validationErrors')), ...problemErrors(get('errors'))];
  const validationShaped = get('exceptionMessage') !== undefined || get('validationErrors') !== undefined;
  const title = str('title');
  const detail = str('detail');
  const oauthCode = str('error');
  const oauthText = str('error_description');
  const reasonText =
    str('exceptionMessage') ??
    (title && detail && !detail.includes(title) ? `${title}: ${detail}` : (detail ?? title)) ??
    (oauthText ? (oauthCode ? `${oauthCode}: ${oauthText}` : oauthText) : oauthCode) ??
    str('message') ??
    str('errorMessage');
  const shape = validationShaped
    ? 'validation'
    : title || detail
      ? 'problem'
      : oauthCode || oauthText
        ? 'oauth'
        : fieldErrors.length > 0
          ? 'problem'
          : 'json';
  return { shape, reason: reasonText === null ? null : oneLine(reasonText), fieldErrors, validationShaped };
}

/**
 * The 2.9 body a client shows for a refused package, built from any error body: field errors
 * when it listed some; otherwise `validationErrors` stays absent only when the message carries
 * a parser location (the package could not be parsed), else it is an empty list (a general refusal).
 */
export function toValidationBody(body: OperatorErrorBody, status: number): ValidationErrorResponse {
  const exceptionMessage =
    body.reason ?? `The operator refused the package (HTTP ${status}) without saying why in its answer.`;
  const unparseable = body.fieldErrors.length === 0 && PARSER_LOCATION.test(exceptionMessage);
  return {
    statusCode: status,
    isError: true,
    isTransient: false,
    exceptionMessage,
    ...(unparseable ? {} : { validationErrors: body.fieldErrors }),
  };
}

/** Looks up a property without regard to letter case (a .NET service writes `ValidationErrors`, `Field`). */
function caseInsensitive(record: Record<string, unknown>): (key: string) => unknown {
  const byLower = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const lower = key.toLowerCase();
    // An exact-case property wins over another spelling of the same name.
    if (!byLower.has(lower) || key === lower) byLower.set(lower, value);
  }
  return (key) => (Object.hasOwn(record, key) ? record[key] : byLower.get(key.toLowerCase()));
}

/** 2.9 entries `{ field, message }` in any letter case; a missing field is read from "Path '…'" in the message. */
function entriesOf(value: unknown): ValidationErrorEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: ValidationErrorEntry[] = [];
  for (const item of value) {
    if (typeof item === 'string') {
      entries.push({ field: pathInMessage(item), message: item });
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const get = caseInsensitive(item as Record<string, unknown>);
    const message = typeof get('message') === 'string' ? (get('message') as string) : '';
    const rawField = get('field') ?? get('path') ?? get('propertyName');
    const field = typeof rawField === 'string' && rawField !== '' ? rawField : pathInMessage(message);
    if (message === '' && field === '') continue;
    entries.push({ field, message });
  }
  return entries;
}

/** RFC 7807 / ASP.NET `errors`: `{ "stocks[0].prtId": ["message", …] }`. */
function problemErrors(value: unknown): ValidationErrorEntry[] {
  if (Array.isArray(value)) return entriesOf(value);
  if (typeof value !== 'object' || value === null) return [];
  const entries: ValidationErrorEntry[] = [];
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list)
      if (typeof message === 'string') entries.push({ field: field || pathInMessage(message), message });
  }
  return entries;
}

function pathInMessage(message: string): string {
  return PATH_IN_MESSAGE.exec(message)?.[1] ?? '';
}

/** Some proxies answer with an HTML page: keep its words, not its tags. */
function stripHtml(text: string): string {
  if (!/^<(!doctype|html)/i.test(text)) return text;
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  return (title ?? text.replace(/<[^>]+>/g, ' ')).trim();
}

function oneLine(text: string): string {
  const flat = redactText(text.replace(/\s+/g, ' ').trim());
  return flat.length > MAX_REASON ? `${flat.slice(0, MAX_REASON)}…` : flat;
}
