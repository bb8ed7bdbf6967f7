import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StockFilter, StockSnapshotRow, StockSortColumn } from '@shared/ipc/channels/stocks';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatCalendarDate, formatNumber } from '@renderer/ui/format';
import { VirtualTable, type TableSort, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { ProductCode, ProductNamesScope } from '../preflight';
import { useStockWindows, type StockSort } from './use-stocks';

const ROW_HEIGHT = 32;
/** Product names are asked for per page of rows in view, not per scroll step. */
const NAME_PAGE = 200;
const text = (v: string | number | null) => (v === null ? '' : String(v));

/** The columns a manager reads first; the rest of a row is in the snapshot for reconciliation. */
function stockColumns(t: TFunction, lng: string): VirtualColumn<StockSnapshotRow>[] {
  const col = (
    id: StockSortColumn,
    width: string,
    cell: (r: StockSnapshotRow) => ReactNode,
    extra: Partial<VirtualColumn<StockSnapshotRow>> = {},
  ): VirtualColumn<StockSnapshotRow> => ({ id, header: t(`stocks.columns.${id}`), width, cell, ...extra });
  return [
    col('prtId', 'minmax(104px, 1.1fr)', (r) => text(r.prtId), { className: 'mono' }),
    // The code and, from the goods dictionary, the product's name (a button opening its card).
    col('nnt', 'minmax(170px, 2.2fr)', (r) => <ProductCode nnt={r.nnt} />, { title: (r) => text(r.nnt) }),
    col('sku', 'minmax(92px, 0.9fr)', (r) => text(r.sku), { className: 'mono' }),
    col('man', 'minmax(130px, 1.5fr)', (r) => text(r.man)),
    col('series', 'minmax(72px, 0.7fr)', (r) => text(r.series)),
    col('qnt', '62px', (r) => formatNumber(r.qnt, lng, 3), { align: 'right' }),
    col('prcOptNds', '84px', (r) => formatNumber(r.prcOptNds, lng), { align: 'right' }),
    col('prcRet', '84px', (r) => formatNumber(r.prcRet, lng), { align: 'right' }),
    col('gnvls', '64px', (r) => (r.gnvls === null ? '' : t(r.gnvls ? 'stocks.filter.yes' : 'stocks.filter.no')), {
      align: 'center',
    }),
    // Expiry is a calendar day: shown as written, never shifted by the PC's time zone.
    col('exp', '86px', (r) => formatCalendarDate(r.exp, lng)),
    col('tag', 'minmax(96px, 0.9fr)', (r) => (r.tag === null ? '' : t(runtimeKey(`stocks.tags.${r.tag}`)))),
  ];
}

/**
 * The server snapshot in the kit's VirtualTable: windows of rows come from main (sorted and
 * filtered in SQL) as the manager scrolls, so 100,000 rows stay smooth. While a read-back
 * runs, the previous snapshot stays on screen and the caption says it is being refreshed;
 * with no snapshot yet it says "loading", never "the server has no stock".
 */
export function StockTable(props: {
  profileId: number;
  sort: StockSort;
  onSort: (sort: StockSort) => void;
  filter: StockFilter;
  allRows: number;
  /** No snapshot was ever taken: the empty table says how to get one. */
  neverPulled?: boolean;
  pulling: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const data = useStockWindows(props.profileId, props.sort, props.filter);
  const [page, setPage] = useState(0);
  const fetchRange = data.onRangeChange;
  const onRangeChange = useCallback(
    (first: number, last: number) => {
      fetchRange(first, last);
      setPage(Math.floor(first / NAME_PAGE));
    },
    [fetchRange],
  );
  const columns = useMemo(() => stockColumns(t, lng), [t, lng]);
  const total = data.head?.total;
  const count = total ?? 0;

  const pageCodes: (number | null)[] = [];
  for (let i = page * NAME_PAGE; i < Math.min(count, (page + 2) * NAME_PAGE); i++)
    pageCodes.push(data.rowAt(i)?.nnt ?? null);

  if (data.error) return <ErrorMessage error={data.error} />;
  const waiting = props.pulling && props.allRows === 0;
  return (
    <div className="vt-block">
      <p className="muted vt-caption" aria-live="polite" data-testid="stock-count">
        {total === undefined || waiting
          ? t('common.loading')
          : t('stocks.filter.shown', {
              total: formatNumber(count, lng),
              all: formatNumber(props.allRows, lng),
            })}
        {props.pulling && ` · ${t('stocks.pulling')}`}
        {' · '}
        {t('stocks.sortHint')}
      </p>
      <ProductNamesScope profileId={props.profileId} nnts={pageCodes}>
        <VirtualTable
          columns={columns}
          rowCount={count}
          rowAt={data.rowAt}
          rowHeight={ROW_HEIGHT}
          onRangeChange={onRangeChange}
          sort={props.sort}
          onSort={props.onSort as (sort: TableSort) => void}
          label={t('stocks.nav')}
          loadingRow={t('stocks.loadingRow')}
          empty={
            total === undefined
              ? undefined
              : waiting
                ? t('stocks.filter.loadingSnapshot')
                : props.neverPulled
                  ? t('stocks.filter.notPulled')
                  : props.allRows === 0
                    ? t('stocks.filter.empty')
                    : t('stocks.filter.nothing')
          }
          minWidth={940}
          testId="stock-table"
          rowTestId="stock-row"
        />
      </ProductNamesScope>
    </div>
  );
}
