import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatNumber } from '@renderer/ui/format';
import { dictionaryCellText } from './dictionary-cell';
import { useDebounced } from '@renderer/ui/use-debounced';
import { VirtualTable, type TableSort, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { useDictionaryWindows } from './use-dictionaries';
import { runtimeKey } from '@renderer/i18n/runtime-key';

const ROW_HEIGHT = 32;
type Cells = readonly (string | number | null)[];

/** Column widths by kind: codes narrow, names wide. */
function widthOf(name: string, kind: string): string {
  if (kind === 'bool') return '84px';
  if (name === 'name' || name === 'nameFull' || name === 'rusName') return 'minmax(220px, 3fr)';
  if (kind === 'text') return 'minmax(120px, 1.4fr)';
  if (kind === 'base64' || kind === 'datetime') return '150px';
  return '110px';
}

/**
 * One dictionary in the kit's VirtualTable: windows of 200 rows (sorted and filtered in SQL)
 * come from main as the manager scrolls, so a million barcodes scroll as smoothly as a
 * hundred countries. Headers stay on top and sort on click.
 */
export function DictionaryTable({
  profileId,
  name,
  allRows,
}: {
  profileId: number;
  name: DictionaryName;
  allRows: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [sort, setSort] = useState<TableSort>();
  const [text, setText] = useState('');
  const filter = useDebounced(text.trim(), 250);
  const lng = i18n.language;

  const data = useDictionaryWindows(profileId, name, sort, filter);
  const total = data.head?.total;
  const count = total ?? 0;
  const spec = data.head?.columns;
  const columns = useMemo((): VirtualColumn<Cells>[] => {
    return (spec ?? []).map((c, i) => ({
      id: c.name,
      header: i18n.exists(`dictionaries.columns.${c.name}`) ? t(runtimeKey(`dictionaries.columns.${c.name}`)) : c.name,
      width: widthOf(c.name, c.kind),
      className: c.kind === 'text' || c.kind === 'datetime' ? undefined : 'dict-cell--code',
      cell: (row: Cells) => dictionaryCellText(row[i] ?? null, c, lng, t),
    }));
  }, [spec, t, lng, i18n]);
  const minWidth = Math.max(600, columns.length * 110);

  if (data.error) return <ErrorMessage error={data.error} />;
  return (
    <div className="dict-table">
      <div className="dk-field dict-table__filter" role="search">
        <label htmlFor={`${id}-filter`}>{t('dictionaries.table.filter')}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={text}
          placeholder={t('dictionaries.table.filterPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p className="muted dict-table__caption" aria-live="polite" data-testid="dictionary-count">
        {total === undefined
          ? t('common.loading')
          : t('dictionaries.table.shown', { total: formatNumber(count, lng), all: formatNumber(allRows, lng) })}
        {' · '}
        {t('dictionaries.table.sortHint')}
      </p>
      <VirtualTable
        columns={columns}
        rowCount={count}
        rowAt={data.rowAt}
        rowHeight={ROW_HEIGHT}
        onRangeChange={data.onRangeChange}
        sort={sort}
        onSort={setSort}
        label={t(`dictionaries.names.${name}`)}
        loadingRow={t('dictionaries.table.loadingRow')}
        empty={
          total === undefined
            ? undefined
            : allRows === 0
              ? t('dictionaries.table.empty')
              : t('dictionaries.table.nothing')
        }
        minWidth={minWidth}
        className="dict-scroll"
        testId="dictionary-table"
        layoutKey={`dictionary.${name}`}
      />
    </div>
  );
}
