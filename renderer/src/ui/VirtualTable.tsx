import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** A column of a VirtualTable: its header, grid width, and how a row's cell reads. */
export interface VirtualColumn<Row> {
  id: string;
  header: ReactNode;
  /** A CSS grid track, e.g. `84px` or `minmax(120px, 1.4fr)`. */
  width: string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  cell: (row: Row) => ReactNode;
  /** The tooltip of a cell; by default the cell's text when it is a string. */
  title?: (row: Row) => string | undefined;
}

export type TableSort = { column: string; dir: 'asc' | 'desc' } | undefined;

/** The next sort after a click on a column header: ascending, descending, then the server's order. */
export function nextSort(sort: TableSort, column: string): TableSort {
  if (sort?.column !== column) return { column, dir: 'asc' };
  return sort.dir === 'asc' ? { column, dir: 'desc' } : undefined;
}

interface RowProps<Row> {
  row: Row | undefined;
  index: number;
  start: number;
  columns: readonly VirtualColumn<Row>[];
  template: string;
  height: number | undefined;
  loadingRow: string;
  testId: string | undefined;
  className: string;
  measure: ((el: Element | null) => void) | undefined;
}

/**
 * One row, memoised: while scrolling, a row whose data and position did not change is not
 * rendered again; rows are placed by transform, so moving them never relayouts the table.
 */
const VirtualRow = memo(function VirtualRow<Row>({
  row,
  index,
  start,
  columns,
  template,
  height,
  loadingRow,
  testId,
  className,
  measure,
}: RowProps<Row>) {
  return (
    <div
      ref={measure}
      data-index={index}
      role="row"
      aria-rowindex={index + 2}
      className={`${index % 2 ? 'vt-row vt-row--odd' : 'vt-row'}${className}`}
      style={{ gridTemplateColumns: template, height, transform: `translateY(${start}px)` }}
      data-testid={testId}
    >
      {row !== undefined ? (
        columns.map((c) => {
          const content = c.cell(row);
          const title = c.title ? c.title(row) : typeof content === 'string' ? content : undefined;
          return (
            <div
              key={c.id}
              role="cell"
              className={`vt-cell vt-cell--${c.align ?? 'left'}${c.className ? ` ${c.className}` : ''}`}
              title={title || undefined}
            >
              {content}
            </div>
          );
        })
      ) : (
        <div role="cell" className="vt-cell is-loading">
          {loadingRow}
        </div>
      )}
    </div>
  );
}) as <Row>(p: RowProps<Row>) => ReactNode;

/**
 * The kit's table for big data: only the rows in view (plus a margin) are in the DOM, rows
 * have a fixed height (or are measured, for wrapped text), the header stays on top and sorts
 * on click, and the visible range is reported so the owner fetches windows from main.
 * Scroll state lives here only: scrolling re-renders this component, never its parents.
 * `columns` must be memoised by the caller, or every row renders again on every scroll.
 */
export function VirtualTable<Row>(props: {
  columns: readonly VirtualColumn<Row>[];
  rowCount: number;
  rowAt: (index: number) => Row | undefined;
  rowHeight: number;
  /** Rows of different heights (wrapped text): measured as they render. */
  measureRows?: boolean;
  overscan?: number;
  onRangeChange?: (first: number, last: number) => void;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  label: string;
  loadingRow: string;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  minWidth?: number;
  className?: string;
  /** Extra class of every row, header included (a feature's grid spacing). */
  rowClassName?: string;
  testId?: string;
  rowTestId?: string;
  scrollRef?: React.RefObject<HTMLDivElement | null>;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const scrollRef = props.scrollRef ?? ownRef;
  const { columns, rowCount, rowHeight, onRangeChange, sort, onSort } = props;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are used in this render only
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: props.overscan ?? 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRangeChange?.(first, last), [onRangeChange, first, last]);
  const template = useMemo(() => columns.map((c) => c.width).join(' '), [columns]);
  const minWidth = props.minWidth;
  const rowClass = props.rowClassName ? ` ${props.rowClassName}` : '';

  return (
    <div
      ref={scrollRef}
      className={`vt-scroll${props.className ? ` ${props.className}` : ''}`}
      role="table"
      aria-rowcount={rowCount + 1}
      aria-label={props.label}
      // A keyboard user scrolls the region with the arrow keys once it has focus.
      tabIndex={0}
      data-testid={props.testId}
    >
      <div
        className={`vt-row vt-head${rowClass}`}
        role="row"
        aria-rowindex={1}
        style={{ gridTemplateColumns: template, minWidth }}
      >
        {columns.map((c) => {
          const active = sort?.column === c.id;
          return (
            <div
              key={c.id}
              role="columnheader"
              aria-sort={onSort ? (active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
              className={`vt-cell vt-cell--${c.align ?? 'left'}`}
            >
              {onSort ? (
                <button type="button" className="vt-sort" onClick={() => onSort(nextSort(sort, c.id))}>
                  {c.header}
                  <span aria-hidden="true" className="vt-arrow">
                    {active ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </div>
          );
        })}
      </div>
      {rowCount === 0 && props.empty !== undefined ? (
        <p className="vt-empty">{props.empty}</p>
      ) : (
        <div className="vt-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
          {items.map((item) => (
            <VirtualRow
              key={item.key as number}
              row={props.rowAt(item.index)}
              index={item.index}
              start={item.start}
              columns={columns}
              template={template}
              height={props.measureRows ? undefined : rowHeight}
              loadingRow={props.loadingRow}
              testId={props.rowTestId}
              className={rowClass}
              measure={props.measureRows ? virtualizer.measureElement : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
