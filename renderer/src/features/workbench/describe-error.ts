import type { TFunction } from 'i18next';
import type { PreflightCode } from '@shared/ipc/channels/preflight';
import type { ErrorReason, PackageError } from '@shared/ipc/channels/uploads';
import type { WorkbenchFinding } from '@shared/ipc/channels/workbench';
import { findingParams } from '@shared/i18n/finding-wording';
import { reasonWording } from '@shared/i18n/package-error-reason';
import { isStockRowField } from '@shared/protocol/stock-fields';
import { oneBasedPaths } from '@shared/validation/record-path';
import { runtimeKey } from '@renderer/i18n/runtime-key';

/** One reason in plain words: the shared wording (as the CLI says it), the code picking the sentence. */
export function describeReason(t: TFunction, reason: ErrorReason): string {
  const { key, params } = reasonWording(reason);
  // The operator's or the parser's own text, with its 0-based paths counted from 1.
  if (reason.code === 'other' && typeof params.text === 'string') params.text = recordPaths(t, params.text);
  return t(runtimeKey(key), params);
}

/** Every reason of one offending field, joined into one sentence. */
export function describeError(t: TFunction, error: Pick<PackageError, 'reasons'>): string {
  const text = error.reasons.map((r) => describeReason(t, r)).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the field is, in words (`qnt` → `количество`); empty for fields the format does not name.
 * `inRecord`: the field of a record (a stock row), not of the package.
 */
export function fieldLabel(t: TFunction, field: string | null, inRecord = false): string {
  if (!field) return '';
  // Inside a record only a stock row's fields have names: `date` there is no export date.
  if (inRecord && !isStockRowField(field)) return '';
  return t(`packageErrors.fields.${field}`, { defaultValue: '' });
}

/** Every `stocks[N]` in a text (a parser message, a path) as the 1-based record a person counts. */
export function recordPaths(t: TFunction, text: string): string {
  return oneBasedPaths(text, (row, field) =>
    field === null ? t('workbench.findings.record', { row }) : `${t('workbench.findings.record', { row })}, ${field}`,
  );
}

/** A finding of any source in plain words: the schema's reasons, preflight's code and facts, or the parser's stop. */
export function describeFinding(t: TFunction, f: WorkbenchFinding): string {
  if (f.code === 'syntax' && f.origin === 'schema') return describeSyntax(t, f);
  if (f.origin === 'schema') return describeError(t, { reasons: f.reasons });
  const text = t(runtimeKey(`preflight.codes.${f.code as PreflightCode}`), {
    ...findingParams(f.facts),
    defaultValue: f.message,
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the field means (spec 2.3) and how to fix this reason, when the app knows; empty strings otherwise. */
export function explainGroup(t: TFunction, field: string | null, code: string): { meaning: string; fix: string } {
  return {
    meaning: field ? t(runtimeKey(`workbench.fieldMeaning.${field}`), { defaultValue: '' }) : '',
    fix: t(runtimeKey(`workbench.fix.${code}`), { defaultValue: '' }),
  };
}

/**
 * Where the parser stopped, in the table's words: never the engine's own text (English, and
 * different in every JavaScript engine), only its line, column and record path.
 */
function describeSyntax(t: TFunction, f: Pick<WorkbenchFinding, 'line' | 'column' | 'fieldPath'>): string {
  const text =
    f.line === null || f.column === null
      ? t('workbench.findings.syntaxNowhere')
      : f.fieldPath
        ? t('workbench.findings.syntaxAt', { line: f.line, column: f.column, place: recordPaths(t, f.fieldPath) })
        : t('workbench.findings.syntax', { line: f.line, column: f.column });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
