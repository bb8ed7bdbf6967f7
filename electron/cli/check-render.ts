import type { PackageCheck, PackageError } from '@shared/ipc/channels/uploads';
import { reasonWording } from '@shared/i18n/package-error-reason';
import { oneBasedPaths } from '@shared/validation/record-path';
import type { CliStrings } from './strings/cli-strings';

/** The reason of one field error in plain words (the shared wording, as the screen says it). */
export function reasonText(t: CliStrings, reason: PackageError['reasons'][number]): string {
  const { key, params } = reasonWording(reason);
  // The operator's own words, with its 0-based paths counted from 1 like every record here.
  if (reason.code === 'other' && typeof params['text'] === 'string') params['text'] = recordPaths(t, params['text']);
  return t.wording(key, params);
}

/** A path or parser message with every `stocks[N]` as the 1-based record a person counts. */
export const recordPaths = (t: CliStrings, text: string): string =>
  oneBasedPaths(text, (row, field) => t.check.record({ row, field }));

/** One error as a line: record, line and position in the file, field, batch code, product, reason, value. */
export function errorLine(t: CliStrings, e: PackageError, product: string | null = null): string {
  const q = (n: number | null) => (n === null ? '?' : String(n));
  const mark = e.severity === 'warning' ? `[${t.check.warningMark}] ` : '';
  const where =
    mark +
    (e.rowIndex === null && e.line === null
      ? t.check.wholeFile
      : t.check.where({
          row: e.rowIndex === null ? '—' : String(e.rowIndex + 1),
          line: q(e.line),
          position: q(e.position),
        }));
  return t.check.errorLine({
    where,
    field: e.field ?? (e.fieldPath ? recordPaths(t, e.fieldPath) : t.check.wholeFile),
    prtId: e.prtId,
    product,
    reason: e.reasons.map((r) => reasonText(t, r)).join('; '),
    value: e.value,
  });
}

/** A check (this PC's or the operator's) for a person: verdict, parser stop, the errors listed, counts by field. */
export function checkLines(
  t: CliStrings,
  check: PackageCheck,
  errors: readonly PackageError[],
  limit: number,
  /** The product label of an error's row, when its nnt is known in the goods dictionary. */
  productOf: (e: PackageError) => string | null = () => null,
): string[] {
  if (check.valid && check.warningCount === 0) return [t.check.valid];
  // A refusal that names no field (e.g. a .NET service's `validationErrors: null`): its reason is the verdict.
  if (!check.valid && check.errorCount === 0 && !check.syntaxError && check.exceptionMessage)
    return [t.check.refusedNoFields({ text: check.exceptionMessage })];
  const listedWarnings = check.listedWarningCount ?? 0;
  const listedErrors = check.listedCount - listedWarnings;
  const lines = [check.valid ? t.check.valid : t.check.invalid({ count: check.errorCount, listed: listedErrors })];
  if (check.warningCount > 0) lines.push(t.check.warnings({ count: check.warningCount, listed: listedWarnings }));
  if (check.syntaxError) {
    const { line, position, path } = check.syntaxError;
    lines.push(
      t.check.syntax({
        line: line === null ? '?' : String(line),
        position: position === null ? '?' : String(position),
        path: path === null ? null : recordPaths(t, path),
      }),
    );
  }
  if (check.exceptionMessage && errors.length === 0)
    lines.push(t.check.message({ text: recordPaths(t, check.exceptionMessage) }));
  lines.push(...errors.slice(0, limit).map((e) => errorLine(t, e, productOf(e))));
  const listed = Math.max(check.listedCount, errors.length);
  if (listed > limit) lines.push(t.check.more({ n: listed - limit, next: Math.min(listed, limit * 5) }));
  if (check.summary.length > 1)
    lines.push(t.check.byField, ...check.summary.map((f) => t.check.fieldCount({ field: f.field, count: f.count })));
  return lines;
}
