import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportFindingView } from '@shared/ipc/channels/import';
import { VirtualTable, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { findingProblem, findingWhere } from './describe-finding';
import { SEVERITY_COLUMN_WIDTH, SeverityBadge } from '@renderer/ui/SeverityBadge';

/** The findings of an import, each at its source sheet, row and column, in the kit's virtual table. */
export function ImportFindingsList({
  findings,
  errorCount,
  warningCount,
}: {
  findings: readonly ImportFindingView[];
  errorCount: number;
  warningCount: number;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    (): VirtualColumn<ImportFindingView>[] => [
      {
        id: 'severity',
        header: '',
        width: SEVERITY_COLUMN_WIDTH,
        cell: (f) => (
          <SeverityBadge severity={f.severity}>
            {t(f.severity === 'error' ? 'import.findings.error' : 'import.findings.warning')}
          </SeverityBadge>
        ),
        title: () => undefined,
      },
      { id: 'where', header: t('import.findings.where'), width: 'minmax(200px, 1fr)', cell: (f) => findingWhere(t, f) },
      {
        id: 'problem',
        header: t('import.findings.problem'),
        width: 'minmax(240px, 2fr)',
        cell: (f) => findingProblem(t, f),
      },
    ],
    [t],
  );
  if (findings.length === 0 && errorCount === 0 && warningCount === 0)
    return (
      <p className="upl-note upl-note--good" data-testid="import-no-findings">
        {t('import.findings.none')}
      </p>
    );
  return (
    <div className="imp-findings" data-testid="import-findings">
      <p
        className={`upl-note ${errorCount > 0 ? 'upl-note--error' : warningCount > 0 ? 'upl-note--warn' : ''}`.trim()}
        data-testid="import-findings-summary"
      >
        {t('import.findings.summary', { count: errorCount, warnings: warningCount })}
        {findings.length < errorCount + warningCount && ` ${t('import.findings.shown', { shown: findings.length })}`}
      </p>
      <VirtualTable
        columns={columns}
        rowCount={findings.length}
        rowAt={(i) => findings[i]}
        rowHeight={34}
        measureRows
        label={t('import.findings.title')}
        loadingRow={t('common.loading')}
        className="imp-findings__table"
        rowClassName="imp-findings__row"
        rowTestId="import-finding"
        layoutKey="import-findings"
      />
    </div>
  );
}
