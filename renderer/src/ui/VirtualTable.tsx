import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { overscanIndexes, type ScrollMotion } from './scroll-overscan';
import {
  fitWidth,
  gridTemplate,
  minRowWidth,
  textMeasurer,
  useTableLayout,
  type TableLayoutState,
} from './table-layout';
import { ColumnResizer } from './ColumnResizer';
import { focusRowWhenDrawn, focusTableRow } from './focus';

/** A column of a VirtualTable: its header, grid width, and how a row's cell reads. */
export interface VirtualColumn<Row> {
  id: string;
  header: ReactNode;
  /** A CSS grid track, e.g. `84px` or `minmax(120px, 1.4fr)`. */
  width: string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  cell: (row: Row) => ReactNode;
  /** The tooltip of a cell; by default the cell's content when it is a string, else `text`. */
  title?: (row: Row) => string | undefined;
  /** The cell as plain text: its tooltip, and (for a px-wide column) what its width is fitted to. */
  text?: (row: Row) => string;
  /** Stays at the left edge while the table scrolls sideways (the row's identity: record, batch). */
  sticky?: boolean;
  /**
   * Attributes of the cell element itself (a class added to the kit's, a tab stop, `data-*`), so a
   * column that marks its cells needs no element of its own inside each: one element per cell.
   */
  cellProps?: (row: Row) => CellProps | undefined;
}

/** What a column may set on its cell element: the kit's role and tooltip stay the kit's. */
export type CellProps = { className?: string; tabIndex?: number } & { [data: `data-${string}`]: string | undefined };

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
  active: boolean;
  /** The row a Tab into the table lands on (the active one, else the first in view). */
  tabStop: boolean;
  onActivate: ((index: number) => void) | undefined;
  onKey: ((event: React.KeyboardEvent<HTMLDivElement>, index: number) => void) | undefined;
}

/**
 * One row, memoised: while scrolling, a row whose data and position did not change is not
 * rendered again. Rows are placed by `top` in the body (out of flow: placing one lays out no
 * other), not by transform, which would make each a stacking context (see controls.css).
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
  active,
  tabStop,
  onActivate,
  onKey,
}: RowProps<Row>) {
  return (
    <div
      ref={measure}
      data-index={index}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={onActivate ? active : undefined}
      // Rows that open a detail are reached by keyboard too: one tab stop, arrows between rows.
      tabIndex={onActivate ? (tabStop ? 0 : -1) : undefined}
      onClick={onActivate ? () => onActivate(index) : undefined}
      onKeyDown={onKey ? (event) => onKey(event, index) : undefined}
      className={`${index % 2 ? 'vt-row vt-row--odd' : 'vt-row'}${active ? ' vt-row--active' : ''}${className}`}
      style={{ gridTemplateColumns: template, height, top: start }}
      data-testid={testId}
    >
      {row !== undefined ? (
        columns.map((c) => {
          const content = c.cell(row);
          // A cell that is already its plain text is its own tooltip: `text` is not computed again
          // (the stock table's plain columns format each value once per frame, not twice).
          const title = c.title ? c.title(row) : typeof content === 'string' ? content : c.text?.(row);
          const own = c.cellProps?.(row);
          const className = own?.className ? `${cellClass(c)} ${own.className}` : cellClass(c);
          return (
            <div key={c.id} {...own} role="cell" className={className} title={title || undefined}>
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

const cellClass = (c: { align?: string; className?: string; sticky?: boolean }) =>
  `vt-cell vt-cell--${c.align ?? 'left'}${c.sticky ? ' vt-cell--sticky' : ''}${c.className ? ` ${c.className}` : ''}`;

interface HeadProps<Row> {
  columns: readonly VirtualColumn<Row>[];
  template: string;
  minWidth: number | undefined;
  className: string;
  headId: string;
  sort: TableSort;
  onSort: ((sort: TableSort) => void) | undefined;
  widths: Record<string, number> | undefined;
  /** The layout's (stable) setter; none: the columns are not resizable. */
  setWidth: ((id: string, px: number) => void) | undefined;
}

/**
 * The header row, memoised: a scrolled frame renders the table again, never its header (its
 * resize handles read their drawn widths); it changes with the columns, widths and sort only.
 */
const VirtualHead = memo(function VirtualHead<Row>({
  columns,
  template,
  minWidth,
  className,
  headId,
  sort,
  onSort,
  widths,
  setWidth,
}: HeadProps<Row>) {
  return (
    <div
      className={`vt-row vt-head${className}`}
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
            className={cellClass({ align: c.align, sticky: c.sticky })}
            id={`${headId}-${c.id}`}
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
            {setWidth && (
              <ColumnResizer
                labelledBy={`${headId}-${c.id}`}
                width={widths?.[c.id]}
                onResize={(px) => setWidth(c.id, px)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}) as <Row>(p: HeadProps<Row>) => ReactNode;

/** Columns whose width follows their content: a fixed px track and a text to measure. */
const fittable = <Row,>(c: VirtualColumn<Row>) => c.text !== undefined && /^\d+(\.\d+)?px$/.test(c.width);

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
  /** The scroll area's height (a CSS length); by default the stylesheet's. */
  height?: string;
  className?: string;
  /** Extra class of every row, header included (a feature's grid spacing). */
  rowClassName?: string;
  testId?: string;
  rowTestId?: string;
  scrollRef?: React.RefObject<HTMLDivElement | null>;
  /**
   * Widths fitted to the content, resizable by dragging (or arrows) on a header's edge, columns
   * folded away: the caller's `useTableLayout`, which remembers them.
   */
  layout?: TableLayoutState;
  /**
   * The table's id for a layout the table keeps itself (no `layout` given): widths fitted,
   * resizable and remembered per id, as the stock table's are.
   */
  layoutKey?: string;
  /**
   * The row shown in the caller's detail panel: clicking a row, or Enter/Space on a focused row,
   * picks it; Escape on a row calls `onDeactivate` (the caller closes its panel).
   */
  activeIndex?: number;
  onActivate?: (index: number) => void;
  onDeactivate?: () => void;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const scrollRef = props.scrollRef ?? ownRef;
  const ownLayout = useTableLayout(props.layout ? undefined : props.layoutKey);
  const layout = props.layout ?? (props.layoutKey ? ownLayout : undefined);
  const { rowCount, rowHeight, onRangeChange, sort, onSort, onActivate, onDeactivate } = props;
  const headId = useId();
  const hidden = layout?.layout.hidden;
  const widths = layout?.layout.widths;
  const columns = useMemo(
    () => (hidden?.length ? props.columns.filter((c) => !hidden.includes(c.id)) : props.columns),
    [props.columns, hidden],
  );
  // The rows beyond the view, sized by the scroll's speed and direction (see overscanIndexes).
  const motion = useRef<ScrollMotion>({ lastStart: undefined });
  const rangeExtractor = useCallback((range: Range) => overscanIndexes(range, motion.current, range.overscan), []);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are used in this render only
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: props.overscan ?? 10,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRangeChange?.(first, last), [onRangeChange, first, last]);
  const template = useMemo(() => gridTemplate(columns, widths ?? {}), [columns, widths]);
  const minWidth = Math.max(props.minWidth ?? 0, minRowWidth(columns, widths ?? {})) || undefined;

  // Widths from content: once the first rows are in, each fittable column the manager has not
  // sized is fitted to its header and the rows in view (then remembered with the layout).
  const firstLoaded = props.rowAt(first) !== undefined;
  const fitMissing = layout?.fitMissing;
  useEffect(() => {
    if (!fitMissing || !firstLoaded || !scrollRef.current) return;
    const missing = columns.filter((c) => fittable(c) && widths?.[c.id] === undefined);
    if (missing.length === 0) return;
    const measure = textMeasurer(getComputedStyle(scrollRef.current).font);
    const rows: Row[] = [];
    for (let i = first; i <= last; i++) {
      const row = props.rowAt(i);
      if (row !== undefined) rows.push(row);
    }
    const fitted: Record<string, number> = {};
    for (const c of missing) {
      // The header is bold and carries the sort arrow: a little more room than its letters.
      const header = typeof c.header === 'string' ? [`${c.header} ▲`] : [];
      fitted[c.id] = fitWidth([...header, ...rows.map((r) => c.text!(r))], measure);
    }
    fitMissing(fitted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fitted once per layout, from the rows then in view
  }, [fitMissing, firstLoaded, columns, widths]);
  const rowClass = props.rowClassName ? ` ${props.rowClassName}` : '';
  const tabStopIndex =
    props.activeIndex !== undefined && props.activeIndex >= first && props.activeIndex <= last
      ? props.activeIndex
      : first;
  // Counts the keys that moved focus: a row still on its way is focused only if no key came since.
  const moves = useRef(0);
  const onKey = useMemo(() => {
    if (!onActivate) return undefined;
    return (event: React.KeyboardEvent<HTMLDivElement>, index: number) => {
      if (event.target !== event.currentTarget) return;
      let next: number | undefined;
      if (event.key === 'Enter' || event.key === ' ') onActivate(index);
      else if (event.key === 'Escape' && onDeactivate) onDeactivate();
      else if (event.key === 'ArrowDown') next = Math.min(rowCount - 1, index + 1);
      else if (event.key === 'ArrowUp') next = Math.max(0, index - 1);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = rowCount - 1;
      else return;
      event.preventDefault();
      if (next === undefined) return;
      const target = next;
      const move = ++moves.current;
      const drawn = focusTableRow(scrollRef.current, target);
      virtualizer.scrollToIndex(target);
      if (!drawn) focusRowWhenDrawn(scrollRef, target, () => moves.current === move);
    };
  }, [onActivate, onDeactivate, rowCount, scrollRef, virtualizer]);

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
      style={props.height ? { height: props.height } : undefined}
    >
      <VirtualHead
        columns={columns}
        template={template}
        minWidth={minWidth}
        className={rowClass}
        headId={headId}
        sort={sort}
        onSort={onSort}
        widths={widths}
        setWidth={layout?.setWidth}
      />
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
              active={props.activeIndex === item.index}
              tabStop={tabStopIndex === item.index}
              onActivate={onActivate}
              onKey={onKey}
            />
          ))}
        </div>
      )}
    </div>
  );
}
