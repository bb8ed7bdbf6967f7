import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockFilter } from '@shared/ipc/channels/stocks';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatNumber } from '@renderer/ui/format';
import { useTableLayout } from '@renderer/ui/table-layout';
import { refocusTableRow } from '@renderer/ui/focus';
import { VirtualTable, type TableSort } from '@renderer/ui/VirtualTable';
import { ProductNamesScope } from '../preflight';
import { ColumnChooser } from './ColumnChooser';
import { keyStockColumns, stockColumns } from './stock-columns';
import { StockRowDetail } from './StockRowDetail';
import { useStockWindows, type StockSort } from './use-stocks';

const ROW_HEIGHT = 32;
/** Product names are asked for per page of rows in view, not per scroll step. */
const NAME_PAGE = 200;

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
  const layout = useTableLayout('stocks');
  const [active, setActive] = useState<number | undefined>();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Closing the detail (Escape on the row or in the panel, or its Close button) puts focus back
  // on the row it showed, so a keyboard user goes on from where they were.
  const closeDetail = useCallback(() => {
    const shown = active;
    setActive(undefined);
    if (shown !== undefined) refocusTableRow(scrollRef, shown);
  }, [active]);
  const activeRow = active === undefined ? undefined : data.rowAt(active);
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
      <ColumnChooser columns={columns} keyColumns={keyStockColumns} layout={layout} />
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
          layout={layout}
          activeIndex={active}
          onActivate={setActive}
          onDeactivate={closeDetail}
          scrollRef={scrollRef}
          testId="stock-table"
          rowTestId="stock-row"
        />
        {activeRow && <StockRowDetail row={activeRow} onClose={closeDetail} />}
      </ProductNamesScope>
    </div>
  );
}
