import { useTranslation } from 'react-i18next';
import type { ImportFindingView } from '@shared/ipc/channels/import';
import { importTargets, type ImportTargetName } from '@shared/import/import-mapping';
import { findingProblem } from './describe-finding';
import { sentValue, type MappingColumns } from './mapping-state';

/**
 * The first rows exactly as they will be sent (converted values), each with its source row; a
 * cell the import could not convert is marked, with the finding as its description.
 */
export function ConvertedPreview({
  rows,
  sourceRows,
  columns,
  findings,
}: {
  rows: readonly Record<string, unknown>[];
  sourceRows: readonly number[];
  columns: MappingColumns;
  findings: readonly ImportFindingView[];
}) {
  const { t } = useTranslation();
  const fields = importTargets.filter(
    (f): f is Exclude<ImportTargetName, 'barcode' | 'name'> =>
      f !== 'barcode' && f !== 'name' && columns[f] !== undefined,
  );
  const problems = new Map<string, ImportFindingView>();
  for (const f of findings) if (f.row !== null && f.field !== null) problems.set(`${f.row}:${f.field}`, f);
  return (
    <section className="upl-card" aria-labelledby="imp-preview-title" data-testid="import-preview">
      <h2 className="upl-card__title" id="imp-preview-title">
        {t('import.preview.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t('import.preview.empty')}</p>
      ) : (
        <div className="imp-preview" tabIndex={0} role="region" aria-label={t('import.preview.title')}>
          <table className="imp-table imp-table--preview">
            <thead>
              <tr>
                <th scope="col">{t('import.preview.sourceRow')}</th>
                {fields.map((f) => (
                  <th key={f} scope="col" className="mono">
                    {f}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const at = sourceRows[i] ?? 0;
                return (
                  <tr key={at} data-testid="import-preview-row">
                    <th scope="row">{at}</th>
                    {fields.map((f) => {
                      const problem = problems.get(`${at}:${f}`);
                      if (problem === undefined) return <td key={f}>{sentValue(row[f])}</td>;
                      const text = t('import.preview.cellProblem', { problem: findingProblem(t, problem) });
                      return (
                        <td key={f} className="imp-cell--error" title={text} data-testid="import-preview-problem">
                          <span aria-hidden="true">⚠ </span>
                          {problem.value ?? ''}
                          <span className="dk-sr-only">{text}</span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
