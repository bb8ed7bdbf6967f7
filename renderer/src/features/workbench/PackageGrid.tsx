import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchRow, WorkbenchSource } from '../../../../shared/ipc/channels/workbench';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { VirtualTable, type VirtualColumn } from '../../ui/VirtualTable';
import { ProductCardDialog } from '../dictionaries';
import { runtimeKey } from '../../i18n/runtime-key';
import { fieldLabel } from './describe-error';
import { usePackageRows } from './use-workbench';

/** A cell to bring into view and focus; a new object on every request, so asking twice works. */
export interface CellTarget {
  row: number;
  /** null: the record as a whole (its number cell). */
  field: string | null;
}

const ROW_HEIGHT = 34;
/** The record-number column's key in `data-cell`. */
const NUMBER = '#';

type Mark = WorkbenchRow['findings'][number];
const rank = { error: 0, warning: 1, info: 2 } as const;
const worst = (marks: readonly Mark[]): Mark | undefined =>
  marks.reduce<Mark | undefined>((w, m) => (w === undefined || rank[m.severity] < rank[w.severity] ? m : w), undefined);

/**
 * The whole package in a virtualized grid: a column per field the file uses plus the product
 * name from the dictionary; every finding marks its cell (colour, icon, and words for screen
 * readers). Rows come from core in windows, so 100,000 rows scroll as smoothly as 100.
 */
export function PackageGrid({
  profileId,
  source,
  target,
  onPick,
}: {
  profileId: number;
  source: WorkbenchSource;
  target: CellTarget | undefined;
  onPick: (row: WorkbenchRow, field: string | null) => void;
}) {
  const { t } = useTranslation();
  const rows = usePackageRows(profileId, source);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<number | null>(null);
  const fields = rows.head?.columns;
  const total = rows.head?.total ?? 0;

  const columns = useMemo((): VirtualColumn<WorkbenchRow>[] => {
    const current = (row: WorkbenchRow, field: string | null) =>
      target !== undefined && target.row === row.row && target.field === field;
    const cell = (row: WorkbenchRow, field: string | null, content: React.ReactNode, marks: readonly Mark[]) => {
      const mark = worst(marks);
      const classes = [
        'wb-cell',
        mark ? `wb-cell--${mark.severity}` : '',
        current(row, field) ? 'wb-cell--current' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return (
        <span
          className={classes}
          tabIndex={-1}
          data-cell={`${row.row}:${field ?? NUMBER}`}
          data-severity={mark?.severity}
          onClick={() => onPick(row, field)}
        >
          {mark && (
            <span className="wb-cell__icon" aria-hidden="true">
              {t(`workbench.severityIcon.${mark.severity}`)}
            </span>
          )}
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
        </span>
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
      cell: (row) =>
        cell(
          row,
          field,
          row.cells[field] ?? '',
          row.findings.filter((m) => m.field === field),
        ),
      title: (row) => row.cells[field],
    });
    const list = fields ?? [];
    return [
      {
        id: 'row',
        header: t('workbench.grid.row'),
        width: '72px',
        align: 'right',
        cell: (row) =>
          cell(
            row,
            null,
            row.row,
            row.findings.filter((m) => m.field === null || !list.includes(m.field)),
          ),
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
              className="upl-link wb-product"
              aria-label={t('workbench.findings.openCard', { name: row.product.label })}
              onClick={() => setCard(row.product!.nnt)}
            >
              {row.product.label}
            </button>
          ) : (
            ''
          ),
        title: (row) => row.product?.label,
      },
      ...list.filter((f) => f !== 'prtId').map(fieldColumn),
    ];
  }, [fields, t, target, onPick]);

  // Scroll the asked row to the middle of the view, then focus its cell once the window has rendered.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!target || !scroller) return;
    const head = scroller.querySelector<HTMLElement>('.vt-head');
    scroller.scrollTop = Math.max(
      0,
      (target.row - 1) * ROW_HEIGHT - scroller.clientHeight / 2 + (head?.offsetHeight ?? 0),
    );
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const el = scroller.querySelector<HTMLElement>(
        `[data-cell="${target.row}:${CSS.escape(target.field ?? NUMBER)}"]`,
      );
      if (el) el.focus();
      else if (tries++ < 300) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  if (rows.error && !rows.head) return <ErrorMessage error={rows.error} />;
  const minWidth = columns.reduce((sum, c) => sum + (Number.parseInt(c.width, 10) || 120), 0);
  return (
    <section className="wb-grid" aria-label={t('workbench.grid.title')}>
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
        empty={rows.isPending ? t('workbench.grid.loading') : t('workbench.grid.empty')}
        minWidth={minWidth}
        className="wb-grid__scroll"
        rowTestId="grid-row"
        testId="package-grid"
        scrollRef={scrollRef}
      />
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </section>
  );
}
