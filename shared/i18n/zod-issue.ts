import type { z } from 'zod';
import { stockFields } from '@shared/protocol/stock-fields';
import { recordNumber } from '@shared/validation/record-path';
import { zodIssueWording } from './zod-issue-wording';

/** A zod 4 issue as it travels in error details: its path, code and the parameters that word it. */
export interface PlainIssue {
  path: (string | number)[];
  code: string;
  expected?: string;
  /** zod says "received undefined": the value is missing. */
  missing?: boolean;
  origin?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  format?: string;
  values?: string[];
  keys?: string[];
  divisor?: number;
}

/** A zod issue reduced to what words it (no input values: they may hold anything). */
export function plainIssue(issue: z.core.$ZodIssue): PlainIssue {
  const i = issue as unknown as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined);
  const out: PlainIssue = { path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), code: issue.code };
  if (typeof i.expected === 'string') out.expected = i.expected;
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) out.missing = true;
  if (typeof i.origin === 'string') out.origin = i.origin;
  if (num(i.minimum) !== undefined) out.minimum = num(i.minimum);
  if (num(i.maximum) !== undefined) out.maximum = num(i.maximum);
  if (typeof i.inclusive === 'boolean') out.inclusive = i.inclusive;
  if (typeof i.format === 'string') out.format = i.format;
  if (Array.isArray(i.values)) out.values = i.values.map(String);
  if (Array.isArray(i.keys)) out.keys = i.keys.map(String);
  if (num(i.divisor) !== undefined) out.divisor = num(i.divisor);
  return out;
}

/** Any i18next-like `t` bound to one language. */
export type WordT = (key: string, params?: Record<string, unknown>) => string;

const labels = new Map<string, { ru: string; en: string }>(stockFields.map((f) => [f.name, f.label]));
const has = (table: object, key: string | undefined) => key !== undefined && Object.hasOwn(table, key);
const quoted = (list: string[] = []) => list.map((v) => `«${v}»`).join(', ');

/** Where an issue is: a package's `stocks[N].field` as a 1-based record and the field's label. */
function where(t: WordT, lng: 'ru' | 'en', path: (string | number)[]): string {
  if (path.length === 0) return t('zodIssues.where.document');
  const [head, index, field] = path;
  if (head === 'stocks' && typeof index === 'number') {
    const record = recordNumber(index);
    if (path.length === 2) return t('zodIssues.where.record', { record });
    if (path.length === 3 && typeof field === 'string') {
      const label = labels.get(field)?.[lng];
      return label
        ? t('zodIssues.where.recordField', { record, label, field })
        : t('zodIssues.where.recordFieldBare', { record, field });
    }
  }
  return t('zodIssues.where.path', { path: path.join('.') });
}

/** What is wrong, by zod's issue code and parameters. */
function what(t: WordT, issue: PlainIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.missing) return t(`zodIssues.what.required`);
      return t(`zodIssues.what.invalid-type`, {
        expected: has(zodIssueWording.ru.types, issue.expected) ? issue.expected : 'other',
      });
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = small ? issue.minimum : issue.maximum;
      if (issue.origin === 'string' || issue.origin === 'array')
        return t(`zodIssues.what.${small ? 'too-small' : 'too-big'}-${issue.origin}`, { count: bound });
      const exclusive = issue.inclusive === false ? '-exclusive' : '';
      return t(`zodIssues.what.${small ? 'too-small' : 'too-big'}-number${exclusive}`, {
        minimum: bound,
        maximum: bound,
      });
    }
    case 'invalid_format':
      return t(`zodIssues.what.invalid-format`, {
        format: has(zodIssueWording.ru.formats, issue.format) ? issue.format : 'other',
      });
    case 'invalid_value':
      return t(`zodIssues.what.invalid-value`, { values: quoted(issue.values) });
    case 'unrecognized_keys':
      return t(`zodIssues.what.unrecognized-keys`, { keys: quoted(issue.keys) });
    case 'invalid_union':
      return t(`zodIssues.what.invalid-union`);
    case 'invalid_key':
      return t(`zodIssues.what.invalid-key`);
    case 'invalid_element':
      return t(`zodIssues.what.invalid-element`);
    case 'not_multiple_of':
      return t(`zodIssues.what.not-multiple-of`, { divisor: issue.divisor });
    default:
      return t(`zodIssues.what.custom`);
  }
}

/**
 * One issue as a sentence in the reader's language, e.g. "запись 1, поле «Предельная цена ЖНВЛП»
 * (prcGnvlsMax): должно быть числом"; `t` must hold the shared wording at `zodIssues`.
 */
export function wordIssue(t: WordT, lng: 'ru' | 'en', issue: PlainIssue): string {
  return t('zodIssues.line', { where: where(t, lng, issue.path), what: what(t, issue) });
}
