import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchRow, WorkbenchSource } from '@shared/ipc/channels/workbench';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { VirtualTable, type CellProps, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { ProductCardDialog } from '../dictionaries';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { fieldLabel } from './describe-error';
import { usePackageRows } from './use-workbench';
import { cellSelector, gridMove, parseCell, type GridCell } from './grid-keys';
import { severityIcon } from '@renderer/ui/SeverityBadge';

/** A cell to bring into view and focus; a new object on every request, so asking twice works. */
export interface CellTarget {
  row: number;
  /** null: the record as a whole (its number cell). */
  field: string | null;
}

const ROW_HEIGHT = 34;
/** The record-number column's key in `data-cell`. */
const NUMBER = '#';
/** The product column's key in `data-cell`. */
const PRODUCT = '@product';

type Mark = WorkbenchRow['findings'][number];
const rank = { error: 0, warning: 1, info: 2 } as const;
const NONE: readonly Mark[] = [];
const worst = (marks: readonly Mark[]): Mark | undefined =>
  marks.reduce<Mark | undefined>((w, m) => (w === undefined || rank[m.severity] < rank[w.severity] ? m : w), undefined);

/**
 * The whole package in a virtualized grid: a column per field the file uses plus the product
 * name from the dictionary; every finding marks its cell (colour, icon, and words for screen
 * readers). Rows come from core in windows, so 100,000 rows scroll as smoothly as 100.
 * One Tab stop inside the grid (the cell last focused; roving tabindex): arrows, Page Up/Down,
 * Home/End and Ctrl+Home/End move between cells, Enter shows a cell's finding and source line.
 */
export function PackageGrid({
  profileId,
  source,
  target,
  onPick,
  unreadable = false,
}: {
  profileId: number;
  source: WorkbenchSource;
  target: CellTarget | undefined;
  onPick: (row: WorkbenchRow, field: string | null) => void;
  /** The file is no JSON: no rows were read (not "the file has no rows"). */
  unreadable?: boolean;
}) {
  const { t } = useTranslation();
  const rows = usePackageRows(profileId, source);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<number | null>(null);
  const fields = rows.head?.columns;
  const total = rows.head?.total ?? 0;
  const [active, setActive] = useState<GridCell>();
  // The column keys in screen order, as `data-cell` names them.
  const keys = useMemo(() => {
    const list = fields ?? [];
    return [NUMBER, ...list.filter((f) => f === 'prtId'), PRODUCT, ...list.filter((f) => f !== 'prtId')];
  }, [fields]);

  const columns = useMemo((): VirtualColumn<WorkbenchRow>[] => {
    const list = fields ?? [];
    // A row's findings by the cell they mark, grouped once per row object (rows come from core's
    // windows and stay the same objects while cached): a cell's class and its content read them.
    const grouped = new WeakMap<WorkbenchRow, Map<string, Mark[]>>();
    const marksOf = (row: WorkbenchRow, key: string): readonly Mark[] => {
      if (row.findings.length === 0) return NONE;
      let byKey = grouped.get(row);
      if (!byKey) {
        byKey = new Map();
        for (const m of row.findings) {
          const k = m.field === null || !list.includes(m.field) ? NUMBER : m.field;
          byKey.set(k, [...(byKey.get(k) ?? []), m]);
        }
        grouped.set(row, byKey);
      }
      return byKey.get(key) ?? NONE;
    };
    const current = (row: WorkbenchRow, field: string | null) =>
      target !== undefined && target.row === row.row && target.field === field;
    // The grid's one Tab stop: the cell last focused (none yet: the scroll region is the stop).
    const stop = (row: WorkbenchRow, key: string) => (active?.row === row.row && active.key === key ? 0 : -1);
    // The kit's cell element is the grid cell itself (its class, tab stop, `data-cell`, severity):
    // no element of its own inside each cell, and a click is read by the section (see onClick).
    const cellProps = (row: WorkbenchRow, field: string | null): CellProps => {
      const key = field ?? NUMBER;
      const mark = worst(marksOf(row, key));
      let className = mark ? `wb-cell wb-cell--${mark.severity}` : 'wb-cell';
      if (current(row, field)) className += ' wb-cell--current';
      return { className, tabIndex: stop(row, key), 'data-cell': `${row.row}:${key}`, 'data-severity': mark?.severity };
    };
    const cell = (row: WorkbenchRow, key: string, content: string | number): React.ReactNode => {
      const marks = marksOf(row, key);
      // An unmarked cell is its text alone (most cells of a file).
      if (marks.length === 0) return content;
      return (
        <>
          <span className="wb-cell__icon" aria-hidden="true">
            {severityIcon[worst(marks)!.severity]}
          </span>
          {content}
          {marks.map((m) => (
            <span key={m.id} className="wb-sr-only">
              {' '}
              {t('workbench.grid.cellFinding', {
                severity: t(`workbench.severity.${m.severity}`),
                text: t(runtimeKey(`workbench.fix.${m.code}`), { defaultValue: m.code }),
              })}
            </span>
          ))}
        </>
      );
    };
    const fieldColumn = (field: string): VirtualColumn<WorkbenchRow> => ({
      id: `f:${field}`,
      header: (
        <span title={fieldLabel(t, field) || undefined}>
          <code>{field}</code>
        </span>
      ),
      width: field === 'prtId' || field === 'man' ? '150px' : '120px',
      cell: (row) => cell(row, field, row.cells[field] ?? ''),
      cellProps: (row) => cellProps(row, field),
      title: (row) => row.cells[field],
    });
    return [
      {
        id: 'row',
        header: t('workbench.grid.row'),
        width: '72px',
        align: 'right',
        // The record number stays at the left edge while the grid scrolls sideways.
        sticky: true,
        cell: (row) => cell(row, NUMBER, row.row),
        cellProps: (row) => cellProps(row, null),
        title: () => undefined,
      },
      ...list.filter((f) => f === 'prtId').map(fieldColumn),
      {
        id: 'product',
        header: t('workbench.grid.product'),
        width: '260px',
        cell: (row) =>
          row.product ? (
            <button
              type="button"
              className="dk-link wb-product"
              data-cell={`${row.row}:${PRODUCT}`}
              tabIndex={stop(row, PRODUCT)}
              aria-label={t('workbench.findings.openCard', { name: row.product.label })}
              onClick={() => setCard(row.product!.nnt)}
            >
              {row.product.label}
            </button>
          ) : null,
        // No product: the empty cell itself is the grid's cell (keyboard moves through it).
        cellProps: (row) =>
          row.product
            ? undefined
            : { className: 'wb-cell', 'data-cell': `${row.row}:${PRODUCT}`, tabIndex: stop(row, PRODUCT) },
        title: (row) => row.product?.label,
      },
      ...list.filter((f) => f !== 'prtId').map(fieldColumn),
    ];
  }, [fields, t, target, active]);

  // A cell to focus once its row's window has rendered (rows come from core in windows).
  const pending = useRef(0);
  const focusCell = useCallback((cell: GridCell, center: boolean) => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    cancelAnimationFrame(pending.current);
    const rendered = scroller.querySelector<HTMLElement>(cellSelector(cell));
    if (rendered && !center) return rendered.focus();
    const head = scroller.querySelector<HTMLElement>('.vt-head');
    // Asked for (a finding): the row to the middle of the view; a key press: just into view.
    scroller.scrollTop = center
      ? Math.max(0, (cell.row - 1) * ROW_HEIGHT - scroller.clientHeight / 2 + (head?.offsetHeight ?? 0))
      : Math.max(0, cell.row * ROW_HEIGHT - scroller.clientHeight + (head?.offsetHeight ?? 0));
    let tries = 0;
    const focus = () => {
      const el = scroller.querySelector<HTMLElement>(cellSelector(cell));
      if (el) el.focus();
      else if (tries++ < 300) pending.current = requestAnimationFrame(focus);
    };
    pending.current = requestAnimationFrame(focus);
  }, []);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);

  // Scroll the asked row to the middle of the view, then focus its cell.
  useEffect(() => {
    if (target) focusCell({ row: target.row, key: target.field ?? NUMBER }, true);
  }, [target, focusCell]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = parseCell((event.target as HTMLElement).getAttribute('data-cell'));
    if (!from) return;
    const to = gridMove(event, from, keys, total);
    if (to) {
      event.preventDefault();
      focusCell(to, false);
      return;
    }
    // Enter on a cell does what a click does (the product's button opens its card by itself).
    if ((event.key === 'Enter' || event.key === ' ') && from.key !== PRODUCT) {
      const row = rows.rowAt(from.row - 1);
      if (row) {
        event.preventDefault();
        onPick(row, from.key === NUMBER ? null : from.key);
      }
    }
  };

  if (rows.error && !rows.head) return <ErrorMessage error={rows.error} />;
  const minWidth = columns.reduce((sum, c) => sum + (Number.parseInt(c.width, 10) || 120), 0);
  return (
    <section
      className="wb-grid"
      aria-label={t('workbench.grid.title')}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on a cell (or its icon) picks it, as Enter does; the product's button opens its card.
        const from = parseCell((event.target as HTMLElement).closest('[data-cell]')?.getAttribute('data-cell') ?? null);
        const row = from && from.key !== PRODUCT ? rows.rowAt(from.row - 1) : undefined;
        if (from && row) onPick(row, from.key === NUMBER ? null : from.key);
      }}
      onFocus={(event) => {
        const cell = parseCell(event.target.getAttribute('data-cell'));
        if (cell && (cell.row !== active?.row || cell.key !== active.key)) setActive(cell);
      }}
    >
      <h3 className="wb-title">{t('workbench.grid.title')}</h3>
      <VirtualTable
        columns={columns}
        rowCount={total}
        rowAt={rows.rowAt}
        rowHeight={ROW_HEIGHT}
        overscan={8}
        onRangeChange={rows.onRangeChange}
        label={t('workbench.grid.label')}
        loadingRow={t('workbench.grid.loading')}
        empty={
          rows.isPending
            ? t('workbench.grid.loading')
            : unreadable
              ? t('workbench.grid.unreadable')
              : t('workbench.grid.empty')
        }
        minWidth={minWidth}
        className="wb-grid__scroll"
        rowTestId="grid-row"
        testId="package-grid"
        layoutKey="workbench-grid"
        scrollRef={scrollRef}
      />
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </section>
  );
}
