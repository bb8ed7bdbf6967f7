import type { PackageCheck, PackageError } from '@shared/ipc/channels/uploads';
import { oneBasedPaths } from '@shared/validation/record-path';
import type { CliStrings } from './strings/cli-strings-ru';

/** The reason of one field error in plain words. */
export function reasonText(t: CliStrings, reason: PackageError['reasons'][number]): string {
  const r = t.check.reasons;
  const p = reason.params;
  const str = (key: string) => (p[key] === undefined ? '' : String(p[key]));
  switch (reason.code) {
    case 'wrong-type':
      return r['wrong-type']({
        expected: t.check.types[str('expected')] ?? str('expected'),
        actual: p.actual === undefined ? null : (t.check.types[str('actual')] ?? str('actual')),
      });
    case 'too-long':
      return r['too-long']({ length: str('length'), max: str('max') });
    case 'not-unique':
      return r['not-unique']({ firstRow: String(Number(str('firstRow')) + 1) });
    case 'gnvls-max-below-retail':
      return r['gnvls-max-below-retail']({ prcRet: str('prcRet') });
    case 'too-small':
      return r['too-small']({ min: str('min') });
    case 'too-big':
      return r['too-big']({ max: str('max') });
    case 'not-allowed-value':
      return r['not-allowed-value']({ allowed: str('allowed') });
    case 'invalid-utf8':
      return r['invalid-utf8']({ bytes: str('bytes') });
    case 'too-deep':
      return r['too-deep']({ max: str('max') });
    case 'null-value':
      return r['null-value']({ field: str('field') });
    case 'unknown-field':
      return p.suggestion ? r['unknown-field-suggest']({ suggestion: str('suggestion') }) : r['unknown-field'];
    case 'duplicate-key':
      return r['duplicate-key']({ key: str('key') });
    case 'exponent-integer':
      return r['exponent-integer']({ literal: str('literal'), plain: str('plain') });
    case 'underflow':
      return r.underflow({ literal: str('literal') });
    case 'precision-loss':
      return r['precision-loss']({ literal: str('literal'), read: str('read') });
    case 'unsafe-integer':
      return r['unsafe-integer']({ literal: str('literal'), read: str('read') });
    case 'other':
      // The operator's own words, with its 0-based paths counted from 1 like every record here.
      return recordPaths(t, str('text'));
    default:
      return r[reason.code];
  }
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
