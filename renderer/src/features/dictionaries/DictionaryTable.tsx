import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryName } from '../../../../shared/protocol/dictionaries';
import { ErrorMessage } from '../../app/ErrorMessage';
import { formatDateTime, formatNumber } from '../stores/format';
import { useDebounced, useDictionaryWindows, type DictionarySort } from './use-dictionaries';

const ROW_HEIGHT = 32;

/** Column widths by kind: codes narrow, names wide. */
function widthOf(name: string, kind: string): string {
  if (kind === 'bool') return '84px';
  if (name === 'name' || name === 'nameFull' || name === 'rusName') return 'minmax(220px, 3fr)';
  if (kind === 'text') return 'minmax(120px, 1.4fr)';
  if (kind === 'base64' || kind === 'datetime') return '150px';
  return '110px';
}

/**
 * One dictionary as a virtualised table: only the rows in view are in the DOM, and main is asked
 * for windows of 200 rows (sorted and filtered in SQL) as the manager scrolls, so a million
 * barcodes scroll as smoothly as a hundred countries. Headers stay on top and sort on click.
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<DictionarySort>();
  const [text, setText] = useState('');
  const filter = useDebounced(text.trim(), 250);
  const lng = i18n.language;

  const probe = useDictionaryWindows(profileId, name, sort, filter, 0, 0);
  const count = probe.total ?? 0;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are used in this render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtualizer.getVirtualItems();
  const data = useDictionaryWindows(profileId, name, sort, filter, items[0]?.index ?? 0, items.at(-1)?.index ?? 0);
  const columns = probe.columns ?? [];
  const template = columns.map((c) => widthOf(c.name, c.kind)).join(' ');
  const minWidth = Math.max(600, columns.length * 110);

  const label = (column: string) =>
    i18n.exists(`dictionaries.columns.${column}`) ? t(`dictionaries.columns.${column}`) : column;
  const cell = (value: string | number | null, kind: string): string => {
    if (value === null) return '';
    if (kind === 'bool') return value === 1 ? t('dictionaries.table.yes') : t('dictionaries.table.no');
    if (kind === 'datetime' && typeof value === 'string') return formatDateTime(value, lng);
    if (kind === 'real' && typeof value === 'number') return formatNumber(value, lng, 3);
    return String(value);
  };
  const toggle = (column: string) => {
    if (sort?.column !== column) setSort({ column, desc: false });
    else if (!sort.desc) setSort({ column, desc: true });
    else setSort(undefined);
  };

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
        {probe.total === undefined
          ? t('common.loading')
          : t('dictionaries.table.shown', { total: formatNumber(count, lng), all: formatNumber(allRows, lng) })}
        {' · '}
        {t('dictionaries.table.sortHint')}
      </p>
      <div
        ref={scrollRef}
        className="dict-scroll"
        role="table"
        aria-rowcount={count + 1}
        aria-label={t(`dictionaries.names.${name}`)}
        data-testid="dictionary-table"
      >
        <div
          className="dict-row dict-head"
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: template, minWidth }}
        >
          {columns.map((c) => {
            const active = sort?.column === c.name;
            return (
              <div
                key={c.name}
                role="columnheader"
                aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                className="dict-cell"
              >
                <button type="button" className="dict-sort" onClick={() => toggle(c.name)} title={c.name}>
                  {label(c.name)}
                  <span aria-hidden="true" className="dict-arrow">
                    {active ? (sort.desc ? '▼' : '▲') : ''}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
        {count === 0 && probe.total !== undefined ? (
          <p className="dict-empty">
            {allRows === 0 ? t('dictionaries.table.empty') : t('dictionaries.table.nothing')}
          </p>
        ) : (
          <div className="dict-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
            {items.map((item) => {
              const row = data.rowAt(item.index);
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={item.index % 2 ? 'dict-row dict-row--odd' : 'dict-row'}
                  style={{
                    gridTemplateColumns: template,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {row ? (
                    columns.map((c, i) => {
                      const value = cell(row[i] ?? null, c.kind);
                      return (
                        <div
                          key={c.name}
                          role="cell"
                          className={
                            c.kind === 'text' || c.kind === 'datetime' ? 'dict-cell' : 'dict-cell dict-cell--code'
                          }
                          title={value}
                        >
                          {value}
                        </div>
                      );
                    })
                  ) : (
                    <div role="cell" className="dict-cell dict-loading">
                      {t('dictionaries.table.loadingRow')}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
