import { useTranslation } from 'react-i18next';
import type { TableLayoutState } from '@renderer/ui/table-layout';
import type { VirtualColumn } from '@renderer/ui/VirtualTable';

/**
 * "Столбцы": fold away the columns a manager does not need (the key ones cannot be), and go
 * back to widths fitted to the content. Both are remembered with the table's layout.
 */
export function ColumnChooser<Row>({
  columns,
  keyColumns,
  layout,
}: {
  columns: readonly VirtualColumn<Row>[];
  keyColumns: readonly string[];
  layout: TableLayoutState;
}) {
  const { t } = useTranslation();
  const optional = columns.filter((c) => !keyColumns.includes(c.id));
  return (
    <details className="stk-columns">
      <summary>{t('stocks.layout.columns', { hidden: layout.layout.hidden.length })}</summary>
      <fieldset>
        <legend className="dk-sr-only">{t('stocks.layout.legend')}</legend>
        {optional.map((c) => (
          <label key={c.id}>
            <input
              type="checkbox"
              checked={!layout.layout.hidden.includes(c.id)}
              onChange={() => layout.toggle(c.id)}
            />{' '}
            {c.header}
          </label>
        ))}
      </fieldset>
      <button type="button" className="dk-btn dk-btn--ghost" onClick={layout.reset}>
        {t('stocks.layout.reset')}
      </button>
    </details>
  );
}
