import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindingSeverity } from '@shared/ipc/channels/preflight';
import type { FindingGroup, WorkbenchFinding } from '@shared/ipc/channels/workbench';
import { VirtualTable, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { ProductCardDialog } from '../dictionaries';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { describeFinding, explainGroup, fieldLabel } from './describe-error';
import type { FindingFilter, useFindingsWindow } from './use-workbench';
import { SEVERITY_COLUMN_WIDTH, SeverityBadge, severityIcon } from '@renderer/ui/SeverityBadge';

type Findings = ReturnType<typeof useFindingsWindow>;

/** The estimated height of one finding (rows are measured; this sizes the list before they are). */
const FINDING_ROW = 56;
/** Infos that a store without links to the operator's codes gets for nearly every row. */
const NOT_LINKED = 'nnt-not-linked';
const groupKey = (g: Pick<FindingGroup, 'field' | 'code'>) => `${g.field ?? ''}|${g.code}`;
const sum = (groups: readonly FindingGroup[]) => groups.reduce((n, g) => n + g.count, 0);

/** Groups by field and reason, each with its count, what the field means and how to fix it. */
function GroupList({
  groups,
  chosen,
  onPick,
}: {
  groups: readonly FindingGroup[];
  chosen: string;
  onPick: (g: FindingGroup) => void;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <ul className="wb-groups__list">
      {groups.map((g) => {
        const { meaning, fix } = explainGroup(t, g.field, g.code);
        return (
          <li
            key={`${g.origin}|${groupKey(g)}`}
            data-testid="finding-group"
            data-field={g.field ?? ''}
            data-code={g.code}
          >
            <button
              type="button"
              className={`wb-group wb-group--${g.severity}`}
              aria-pressed={chosen === groupKey(g)}
              onClick={() => onPick(g)}
            >
              <span aria-hidden="true">{severityIcon[g.severity]} </span>
              <code>{g.field ?? t('workbench.findings.wholePackage')}</code> —{' '}
              {t(runtimeKey(`workbench.reason.${g.code}`), { defaultValue: g.code })}{' '}
              <span className="wb-count">{g.count}</span>
            </button>
            {(meaning || fix) && (
              <p className="muted wb-group__help">
                {meaning && <span>{t('workbench.findings.meaning', { meaning })}</span>}
                {fix && <span>{t('workbench.findings.fix', { fix })}</span>}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The findings of every check in one list: groups by field and reason with counts (each with
 * the field's meaning and how to fix it), filters by severity and field, and the list itself,
 * windowed. Choosing an entry tells the workbench, which moves the grid and the source view.
 */
export function FindingsPanel({
  profileId,
  findings,
  filter,
  onFilter,
  current,
  onChoose,
}: {
  profileId: number;
  findings: Findings;
  filter: FindingFilter;
  onFilter: (filter: FindingFilter) => void;
  current: { index: number; id: string } | undefined;
  onChoose: (index: number, finding: WorkbenchFinding) => void;
}) {
  const { t } = useTranslation();
  const [card, setCard] = useState<number | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const head = findings.head;
  const groups = useMemo(() => head?.groups ?? [], [head]);
  const fields = useMemo(() => [...new Set(groups.map((g) => g.field ?? ''))].sort(), [groups]);

  const columns = useMemo((): VirtualColumn<WorkbenchFinding>[] => {
    const index = (f: WorkbenchFinding) => f.id;
    return [
      {
        id: 'severity',
        header: t('workbench.findings.severityFilter'),
        // Wide enough for the longest severity word ("Предупреждение") in bold with its shape and
        // the cell's padding, also in wider fonts (DejaVu Sans, Linux's default: 12em cut it).
        width: SEVERITY_COLUMN_WIDTH,
        cell: (f) => <SeverityBadge severity={f.severity}>{t(`workbench.severity.${f.severity}`)}</SeverityBadge>,
      },
      {
        id: 'where',
        header: t('workbench.findings.whereHeader'),
        width: '230px',
        cell: (f) => (
          <span className="wb-where">
            <span>
              {f.row === null ? t('workbench.findings.wholePackage') : t('workbench.findings.record', { row: f.row })}
            </span>
            {f.prtId !== null && (
              <span className="mono muted"> · {t('workbench.findings.batch', { prtId: f.prtId })}</span>
            )}
            {f.product ? (
              <button
                type="button"
                className="dk-link wb-product"
                aria-label={t('workbench.findings.openCard', { name: f.product.label })}
                onClick={() => setCard(f.product!.nnt)}
              >
                {f.product.label}
              </button>
            ) : (
              f.nnt !== null && <span className="mono muted"> · nnt {f.nnt}</span>
            )}
          </span>
        ),
        title: () => undefined,
      },
      {
        id: 'problem',
        header: t('workbench.findings.problemHeader'),
        width: 'minmax(280px, 1fr)',
        cell: (f) => (
          <button
            type="button"
            className="wb-finding"
            aria-current={current?.id === index(f) ? 'true' : undefined}
            data-finding-id={f.id}
            data-code={f.code}
            data-severity={f.severity}
            data-testid="finding"
            onClick={(e) => onChoose(Number((e.currentTarget.closest('[data-index]') as HTMLElement).dataset.index), f)}
          >
            <code>{f.field ?? ''}</code> {describeFinding(t, f)}
            {f.value !== null && <span className="muted"> ({t('workbench.findings.value', { value: f.value })})</span>}
            {f.line !== null && (
              <span className="muted wb-at"> — {t('workbench.findings.at', { line: f.line, column: f.column })}</span>
            )}
          </button>
        ),
        title: () => undefined,
      },
    ];
  }, [t, current, onChoose]);

  const chosenGroup = filter.code !== undefined ? groupKey({ field: filter.field ?? null, code: filter.code }) : '';
  // A group of another severity than the filter's is shown with the filter let go.
  const pick = (g: FindingGroup) =>
    onFilter({
      severity: filter.severity === g.severity ? filter.severity : undefined,
      field: g.field ?? '',
      code: g.code,
    });
  const errors = groups.filter((g) => g.severity === 'error');
  const warnings = groups.filter((g) => g.severity === 'warning');
  const notes = groups.filter((g) => g.severity === 'info' && g.code !== NOT_LINKED);
  const notLinked = groups.filter((g) => g.severity === 'info' && g.code === NOT_LINKED);
  // The list takes the room its rows need, up to most of the window (and can be dragged taller).
  const listHeight = `min(${((head?.total ?? 0) + 1) * FINDING_ROW + 8}px, 70vh)`;

  return (
    <section className="wb-findings" aria-label={t('workbench.findings.title')} data-testid="findings-panel">
      <h3 className="wb-title">{t('workbench.findings.title')}</h3>
      <div className="wb-filters">
        <label className="dk-field">
          {t('workbench.findings.severityFilter')}{' '}
          <select
            value={filter.severity ?? ''}
            data-testid="severity-filter"
            onChange={(e) =>
              onFilter({ ...filter, severity: (e.target.value || undefined) as FindingSeverity | undefined })
            }
          >
            <option value="">{t('workbench.findings.any')}</option>
            {(['error', 'warning', 'info'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`workbench.severity.${s}`)} ({head?.counts[s] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label className="dk-field">
          {t('workbench.findings.fieldFilter')}{' '}
          <select
            value={filter.field ?? '\u0000'}
            data-testid="field-filter"
            onChange={(e) =>
              onFilter({ severity: filter.severity, field: e.target.value === '\u0000' ? undefined : e.target.value })
            }
          >
            <option value={'\u0000'}>{t('workbench.findings.any')}</option>
            {fields.map((f) => (
              <option key={f} value={f}>
                {f === ''
                  ? t('workbench.findings.wholePackage')
                  : `${f} — ${fieldLabel(t, f) || t('packageErrors.fields.unknown')}`}
              </option>
            ))}
          </select>
        </label>
      </div>

      {groups.length > 0 && (
        <div className="wb-groups">
          <h4 className="wb-subtitle">{t('workbench.findings.groups')}</h4>
          <ul className="wb-groups__list">
            <li>
              <button
                type="button"
                className="wb-group"
                aria-pressed={chosenGroup === '' && filter.field === undefined}
                onClick={() => onFilter({ severity: filter.severity })}
              >
                {t('workbench.findings.allGroups', { count: groups.reduce((n, g) => n + g.count, 0) })}
              </button>
            </li>
          </ul>
          {/* Errors and warnings open; notes and "not linked" infos folded under their own counts. */}
          <GroupList groups={errors} chosen={chosenGroup} onPick={pick} />
          <GroupList groups={warnings} chosen={chosenGroup} onPick={pick} />
          {notes.length > 0 && (
            <details className="wb-fold" data-testid="notes-fold">
              <summary>
                <SeverityBadge severity="info">{t('workbench.severity.info')}</SeverityBadge>{' '}
                <span className="wb-count">{sum(notes)}</span>
              </summary>
              <GroupList groups={notes} chosen={chosenGroup} onPick={pick} />
            </details>
          )}
          {notLinked.length > 0 && (
            <details className="wb-fold" data-testid="not-linked-fold">
              <summary>
                <SeverityBadge severity="info">{t('workbench.reason.nnt-not-linked')}</SeverityBadge>{' '}
                <span className="wb-count">{sum(notLinked)}</span>
              </summary>
              <GroupList groups={notLinked} chosen={chosenGroup} onPick={pick} />
            </details>
          )}
        </div>
      )}

      <VirtualTable
        columns={columns}
        rowCount={head?.total ?? 0}
        rowAt={findings.rowAt}
        rowHeight={FINDING_ROW}
        measureRows
        overscan={8}
        onRangeChange={findings.onRangeChange}
        label={t('workbench.findings.list')}
        loadingRow={t('workbench.findings.loading')}
        empty={
          findings.isPending
            ? t('workbench.findings.loading')
            : head && head.counts.error + head.counts.warning + head.counts.info === 0
              ? t('workbench.findings.none')
              : t('workbench.findings.noneFiltered')
        }
        height={listHeight}
        className="wb-findings__scroll"
        rowClassName="wb-findings__row"
        testId="findings-list"
        layoutKey="workbench-findings"
        rowTestId="error-row"
        scrollRef={scrollRef}
      />
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </section>
  );
}
