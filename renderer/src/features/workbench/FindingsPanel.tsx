import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindingSeverity } from '@shared/ipc/channels/preflight';
import type { FindingGroup, WorkbenchFinding } from '@shared/ipc/channels/workbench';
import { VirtualTable, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { ProductCardDialog } from '../dictionaries';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { describeFinding, explainGroup, fieldLabel } from './describe-error';
import type { FindingFilter, useFindingsWindow } from './use-workbench';
import { SeverityBadge, severityIcon } from '@renderer/ui/SeverityBadge';

type Findings = ReturnType<typeof useFindingsWindow>;

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
        // Wide enough for the longest severity word ("Предупреждение") in bold with its shape.
        width: '12em',
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

  const groupKey = (g: Pick<FindingGroup, 'field' | 'code'>) => `${g.field ?? ''}|${g.code}`;
  const chosenGroup = filter.code !== undefined ? groupKey({ field: filter.field ?? null, code: filter.code }) : '';

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
                    aria-pressed={chosenGroup === groupKey(g)}
                    onClick={() => onFilter({ severity: filter.severity, field: g.field ?? '', code: g.code })}
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
        </div>
      )}

      <VirtualTable
        columns={columns}
        rowCount={head?.total ?? 0}
        rowAt={findings.rowAt}
        rowHeight={56}
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
        className="wb-findings__scroll"
        rowClassName="wb-findings__row"
        testId="findings-list"
        rowTestId="error-row"
        scrollRef={scrollRef}
      />
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </section>
  );
}
