import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockFilter, StockSnapshotRow, StockSortColumn } from '../../../../shared/ipc/channels/stocks';
import { ErrorMessage } from '../../app/ErrorMessage';
import { formatDateTime, formatNumber } from '../stores/format';
import { ProductCardDialog } from '../dictionaries/ProductCard';
import { useProductNames } from '../preflight/use-product-names';
import { useStockWindows, type StockSort } from './use-stocks';

const ROW_HEIGHT = 32;

interface Column {
  id: StockSortColumn;
  width: string;
  align?: 'right' | 'center';
  render: (row: StockSnapshotRow, lng: string, t: (key: string) => string) => string;
}

const dateOnly = (iso: string | null, lng: string) => (iso ? (formatDateTime(iso, lng).split(',')[0] ?? iso) : '');
const text = (v: string | number | null) => (v === null ? '' : String(v));

/** The columns a manager reads first; the rest of a row is in the snapshot for reconciliation. */
const columns: Column[] = [
  { id: 'prtId', width: 'minmax(104px, 1.1fr)', render: (r) => text(r.prtId) },
  // The code and, from the goods dictionary, the product's name (a button opening its card).
  { id: 'nnt', width: 'minmax(170px, 2.2fr)', render: (r) => text(r.nnt) },
  { id: 'sku', width: 'minmax(92px, 0.9fr)', render: (r) => text(r.sku) },
  { id: 'man', width: 'minmax(130px, 1.5fr)', render: (r) => text(r.man) },
  { id: 'series', width: 'minmax(72px, 0.7fr)', render: (r) => text(r.series) },
  { id: 'qnt', width: '62px', align: 'right', render: (r, lng) => formatNumber(r.qnt, lng, 3) },
  { id: 'prcOptNds', width: '84px', align: 'right', render: (r, lng) => formatNumber(r.prcOptNds, lng) },
  { id: 'prcRet', width: '84px', align: 'right', render: (r, lng) => formatNumber(r.prcRet, lng) },
  {
    id: 'gnvls',
    width: '64px',
    align: 'center',
    render: (r, _l, t) => (r.gnvls === null ? '' : t(r.gnvls ? 'stocks.filter.yes' : 'stocks.filter.no')),
  },
  { id: 'exp', width: '86px', render: (r, lng) => dateOnly(r.exp, lng) },
  { id: 'tag', width: 'minmax(96px, 0.9fr)', render: (r, _l, t) => (r.tag === null ? '' : t(`stocks.tags.${r.tag}`)) },
];
const template = columns.map((c) => c.width).join(' ');

/**
 * The server snapshot as a virtualised table: only the rows in view are in the DOM, and main
 * is asked for windows of 200 rows as the manager scrolls, so 100,000 rows stay smooth. The
 * header stays on top; a click on a header sorts (in SQL) and a second click reverses.
 */
export function StockTable(props: {
  profileId: number;
  sort: StockSort;
  onSort: (sort: StockSort) => void;
  filter: StockFilter;
  allRows: number;
}) {
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { profileId, sort, filter } = props;

  // The count is known after the first window; the virtualiser starts from it.
  const probe = useStockWindows(profileId, sort, filter, 0, 0);
  const count = probe.total ?? 0;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are used in this render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtualizer.getVirtualItems();
  const data = useStockWindows(profileId, sort, filter, items[0]?.index ?? 0, items.at(-1)?.index ?? 0);
  const names = useProductNames(
    profileId,
    items.flatMap((item) => {
      const nnt = data.rowAt(item.index)?.nnt;
      return typeof nnt === 'number' ? [nnt] : [];
    }),
  );
  const [card, setCard] = useState<number | null>(null);

  const toggle = (id: StockSortColumn) => {
    if (sort?.column !== id) props.onSort({ column: id, dir: 'asc' });
    else if (sort.dir === 'asc') props.onSort({ column: id, dir: 'desc' });
    else props.onSort(undefined);
  };

  if (data.error) return <ErrorMessage error={data.error} />;
  return (
    <div className="stk-table-block">
      <p className="muted stk-table-caption" aria-live="polite" data-testid="stock-count">
        {probe.total === undefined
          ? t('common.loading')
          : t('stocks.filter.shown', {
              total: formatNumber(count, i18n.language),
              all: formatNumber(props.allRows, i18n.language),
            })}
        {' · '}
        {t('stocks.sortHint')}
      </p>
      <div
        ref={scrollRef}
        className="stk-scroll"
        role="table"
        aria-rowcount={count + 1}
        aria-label={t('stocks.nav')}
        data-testid="stock-table"
      >
        <div className="stk-row stk-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
          {columns.map((c) => {
            const active = sort?.column === c.id;
            return (
              <div
                key={c.id}
                role="columnheader"
                aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                className={`stk-cell stk-cell--${c.align ?? 'left'}`}
              >
                <button type="button" className="stk-sort" onClick={() => toggle(c.id)}>
                  {t(`stocks.columns.${c.id}`)}
                  <span aria-hidden="true" className="stk-arrow">
                    {active ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
        {count === 0 && probe.total !== undefined ? (
          <p className="stk-empty">{props.allRows === 0 ? t('stocks.filter.empty') : t('stocks.filter.nothing')}</p>
        ) : (
          <div className="stk-body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = data.rowAt(item.index);
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={item.index % 2 ? 'stk-row stk-row--odd' : 'stk-row'}
                  style={{
                    gridTemplateColumns: template,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                  data-testid="stock-row"
                >
                  {row ? (
                    columns.map((c) => (
                      <div
                        key={c.id}
                        role="cell"
                        className={`stk-cell stk-cell--${c.align ?? 'left'}${c.id === 'prtId' || c.id === 'sku' ? ' mono' : ''}`}
                        title={
                          c.id === 'nnt' && typeof row.nnt === 'number'
                            ? (names.data?.get(row.nnt)?.label ?? c.render(row, i18n.language, t))
                            : c.render(row, i18n.language, t)
                        }
                      >
                        {c.id === 'nnt' && typeof row.nnt === 'number' && names.data?.get(row.nnt) ? (
                          <button type="button" className="stk-product" onClick={() => setCard(row.nnt)}>
                            <span className="mono">{row.nnt}</span> {names.data.get(row.nnt)!.label}
                          </button>
                        ) : (
                          c.render(row, i18n.language, t)
                        )}
                      </div>
                    ))
                  ) : (
                    <div role="cell" className="stk-cell stk-loading">
                      {t('stocks.loadingRow')}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </div>
  );
}
