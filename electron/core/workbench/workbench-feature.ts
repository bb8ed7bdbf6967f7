import type { WorkbenchSource } from '@shared/ipc/channels/workbench';
import { MAX_SOURCE_LINES } from '@shared/ipc/channels/workbench';
import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { findingMessage } from '../preflight/finding-message';
import type { PreflightRunner } from '../preflight/preflight-runner';
import type { PreflightRun } from '../preflight/run-preflight';
import type { PreparedPackage } from '../uploads/package-check';
import type { PreviewStore } from '../uploads/preview-store';
import {
  collectFindings,
  countFindings,
  groupFindings,
  matchesFilter,
  type CollectedFinding,
} from './collect-findings';
import { viewOf } from './package-view';
import { rowWindow } from './row-window';
import { sourceWindow } from './source-window';

/** What the workbench reads of a package: its text and this PC's schema check. */
export type WorkbenchPackage = Pick<PreparedPackage, 'text' | 'local' | 'parsed'>;

export interface WorkbenchDeps {
  previews: PreviewStore;
  preflight: PreflightRunner;
  /**
   * The file kept with an upload, read and checked (`preparePackage` of its bytes), or null when
   * the ledger does not hold it. Without this port every upload source answers "not kept".
   */
  keptFile?: (uploadId: number) => Promise<WorkbenchPackage | null>;
}

/**
 * The troubleshooting workbench: windows of a package's rows (with product names) and of its
 * text, and the findings of every check in one list. Everything is read from the held package;
 * the indexes are built on first use and dropped with it.
 */
export function createWorkbenchFeature(_ctx: CoreContext, deps: WorkbenchDeps): CoreFeature {
  type Collected = { run: PreflightRun | null; list: CollectedFinding[]; byRow: Map<number, CollectedFinding[]> };
  const collected = new WeakMap<WorkbenchPackage, Collected>();

  const packageOf = async (source: WorkbenchSource): Promise<WorkbenchPackage> => {
    if (source.type === 'preview') return deps.previews.get(source.previewId);
    const kept = (await deps.keptFile?.(source.uploadId)) ?? null;
    if (kept) return kept;
    throw new DeskError(
      'not-found',
      `The file of upload ${source.uploadId} is not kept on this PC (kept files are removed after 30 days), so its rows and text cannot be shown. Choose the file again on the upload screen to see them.`,
      { reason: 'file-not-kept', uploadId: source.uploadId },
    );
  };

  const findingsOf = (profileId: number, pkg: WorkbenchPackage) => {
    const view = viewOf(pkg, pkg.text, pkg.parsed);
    // Preflight needs readable rows; an unreadable file has only the parser's finding.
    const run =
      pkg.local.check.syntaxError === null && view.stocks.length > 0
        ? deps.preflight.runFor(profileId, pkg, () => view.stocks).run
        : null;
    const cached = collected.get(pkg);
    if (cached && cached.run === run) return cached;
    const list = collectFindings(pkg.local.check, pkg.local.errors, run?.findings ?? [], view);
    const byRow = new Map<number, CollectedFinding[]>();
    for (const f of list) {
      if (f.row === null) continue;
      const onRow = byRow.get(f.row);
      if (onRow) onRow.push(f);
      else byRow.set(f.row, [f]);
    }
    const entry: Collected = { run, list, byRow };
    collected.set(pkg, entry);
    return entry;
  };

  return {
    handlers: {
      'workbench:rows': async ({ profileId, source, offset, limit }) => {
        const pkg = await packageOf(source);
        const view = viewOf(pkg, pkg.text, pkg.parsed);
        const { byRow } = findingsOf(profileId, pkg);
        return {
          total: view.stocks.length,
          columns: view.columns,
          rows: rowWindow(
            view,
            offset,
            limit,
            (nnts) => deps.preflight.names(profileId, nnts),
            (row) => (byRow.get(row) ?? []).map(({ id, field, severity, code }) => ({ id, field, severity, code })),
          ),
        };
      },

      'workbench:locate-row': async ({ source, prtId }) => {
        const pkg = await packageOf(source);
        return { row: viewOf(pkg, pkg.text, pkg.parsed).rowOfPrtId(prtId) };
      },

      'workbench:source': async ({ source, fromLine, toLine, fromColumn, maxLineChars }) => {
        const pkg = await packageOf(source);
        return sourceWindow(
          viewOf(pkg, pkg.text, pkg.parsed),
          fromLine,
          toLine,
          fromColumn,
          maxLineChars,
          MAX_SOURCE_LINES,
        );
      },

      'workbench:findings': async ({ profileId, source, severity, field, code, offset, limit }) => {
        const pkg = await packageOf(source);
        const { run, list } = findingsOf(profileId, pkg);
        const bySeverity = severity ? list.filter((f) => f.severity === severity) : list;
        const matching = bySeverity.filter((f) => matchesFilter(f, { field, code }));
        const page = matching.slice(offset, offset + limit);
        const names = deps.preflight.names(
          profileId,
          page.flatMap((f) => f.nnt ?? []),
        );
        const check = pkg.local.check;
        const schemaErrors = check.errorCount + (check.syntaxError ? 1 : 0);
        return {
          total: matching.length,
          counts: countFindings(list),
          // Every severity's groups, whatever the filter: the list opens on the errors while the
          // panel still folds the warnings and notes under their own counts.
          groups: groupFindings(list),
          items: page.map(({ raw, schemaMessage, ...f }) => {
            const product = f.nnt === null ? null : (names.get(f.nnt) ?? null);
            return { ...f, product, message: raw ? findingMessage(raw, product) : schemaMessage };
          }),
          verdict: {
            blocked: schemaErrors > 0 || (run?.rejectionPredicted ?? false),
            unreadable: check.syntaxError !== null,
            schemaErrors,
            rejectionPredicted: run?.rejectionPredicted ?? false,
            preflightRan: run !== null,
            skipped: run?.skipped ?? [],
          },
        };
      },
    },
  };
}
