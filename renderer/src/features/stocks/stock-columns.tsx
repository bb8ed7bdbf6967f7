import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { StockSnapshotRow, StockSortColumn } from '@shared/ipc/channels/stocks';
import { formatCalendarDate, formatMoney, formatNumber } from '@renderer/ui/format';
import type { VirtualColumn } from '@renderer/ui/VirtualTable';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { ProductCode } from '../preflight';

const text = (v: string | number | null) => (v === null ? '' : String(v));

/** The columns a manager must see at any width (1024 px included); the rest may be folded away. */
export const keyStockColumns: readonly StockSortColumn[] = ['prtId', 'nnt', 'series', 'exp', 'qnt'];

/**
 * The stock table's columns, key ones first: the batch code stays at the left edge (sticky), the
 * product's name takes the room left over, px columns are fitted to their content once the first
 * rows arrive and can be dragged wider. Money has two decimals and sits right.
 */
export function stockColumns(t: TFunction, lng: string): VirtualColumn<StockSnapshotRow>[] {
  const col = (
    id: StockSortColumn,
    width: string,
    cell: (r: StockSnapshotRow) => ReactNode,
    extra: Partial<VirtualColumn<StockSnapshotRow>> = {},
  ): VirtualColumn<StockSnapshotRow> => ({ id, header: t(`stocks.columns.${id}`), width, cell, ...extra });
  const plain = (id: StockSortColumn, width: string, value: (r: StockSnapshotRow) => string, extra = {}) =>
    col(id, width, value, { text: value, ...extra });
  const money = (id: StockSortColumn, value: (r: StockSnapshotRow) => number | null) =>
    plain(id, '96px', (r) => formatMoney(value(r), lng), { align: 'right' as const });
  return [
    plain('prtId', '132px', (r) => text(r.prtId), { className: 'mono', sticky: true }),
    // The code and, from the goods dictionary, the product's name (a button opening its card).
    col('nnt', 'minmax(260px, 1fr)', (r) => <ProductCode nnt={r.nnt} />, { title: (r) => text(r.nnt) }),
    plain('series', '96px', (r) => text(r.series)),
    // Expiry is a calendar day: shown as written, never shifted by the PC's time zone.
    plain('exp', '96px', (r) => formatCalendarDate(r.exp, lng)),
    plain('qnt', '72px', (r) => formatNumber(r.qnt, lng, 3), { align: 'right' as const }),
    money('prcRet', (r) => r.prcRet),
    money('prcOptNds', (r) => r.prcOptNds),
    plain('man', '160px', (r) => text(r.man)),
    plain('sku', '110px', (r) => text(r.sku), { className: 'mono' }),
    plain('gnvls', '72px', (r) => (r.gnvls === null ? '' : t(r.gnvls ? 'stocks.filter.yes' : 'stocks.filter.no')), {
      align: 'center' as const,
    }),
    plain('tag', '120px', (r) => (r.tag === null ? '' : t(runtimeKey(`stocks.tags.${r.tag}`)))),
  ];
}
