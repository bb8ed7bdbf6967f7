import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchFinding, WorkbenchRow, WorkbenchSource } from '@shared/ipc/channels/workbench';
import { invoke } from '@renderer/lib/ipc';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { FindingsPanel } from './FindingsPanel';
import { PackageGrid, type CellTarget } from './PackageGrid';
import { SourceView, type SourcePlace } from './SourceView';
import { useFindingsWindow, type FindingFilter } from './use-workbench';
import { Verdict } from './Verdict';
import './workbench.css';

/**
 * What to bring into view, a new object each time it is asked: a row (1-based) or a batch code
 * (its first row, e.g. one an operator's status-3 message names), and optionally a field.
 */
export type WorkbenchFocus = ({ row: number } | { prtId: string }) & { field?: string };

/**
 * The troubleshooting workbench for one package: the verdict, every finding (grouped, filtered,
 * in plain words), the package as a grid and the file's text. Choosing a finding — by click, by
 * the buttons or by F8 / Shift+F8 — scrolls the grid to its cell, focuses it and shows its line.
 * `focus` brings any row and field into view from outside (e.g. a batch the operator named).
 */
export function PackageWorkbench({
  source,
  profileId,
  focus,
}: {
  source: WorkbenchSource;
  profileId: number;
  focus?: WorkbenchFocus;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<FindingFilter>({});
  const findings = useFindingsWindow(profileId, source, filter);
  const [current, setCurrent] = useState<{ index: number; id: string }>();
  const [target, setTarget] = useState<CellTarget>();
  const [place, setPlace] = useState<SourcePlace>();
  const total = findings.head?.total ?? 0;
  // The list opens on the errors when there are any (notes must not bury them); once only, so
  // the manager's own choice of filter stands.
  const [opened, setOpened] = useState(false);
  const [autoErrors, setAutoErrors] = useState(false);
  if (!opened && findings.head) {
    setOpened(true);
    if (findings.head.counts.error > 0 && filter.severity === undefined) {
      setFilter({ ...filter, severity: 'error' });
      setAutoErrors(true);
    }
  }

  const show = useCallback((index: number, f: WorkbenchFinding) => {
    setCurrent({ index, id: f.id });
    if (f.row !== null) setTarget({ row: f.row, field: f.field });
    if (f.line !== null) setPlace({ line: f.line, column: f.column, endColumn: f.endColumn });
  }, []);

  // An unreadable file has one finding, where reading stopped: the verdict says that place is
  // shown below, so it is, at once (the focus stays where it is).
  const unreadable = findings.head?.verdict.unreadable === true;
  useEffect(() => {
    if (!unreadable) return;
    let live = true;
    void findings.findingAt(0).then((f) => {
      if (live && f) show(0, f);
    });
    return () => {
      live = false;
    };
    // Once per unreadable package (findingAt is made anew each render; the package is the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadable]);

  const step = async (by: 1 | -1) => {
    if (total === 0) return;
    const index = current === undefined ? (by === 1 ? 0 : total - 1) : (current.index + by + total) % total;
    const f = await findings.findingAt(index);
    if (f) show(index, f);
  };

  const pickCell = useCallback((row: WorkbenchRow, field: string | null) => {
    setTarget({ row: row.row, field });
    if (row.line !== null) setPlace({ line: row.line, column: null, endColumn: null });
  }, []);

  // A focus asked from outside (a new object each time): the grid brings that row and field into view.
  const [seenFocus, setSeenFocus] = useState(focus);
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focus && 'row' in focus) setTarget({ row: focus.row, field: focus.field ?? null });
  }
  // A batch code is looked up in core first (its row is in the held package, not in the page).
  useEffect(() => {
    if (!focus || !('prtId' in focus)) return;
    let live = true;
    void invoke('workbench:locate-row', { source, prtId: focus.prtId }).then(({ row }) => {
      if (live && row !== null) setTarget({ row, field: focus.field ?? null });
    });
    return () => {
      live = false;
    };
    // The source is the same package while the workbench shows it; only a new focus asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return;
    e.preventDefault();
    void step(e.shiftKey ? -1 : 1);
  };

  const changeFilter = (next: FindingFilter) => {
    // Picking a field or a group asks for its findings, whatever their severity: the errors-only
    // view the list opened on gives way (a severity the manager chose stays).
    const dropAuto = autoErrors && next.severity === 'error' && (next.field !== undefined || next.code !== undefined);
    setAutoErrors(false);
    setFilter(dropAuto ? { ...next, severity: undefined } : next);
    setCurrent(undefined);
  };

  if (findings.error && !findings.head) return <ErrorMessage error={findings.error} />;
  return (
    <section className="wb" aria-label={t('workbench.title')} data-testid="workbench" onKeyDown={onKeyDown}>
      <h2 className="upl-card__title">{t('workbench.title')}</h2>
      {findings.head && <Verdict head={findings.head} />}
      <div className="wb-nav">
        <Button disabled={total === 0} onClick={() => void step(-1)} data-testid="finding-previous">
          {t('workbench.findings.previous')}
        </Button>
        <Button disabled={total === 0} onClick={() => void step(1)} data-testid="finding-next">
          {t('workbench.findings.next')}
        </Button>
        <span className="muted" aria-live="polite" data-testid="finding-position">
          {current !== undefined && t('workbench.findings.position', { index: current.index + 1, total })}
        </span>
        <span className="muted wb-keys">{t('workbench.findings.keys')}</span>
      </div>
      <FindingsPanel
        profileId={profileId}
        findings={findings}
        filter={filter}
        onFilter={changeFilter}
        current={current}
        onChoose={show}
      />
      <div className="wb-views">
        <PackageGrid profileId={profileId} source={source} target={target} onPick={pickCell} unreadable={unreadable} />
        <SourceView source={source} place={place} />
      </div>
    </section>
  );
}
