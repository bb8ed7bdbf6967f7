import type { FindingSeverity } from '@shared/ipc/channels/preflight';
import type { PackageCheck, PackageError } from '@shared/ipc/channels/uploads';
import type { FindingGroup, WorkbenchFinding } from '@shared/ipc/channels/workbench';
import type { RawFinding } from '../preflight/row-checks';
import { locateField } from './field-locate';
import { tokenEnd, type PackageView } from './package-view';
import { nntOf } from './row-window';

/** A finding before its product name and message are attached (those are added per window). */
export type CollectedFinding = Omit<WorkbenchFinding, 'product' | 'message'> & {
  /** The preflight finding behind it, for its English message. */
  raw: RawFinding | null;
  schemaMessage: string;
};

const rank: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Where a 1-based line and column point, with the offending token's end column on that line. */
function span(view: PackageView, line: number | null, column: number | null) {
  if (line === null || column === null || line > view.lineCount) return { line, column, endColumn: null };
  const offset = view.lineStart(line) + column - 1;
  return { line, column, endColumn: tokenEnd(view.text, offset) - view.lineStart(line) + 1 };
}

function fromSchema(e: PackageError, view: PackageView): CollectedFinding {
  const row = e.rowIndex === null ? null : e.rowIndex + 1;
  return {
    id: `s${e.seq}`,
    origin: 'schema',
    severity: e.severity ?? 'error',
    row,
    prtId: e.prtId,
    field: e.field,
    fieldPath: e.fieldPath,
    code: e.reasons[0]?.code ?? 'other',
    reasons: e.reasons,
    facts: {},
    value: e.value,
    nnt: e.rowIndex === null ? null : nntOf(view.stocks[e.rowIndex]),
    ...span(view, e.line, e.position),
    raw: null,
    schemaMessage: e.message,
  };
}

function fromPreflight(f: RawFinding, index: number, view: PackageView): CollectedFinding {
  let at: { line: number; column: number } | null = null;
  const rowStart = f.row === null ? undefined : view.rowStarts?.[f.row - 1];
  if (rowStart !== undefined) {
    const valueAt = f.field === null ? -1 : locateField(view.text, rowStart, f.field);
    at = view.positionAt(valueAt >= 0 ? valueAt : rowStart);
  }
  return {
    id: `p${index}`,
    origin: 'preflight',
    severity: f.severity,
    row: f.row,
    prtId: f.prtId,
    field: f.field,
    fieldPath: null,
    code: f.code,
    reasons: [],
    facts: f.facts,
    value: null,
    nnt: f.nnt,
    ...span(view, at?.line ?? null, at?.column ?? null),
    raw: f,
    schemaMessage: '',
  };
}

/** An unreadable file's one finding: where the parser stopped. */
function syntaxFinding(check: PackageCheck, view: PackageView): CollectedFinding | null {
  if (!check.syntaxError) return null;
  return {
    id: 'syntax',
    origin: 'schema',
    severity: 'error',
    row: null,
    prtId: null,
    field: null,
    fieldPath: check.syntaxError.path,
    code: 'syntax',
    reasons: [],
    facts: {},
    value: null,
    nnt: null,
    ...span(view, check.syntaxError.line, check.syntaxError.position),
    raw: null,
    schemaMessage: check.exceptionMessage ?? '',
  };
}

/**
 * Every finding of a package in one list, in document order: by row (the package's own first),
 * errors before warnings before notes, the schema check before preflight.
 */
export function collectFindings(
  check: PackageCheck,
  errors: readonly PackageError[],
  preflight: readonly RawFinding[],
  view: PackageView,
): CollectedFinding[] {
  const syntax = syntaxFinding(check, view);
  const all = [
    ...(syntax ? [syntax] : []),
    ...errors.map((e) => fromSchema(e, view)),
    ...preflight.map((f, i) => fromPreflight(f, i, view)),
  ];
  const order = new Map(all.map((f, i) => [f, i]));
  return all.sort(
    (a, b) =>
      (a.row ?? 0) - (b.row ?? 0) ||
      rank[a.severity] - rank[b.severity] ||
      (a.origin === b.origin ? 0 : a.origin === 'schema' ? -1 : 1) ||
      order.get(a)! - order.get(b)!,
  );
}

export interface FindingFilter {
  severity?: FindingSeverity;
  /** `''`: the package's own findings (no field). */
  field?: string;
  code?: string;
}

export const matchesFilter = (f: CollectedFinding, filter: FindingFilter): boolean =>
  (!filter.severity || f.severity === filter.severity) &&
  (filter.field === undefined || (f.field ?? '') === filter.field) &&
  (!filter.code || f.code === filter.code);

/** Groups by field and reason with counts: errors first, then the largest groups. */
export function groupFindings(findings: readonly CollectedFinding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const key = `${f.origin}\u0000${f.field ?? ''}\u0000${f.code}`;
    const group = groups.get(key);
    if (group) {
      group.count++;
      if (rank[f.severity] < rank[group.severity]) group.severity = f.severity;
    } else groups.set(key, { field: f.field, code: f.code, origin: f.origin, severity: f.severity, count: 1 });
  }
  return [...groups.values()].sort(
    (a, b) =>
      rank[a.severity] - rank[b.severity] ||
      b.count - a.count ||
      (a.field ?? '').localeCompare(b.field ?? '') ||
      a.code.localeCompare(b.code),
  );
}

/** Counts per severity. */
export function countFindings(findings: readonly CollectedFinding[]): Record<FindingSeverity, number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}
