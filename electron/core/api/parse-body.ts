import type { z } from 'zod';
import { plainIssue } from '@shared/i18n/zod-issue';
import { DeskError } from '../errors';
import { redactText } from '../logging/redact';
import type { CallInfo } from './http-errors';

const EXCERPT = 500;

/** Which of the shared table's sentences tells a malformed answer (shared/i18n/error-fault-wording.ts). */
type BodyFault = 'empty-body' | 'not-json' | 'schema-mismatch';

function badResponse(
  call: CallInfo,
  status: number,
  fault: BodyFault,
  problem: string,
  extra: Record<string, unknown> = {},
): DeskError {
  return new DeskError(
    'bad-response',
    `The answer to ${call.operation} (${call.method} ${call.path}, status ${status}) is not what protocol v5 describes: ${problem}. ` +
      'Check that the store’s API address points to the operator’s v5 service; report it to the operator if it does.',
    { fault, operation: call.operation, method: call.method, path: call.path, status, ...extra },
  );
}

/** JSON of a response body, or `bad-response` naming the endpoint when it is empty or not JSON. */
export function parseJsonText(call: CallInfo, status: number, text: string): unknown {
  if (text.trim() === '') throw badResponse(call, status, 'empty-body', 'the body is empty, JSON was expected');
  try {
    return JSON.parse(text);
  } catch (error) {
    const excerpt = redactText(text.slice(0, EXCERPT));
    throw badResponse(call, status, 'not-json', `the body is not JSON (${(error as Error).message})`, {
      bodyExcerpt: excerpt,
    });
  }
}

/**
 * A response body checked against its protocol schema. The schemas keep unknown fields, so only
 * a missing or mistyped documented field fails; the message lists the first few problems.
 */
export function parseJsonBody<S extends z.ZodType>(
  call: CallInfo,
  status: number,
  text: string,
  schema: S,
): z.output<S> {
  return checkJson(call, status, parseJsonText(call, status, text), schema);
}

/**
 * As parseJsonBody, for big answers: `fast` (straight-line code proven equal to the schema)
 * returns the schema's output, or null when something fails; only then is the schema asked,
 * for its own words.
 */
export function parseJsonBodyFast<S extends z.ZodType>(
  call: CallInfo,
  status: number,
  text: string,
  schema: S,
  fast: (json: unknown) => z.output<S> | null,
): z.output<S> {
  const json = parseJsonText(call, status, text);
  return fast(json) ?? checkJson(call, status, json, schema);
}

function checkJson<S extends z.ZodType>(call: CallInfo, status: number, json: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const shown = parsed.error.issues.slice(0, 10);
  const summary = shown
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  // Structured, so the screen and the CLI word each issue (shared/i18n/zod-issue.ts).
  const issues = shown.map(plainIssue);
  const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : '';
  throw badResponse(call, status, 'schema-mismatch', `${summary}${more}`, {
    issues,
    issueCount: parsed.error.issues.length,
  });
}

/** A response body that must be a JSON array; its items are returned unchecked (the caller checks each one). */
export function parseJsonArray(call: CallInfo, status: number, text: string): unknown[] {
  const json = parseJsonText(call, status, text);
  if (!Array.isArray(json))
    throw badResponse(
      call,
      status,
      'schema-mismatch',
      `expected a JSON array of records, got ${json === null ? 'null' : typeof json}`,
    );
  return json;
}

/** A read that brought nothing: 204 No Content, or a body that is empty or the JSON `null` (some servers write it for "no rows"). */
export function isEmptyRead(status: number, text: string): boolean {
  const body = text.trim();
  return status === 204 || body === '' || body === 'null';
}
