import type { TFunction } from 'i18next';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import type { PreflightFinding } from '@shared/ipc/channels/preflight';
import type { PackageError } from '@shared/ipc/channels/uploads';
import type { WorkbenchFinding } from '@shared/ipc/channels/workbench';
import { findingParams } from '@shared/i18n/finding-wording';
import { invoke } from '@renderer/lib/ipc';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { describeError, describeFinding } from '../../workbench';

const PAGE = 1000;

/** A package error as an export row: records counted from 1, the reason in the screen's words. */
export function packageErrorRow(
  t: TFunction,
  e: PackageError,
  origin: 'local' | 'server',
  product: string | null = null,
): ExportFindingRow {
  return {
    severity: e.severity ?? 'error',
    row: e.rowIndex === null ? null : e.rowIndex + 1,
    prtId: e.prtId,
    field: e.field ?? (e.fieldPath || null),
    product,
    message: describeError(t, e),
    value: e.value,
    line: e.line,
    column: e.position,
    source: origin,
  };
}

/** A preflight finding as an export row (its row is 1-based already). */
export function preflightRow(t: TFunction, f: PreflightFinding): ExportFindingRow {
  return {
    severity: f.severity,
    row: f.row,
    prtId: f.prtId,
    field: f.field,
    product: f.product?.label ?? null,
    // A code with no text reads as its code, never as core's English message.
    message: t(runtimeKey(`preflight.codes.${f.code}`), {
      ...findingParams(f.facts),
      defaultValue: t('import.findings.unknownCode', { code: f.code }),
    }),
    value: null,
    line: null,
    column: null,
    source: 'preflight',
  };
}

/** A finding of the workbench's list as an export row, worded as the list words it on screen. */
export function workbenchFindingRow(t: TFunction, f: WorkbenchFinding): ExportFindingRow {
  return {
    severity: f.severity,
    row: f.row,
    prtId: f.prtId,
    field: f.field ?? (f.fieldPath || null),
    product: f.product?.label ?? null,
    message: describeFinding(t, f),
    value: f.value,
    line: f.line,
    column: f.column,
    source: f.origin === 'preflight' ? 'preflight' : 'local',
  };
}

/**
 * Every finding of a server check (or of a file checked without a store): the check's errors (all pages of uploads:list-errors) and,
 * with a store, preflight's findings (all pages); products named from preflight where it knows them.
 */
export async function collectPreviewFindings(
  t: TFunction,
  previewId: string,
  origin: 'local' | 'server',
  profileId: number | undefined,
): Promise<ExportFindingRow[]> {
  const errors: PackageError[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await invoke('uploads:list-errors', {
      source: { type: 'preview', previewId, origin },
      offset,
      limit: PAGE,
    });
    errors.push(...page.items);
    if (page.items.length === 0 || errors.length >= page.total) break;
  }
  const preflight: PreflightFinding[] = [];
  if (profileId !== undefined) {
    for (let offset = 0; ; offset += PAGE) {
      const report = await invoke('preflight:check', { profileId, previewId, offset, limit: PAGE });
      preflight.push(...report.findings);
      if (report.findings.length === 0 || preflight.length >= report.total) break;
    }
  }
  const products = new Map<number, string>();
  for (const f of preflight) if (f.row !== null && f.product) products.set(f.row, f.product.label);
  return [
    ...errors.map((e) =>
      packageErrorRow(t, e, origin, e.rowIndex === null ? null : (products.get(e.rowIndex + 1) ?? null)),
    ),
    ...preflight.map((f) => preflightRow(t, f)),
  ];
}
