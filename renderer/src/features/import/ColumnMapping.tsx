import { useTranslation } from 'react-i18next';
import {
  importConversionOf,
  importTargets,
  requiredImportTargets,
  type ImportTargetName,
} from '@shared/import/import-mapping';
import { columnLetter } from '@shared/import/column-letter';
import { fieldLabel } from '../uploads';
import { assignColumn, missingRequired, targetOfColumn, type MappingColumns } from './mapping-state';

/** A target's name for people: the package field's label and its protocol name. */
export function useTargetLabel(): (target: ImportTargetName) => string {
  const { t } = useTranslation();
  return (target) =>
    target === 'barcode' || target === 'name'
      ? t(`import.columns.${target}`)
      : `${fieldLabel(t, target) || target} (${target})`;
}

/** Each file column → a package field (select), with the conversion that field applies. */
export function ColumnMapping({
  headers,
  columns,
  onChange,
}: {
  headers: readonly string[];
  columns: MappingColumns;
  onChange: (columns: MappingColumns) => void;
}) {
  const { t } = useTranslation();
  const label = useTargetLabel();
  const missing = missingRequired(columns);
  const required = new Set<string>(requiredImportTargets);
  return (
    <section className="upl-card" aria-labelledby="imp-columns-title" data-testid="import-columns">
      <h2 className="upl-card__title" id="imp-columns-title">
        {t('import.columns.title')}
      </h2>
      <p className="muted">{t('import.columns.hint')}</p>
      <table className="imp-table">
        <thead>
          <tr>
            <th scope="col">{t('import.columns.fileColumn')}</th>
            <th scope="col">{t('import.columns.target')}</th>
            <th scope="col">{t('import.columns.conversion')}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, i) => {
            const target = targetOfColumn(columns, header);
            return (
              <tr key={header} data-testid="import-column-row">
                <th scope="row">
                  <span className="imp-letter">{columnLetter(i + 1)}</span> {header}
                </th>
                <td>
                  <select
                    aria-label={t('import.columns.targetLabel', { header })}
                    value={target ?? ''}
                    onChange={(e) =>
                      onChange(assignColumn(columns, header, (e.target.value || undefined) as ImportTargetName))
                    }
                  >
                    <option value="">{t('import.columns.none')}</option>
                    {importTargets.map((tg) => (
                      <option key={tg} value={tg}>
                        {label(tg)}
                        {required.has(tg) ? ' *' : ''}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="muted">{target ? t(`import.conversions.${importConversionOf[target]}`) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {missing.length > 0 && (
        <p className="upl-note upl-note--error" role="alert" data-testid="import-missing-required">
          {t('import.columns.missingRequired', { fields: missing.map(label).join(', ') })}
        </p>
      )}
    </section>
  );
}
